import { warehouses as declaration } from '../../../resources/catalogue';
import { SchemaList } from '../../schema-ui';

export const WarehouseList = () => <SchemaList declaration={declaration} />;

export default WarehouseList;
