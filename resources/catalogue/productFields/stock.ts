import type { FieldDeclaration } from '../../types';

const quantity = { kind: 'number', min: 0, max: 1e12 } as const;
const location = { kind: 'string', max: 64 } as const;

/** Stock levels and warehouse settings. `stock` is the sum of the stock per warehouse. */
export const stockFields = {
  stock: { kind: 'number', readOnly: true, sortable: true },
  pmp: quantity,
  fifo: quantity,
  lifo: quantity,
  fk_default_warehouse: { kind: 'reference', reference: 'almacenes' },
  seuil_stock_alerte: { ...quantity, sortable: true },
  desiredstock: quantity,
  desiredstock_principal: quantity,
  desiredstock_gpe: quantity,
  revicedstock: quantity,
  wh1percent: { kind: 'number', min: 0, max: 100 },
  wh2percent: { kind: 'number', min: 0, max: 100 },
  wh1_limit: quantity,
  wh2_limit: quantity,
  location_main: location,
  location_gpe: location,
  location_second_main: location,
  location_second_gpe: location,
  unit_entrada: { kind: 'string', max: 32 },
  unit_salida: { kind: 'string', max: 32 },
  date_compra: { kind: 'date' },
  date_venta: { kind: 'date' },
  rotation: { kind: 'number', min: 0, max: 1e9 },
  fk_oc: { kind: 'integer', min: 0 },
  cant_dentro_empaque: quantity,
  empaque: { kind: 'string', max: 64 },
} satisfies Record<string, FieldDeclaration>;
