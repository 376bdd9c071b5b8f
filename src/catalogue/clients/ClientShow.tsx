import { clients as declaration } from '../../../resources/catalogue';
import { SchemaShow } from '../../schema-ui';

export const ClientShow = () => <SchemaShow declaration={declaration} />;

export default ClientShow;
