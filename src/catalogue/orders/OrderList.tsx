import { orders as declaration } from '../../../resources/catalogue';
import { SchemaList, schemaFilters } from '../../schema-ui';
import { customerDetail } from '../customers/CustomerPickDetail';
import { orderColumns } from './OrderChannelField';

// An account id or a logistics code typed by hand means nothing to a seller; the marketplaces' sales screens filter by those.
const filters = schemaFilters(declaration, ['channel_account_id', 'logistic_type'], { client_id: customerDetail });

/** The orders list, with its channel column in words and the filters a seller can use. */
export const OrderList = () => <SchemaList declaration={declaration} filters={filters} fields={orderColumns} />;

export default OrderList;
