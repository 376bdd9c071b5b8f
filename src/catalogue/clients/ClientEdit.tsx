import { clients as declaration } from '../../../resources/catalogue';
import { SchemaEdit } from '../../schema-ui';

export const ClientEdit = () => <SchemaEdit declaration={declaration} />;

export default ClientEdit;
