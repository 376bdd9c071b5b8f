import { expect } from 'vitest';
import type { TestApp } from '../testApp';

type Row = Record<string, unknown>;

/** Creates a record through the API and returns it, failing the test on anything but 201. */
export async function created(testApp: TestApp, base: string, payload: Row): Promise<Row & { id: number }> {
  const response = await testApp.call({ method: 'POST', url: `/${base}`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const paths = {
  products: 'api/platform/products/',
  warehouses: 'api/erp/warehouses/',
  categories: 'api/erp/categories/',
  clients: 'api/erp/clients/',
  orders: 'api/erp/orders/',
  orderLines: 'api/erp/order-lines/',
  productStock: 'api/platform/product-stock/',
} as const;
