import { productCustomerPrices, productPrices } from '../../resources/catalogue';
import type { Executor, HooksFactory } from '../crud/hooks';
import { categoryHooks } from './categories/categoryHooks';
import { clientHooks } from './clients/clientHooks';
import { orderHooks, orderLineHooks } from './orders/orderHooks';
import { priceHooks } from './pricing/priceHooks';
import { productHooks } from './products/productHooks';
import { productStockHooks } from './stock/productStockHooks';
import { warehouseHooks } from './warehouses/warehouseHooks';

const executorOf = (db: unknown) => db as Executor;

/** What the catalogue adds to its generic resources, by resource name. */
export const catalogueHooks: Record<string, HooksFactory> = {
  productos: productHooks,
  almacenes: warehouseHooks,
  categorias: categoryHooks,
  clientes: clientHooks,
  pedidos: orderHooks,
  lineas_pedido: orderLineHooks,
  producto_stock: ({ database }) => productStockHooks(database.dialect),
  producto_precios: ({ database }) => priceHooks(executorOf(database.db), productPrices),
  producto_precios_cliente: ({ database }) => priceHooks(executorOf(database.db), productCustomerPrices),
};
