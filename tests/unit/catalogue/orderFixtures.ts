/** A draft order of the ERP with one line, and the records its form and sheet look up. */
export const line = { id: 1, product_id: 3, warehouse_id: 2, quantity: 500, unity_price: 100, discount: 0, iva_rate: 16, total_price: 50000 };
export const order = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 7,
  rowid: 7,
  ref: 'PED-000007',
  status,
  client_id: 5,
  subtotal: 50000,
  tax: 8000,
  total: 58000,
  lines: [line],
  ...extra,
});
const product = { id: 3, label: 'Espejo con luz', price: 100 };
const warehouse = { id: 2, label: 'Almacén Guadalajara' };
const client = { id: 5, name: 'Abarrotes Flores' };
const recordsOf = (resource: string) => ({ productos: [product], almacenes: [warehouse], clientes: [client] })[resource] ?? [];
export const references = {
  getMany: async (resource: string) => ({ data: recordsOf(resource) }),
  getList: async (resource: string) => ({ data: recordsOf(resource), total: 1 }),
};
