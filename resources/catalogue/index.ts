import type { ResourceDeclaration } from '../types';
import { categories } from './categories';
import { clients } from './clients';
import { orderLines, orders } from './orders';
import { productCategories, productContractLines, productLanguages, productProductionOrders, productReplenishment, productStock } from './productLinks';
import { productCustomerPrices, productPrices, productSupplierPrices } from './productPrices';
import { products } from './products';
import { warehouses } from './warehouses';

export { categories, clients, orderLines, orders, productCategories, productCustomerPrices, productPrices, productStock, products, warehouses };

/** The ERP catalogue: products and their collections, warehouses, categories, customers, orders. */
export const catalogueResources = [
  products,
  warehouses,
  categories,
  clients,
  orders,
  orderLines,
  productCategories,
  productStock,
  productPrices,
  productCustomerPrices,
  productSupplierPrices,
  productLanguages,
  productReplenishment,
  productContractLines,
  productProductionOrders,
] as const satisfies readonly ResourceDeclaration[];
