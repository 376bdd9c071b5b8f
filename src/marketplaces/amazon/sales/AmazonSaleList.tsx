import Box from '@mui/material/Box';
import { DataTable, List, ReferenceField, SearchInput, TextField } from 'react-admin';
import { listLimits } from '../../../../resources';
import { MarketplaceAccountFilter } from '../../accounts/MarketplaceAccountFilter';
import { erpOrderPath } from '../../sales/erpOrderPath';
import { OrderProductsOfPage } from '../../sales/OrderProducts';
import { SaleIdWithSoldProducts } from '../../sales/SaleIdWithSoldProducts';
import { SoldProductsLine } from '../../sales/SoldProductsLine';
import { EmptyList } from '../../../schema-ui/EmptyList';
import { KeyboardDataTableBody } from '../../../schema-ui/KeyboardDataTableBody';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { ResponsiveListBody } from '../../../schema-ui/ResponsiveListBody';
import { SchemaListActions } from '../../../schema-ui/SchemaListActions';
import { useSearchFromNotification } from '../../mercadolibre/useSearchFromNotification';
import { useGlobalMarketplace } from '../useGlobalMarketplace';
import { GlobalMarketplaceField } from '../GlobalMarketplaceField';
import { AmazonDeliverStatusField, AmazonMarketplaceStatusField } from './AmazonSaleFields';
import { amazonSalesResource } from './amazonSalesResource';
import { ConfirmShipmentButton } from './ConfirmShipmentButton';
import { DateTimeField } from '../../../schema-ui/DateTimeField';
import { ListParamsInAddress } from '../../../schema-ui/ListParamsInAddress';
import { RecordTitleField } from '../../../schema-ui/RecordTitleField';

// The global marketplace's sale columns: id, total, marketplaceStatus, deliverStatus, date, marketplace; then the order's shipment action.
// Only the date is sortable in the orders' declaration; the other columns keep the list's order.
const table = (
  <DataTable rowClick={erpOrderPath} bulkActionButtons={false} empty={<EmptyList />} body={KeyboardDataTableBody}>
    <DataTable.Col source="marketplace_order_id" disableSort>
      <SaleIdWithSoldProducts />
    </DataTable.Col>
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
      <DateTimeField source="datec" />
    </DataTable.Col>
    <DataTable.Col source="channel" disableSort>
      <GlobalMarketplaceField />
    </DataTable.Col>
    <DataTable.Col label="app.amazon.sales.actions" disableSort render={(record) => <ConfirmShipmentButton order={record} />} />
  </DataTable>
);

/**
 * Who bought, named as the orders list names the order's customer (Amazon gives no nickname): text,
 * not a link, inside a card that opens the order. The cards of a page ask for their customers at once.
 */
const SaleCustomerField = () => (
  <ReferenceField source="client_id" reference="clientes" link={false} emptyText="">
    <RecordTitleField reference="clientes" />
  </ReferenceField>
);

/**
 * `busqueda`: the Amazon order id (a notification's search), our order ref, the tracking number;
 * the account the order came through, by its name (a notification about the account's orders filters by it).
 */
const saleFilters = [
  <SearchInput key="busqueda" source="busqueda" alwaysOn />,
  <MarketplaceAccountFilter key="channel_account_id" marketplace="amazon" source="channel_account_id" alwaysOn />,
];

/**
 * /amazon/ventas: the ERP orders the marketplace's orders became (the orders of its channel,
 * filtered in the database: Amazon's, or Linio's and Claro Shop's with `?marketplace=`), what was
 * sold under each sale's id; on a phone, cards naming what was sold and to whom; a row opens the
 * ERP order. A card's title is the sale's id alone: beside the shipment button, an id and an amount
 * on one line broke after the separator; the amount ends the status line, as on Mercado Libre's cards.
 * A notification's `?busqueda={order id}` becomes the search, landing on its row.
 */
export const AmazonSaleList = () => {
  const { filter, storeKey } = useGlobalMarketplace(amazonSalesResource);
  const searchRedirect = useSearchFromNotification();
  if (searchRedirect) return searchRedirect;
  return (
    <List
      filter={filter}
      filters={saleFilters}
      storeKey={storeKey}
      sort={{ field: 'datec', order: 'DESC' }}
      perPage={listLimits.defaultSize}
      empty={false}
      exporter={false}
      actions={<SchemaListActions />}
    >
      <ListParamsInAddress />
      <OrderProductsOfPage>
        <ResponsiveListBody
          table={table}
          rowClick={erpOrderPath}
          primaryText={<TextField source="marketplace_order_id" />}
          secondaryText={
            <>
              <SoldProductsLine />
              <Box component="span" sx={{ display: 'block' }}>
                <SaleCustomerField /> · <AmazonMarketplaceStatusField /> · <AmazonDeliverStatusField /> · <MoneyField source="total_paid" />
              </Box>
            </>
          }
          rowAction={(record) => <ConfirmShipmentButton order={record} />}
          empty={<EmptyList />}
        />
      </OrderProductsOfPage>
    </List>
  );
};

export default AmazonSaleList;
