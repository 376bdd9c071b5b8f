import { Pagination, ReferenceManyField } from 'react-admin';
import { listLimits } from '../../../resources';
import { orders } from '../../../resources/catalogue';
import { SheetSection } from '../../layout/SheetSection';
import { DeclaredRows } from '../../schema-ui/DeclaredRows';
import { orderColumns } from '../orders/OrderChannelField';

/**
 * A customer's orders, newest first, five to a page as every list: each opens its sheet. The customer
 * column is left out, as every row would name the customer whose sheet this is.
 */
export const CustomerOrders = () => (
  <SheetSection title="app.catalogue.customers.orders">
    <ReferenceManyField reference={orders.name} target="client_id" sort={orders.sort} perPage={listLimits.defaultSize} pagination={<Pagination />}>
      <DeclaredRows declaration={orders} rowClick="show" fields={orderColumns} omitted={['client_id']} />
    </ReferenceManyField>
  </SheetSection>
);
