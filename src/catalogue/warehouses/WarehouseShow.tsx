import { warehouses as declaration } from '../../../resources/catalogue';
import { SchemaShow } from '../../schema-ui';

export const WarehouseShow = () => <SchemaShow declaration={declaration} />;

export default WarehouseShow;
