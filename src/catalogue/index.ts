import type { RegistryEntry } from '../app/feature';
import { categoryScreens } from './categories';
import { clientScreens } from './clients';
import { orderScreens } from './orders';
import { productRoutes, productScreens } from './products';
import { warehouseScreens } from './warehouses';

const entry = (id: string, resource: RegistryEntry['resource'] & object): RegistryEntry => ({
  id,
  section: 'erp',
  label: `resources.${id}.name`,
  icon: resource.icon,
  to: `/${id}`,
  resource,
});

/** The ERP section of the side menu: products, warehouses, categories, customers, orders. */
export const catalogueEntries: readonly RegistryEntry[] = [
  { ...entry('productos', productScreens), routes: productRoutes },
  entry('almacenes', warehouseScreens),
  entry('categorias', categoryScreens),
  entry('clientes', clientScreens),
  entry('pedidos', orderScreens),
];
