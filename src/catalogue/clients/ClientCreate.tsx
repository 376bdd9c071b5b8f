import { clients as declaration } from '../../../resources/catalogue';
import { SchemaCreate } from '../../schema-ui';

export const ClientCreate = () => <SchemaCreate declaration={declaration} />;

export default ClientCreate;
