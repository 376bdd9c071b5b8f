import { clients as declaration } from '../../../resources/catalogue';
import { SchemaList } from '../../schema-ui';

export const ClientList = () => <SchemaList declaration={declaration} />;

export default ClientList;
