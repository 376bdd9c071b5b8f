import { warehouses as declaration } from '../../../resources/catalogue';
import { SchemaCreate } from '../../schema-ui';

export const WarehouseCreate = () => <SchemaCreate declaration={declaration} />;

export default WarehouseCreate;
