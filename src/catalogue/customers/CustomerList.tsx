import { clients } from '../../../resources/catalogue';
import { SchemaList } from '../../schema-ui/SchemaList';

/** Customers open on their sheet, where their orders are; editing is one click from there. */
export const CustomerList = () => <SchemaList declaration={clients} rowClick="show" />;

export default CustomerList;
