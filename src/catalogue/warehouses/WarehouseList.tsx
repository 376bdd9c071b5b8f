import { warehouses } from '../../../resources/catalogue';
import { SchemaList } from '../../schema-ui/SchemaList';

/** Warehouses open on their sheet, which counts the products they hold; editing is one click from there. */
export const WarehouseList = () => <SchemaList declaration={warehouses} rowClick="show" />;

export default WarehouseList;
