import { warehouses as declaration } from '../../../resources/catalogue';
import { SchemaEdit } from '../../schema-ui';

export const WarehouseEdit = () => <SchemaEdit declaration={declaration} />;

export default WarehouseEdit;
