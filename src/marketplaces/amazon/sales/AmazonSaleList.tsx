import { DataTable, DateField, List, TextField } from 'react-admin';
import { listLimits } from '../../../../resources';
import { EmptyList } from '../../../schema-ui/EmptyList';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { ResponsiveListBody } from '../../../schema-ui/ResponsiveListBody';
import { AmazonDeliverStatusField, AmazonMarketplaceStatusField, AmazonSaleMarketplaceField } from './AmazonSaleFields';
import { amazonSalesFilter } from './amazonSalesResource';

// The global marketplace's sale columns: id, total, marketplaceStatus, deliverStatus, date, marketplace.
// Only the date is sortable in the orders' declaration; the other columns keep the list's order.
const table = (
  <DataTable rowClick={false} bulkActionButtons={false} empty={<EmptyList />}>
    <DataTable.Col source="marketplace_order_id" disableSort />
    <DataTable.Col source="total_paid" align="right" disableSort>
      <MoneyField source="total_paid" />
    </DataTable.Col>
    <DataTable.Col source="marketplace_status" disableSort>
      <AmazonMarketplaceStatusField />
    </DataTable.Col>
    <DataTable.Col source="shipment_status" disableSort>
      <AmazonDeliverStatusField />
    </DataTable.Col>
    <DataTable.Col source="datec">
      <DateField source="datec" showTime />
    </DataTable.Col>
    <DataTable.Col source="channel" disableSort>
      <AmazonSaleMarketplaceField />
    </DataTable.Col>
  </DataTable>
);

/** /amazon/ventas: the ERP orders Amazon's orders became (the orders of the channel, filtered in the database); on a phone, cards. */
export const AmazonSaleList = () => (
  <List filter={amazonSalesFilter} sort={{ field: 'datec', order: 'DESC' }} perPage={listLimits.defaultSize} empty={false} exporter={false}>
    <ResponsiveListBody
      table={table}
      rowClick={false}
      primaryText={
        <>
          <TextField source="marketplace_order_id" /> · <MoneyField source="total_paid" />
        </>
      }
      secondaryText={
        <>
          <AmazonMarketplaceStatusField /> · <AmazonDeliverStatusField />
        </>
      }
      empty={<EmptyList />}
    />
  </List>
);

export default AmazonSaleList;
