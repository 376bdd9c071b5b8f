import type { RegistryEntry, ScreenOverrides } from '../app/feature';
import { lazyScreen } from '../app/lazyScreen';
import { orderScreens } from './orders';
import { productRoutes, productScreens } from './products';

const entry = (id: string, order: number, resource: RegistryEntry['resource'] & object): RegistryEntry => ({
  id,
  section: 'erp',
  label: `resources.${id}.name`,
  icon: resource.icon,
  order,
  to: `/${id}`,
  resource,
});

/**
 * The ERP entries with screens of their own: products and orders. Warehouses, categories and
 * customers take their entries from their declarations' menu hints, between these two.
 */
export const catalogueEntries: readonly RegistryEntry[] = [
  { ...entry('productos', 10, productScreens), routes: productRoutes },
  entry('pedidos', 50, orderScreens),
];

/**
 * /categorias is a tree built from `fk_parent` instead of a table; its forms are the generic ones. A
 * customer's sheet is the generic one with the customer's orders under it, a warehouse's with what it holds
 * (their declarations have their lists open those sheets); the customers' list and sheet word the
 * marketplace buyer a customer was made for.
 */
export const catalogueScreens: Readonly<Record<string, ScreenOverrides>> = {
  categorias: { list: lazyScreen(() => import('./categories/CategoryTree')) },
  clientes: { list: lazyScreen(() => import('./customers/CustomerList')), show: lazyScreen(() => import('./customers/CustomerSheet')) },
  almacenes: { show: lazyScreen(() => import('./warehouses/WarehouseSheet')) },
};
