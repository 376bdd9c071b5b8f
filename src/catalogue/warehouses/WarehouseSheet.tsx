import { warehouses } from '../../../resources/catalogue';
import { SchemaShow } from '../../schema-ui/SchemaShow';
import { WarehouseProducts } from './WarehouseProducts';

/** /almacenes/{id}/show: the warehouse's declared fields, then what it holds. */
export const WarehouseSheet = () => (
  <SchemaShow declaration={warehouses}>
    <WarehouseProducts />
  </SchemaShow>
);

export default WarehouseSheet;
