import { DataTable, type Identifier, List, TextField, useLocaleState, useTranslate } from 'react-admin';
import { listLimits } from '../../../../resources';
import { saleDetailPath } from '../../../../resources/mercadolibre/messages';
import { EmptyList } from '../../../schema-ui/EmptyList';
import { KeyboardDataTableBody } from '../../../schema-ui/KeyboardDataTableBody';
import { SchemaListActions } from '../../../schema-ui/SchemaListActions';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { ResponsiveListBody } from '../../../schema-ui/ResponsiveListBody';
import { useMarketplaceAccountNames } from '../../accounts/useMarketplaceAccounts';
import { OrderProductsOfPage } from '../../sales/OrderProducts';
import { SaleIdWithSoldProducts } from '../../sales/SaleIdWithSoldProducts';
import { SoldProductsLine } from '../../sales/SoldProductsLine';
import { saleCsvExporter } from './saleCsv';
import {
  SaleAccountField,
  SaleBuyerField,
  SaleLogisticTypeField,
  SalePaymentField,
  SaleShipmentDatesField,
  SaleShipmentField,
  SaleTagsField,
} from './SaleFields';
import { saleFilters } from './SaleFilters';
import { mercadoLibreSalesFilter } from './salesResource';
import { DateTimeField } from '../../../schema-ui/DateTimeField';
import { ListParamsInAddress } from '../../../schema-ui/ListParamsInAddress';

/** A row opens the sale's own page (the ERP order it became, seen as MercadoLibre's sale). */
const saleDetail = (id: Identifier) => saleDetailPath(id);

/**
 * The table shares a laptop's width among its columns: the statuses in words keep room for a few words a
 * line (squeezed by the nicknames, which never broke, a row took six lines), a nickname breaks
 * between its words, or anywhere when a word is longer than its column; amounts stay on one line.
 */
const wordsWide = { minWidth: 120 };
const nickname = { minWidth: 120, overflowWrap: 'anywhere' };
const oneLine = { whiteSpace: 'nowrap' };

/**
 * Only the date is sortable in the orders' declaration; the other columns keep the list's order.
 * The account a sale came through is a column only when there are several: with one, it would
 * repeat the same nickname on every row.
 */
const saleTable = (severalAccounts: boolean) => (
  <DataTable rowClick={saleDetail} bulkActionButtons={false} empty={<EmptyList />} body={KeyboardDataTableBody}>
    <DataTable.Col source="marketplace_order_id" disableSort>
      <SaleIdWithSoldProducts />
    </DataTable.Col>
    <DataTable.Col source="buyer_nickname" disableSort sx={nickname}>
      <SaleBuyerField />
    </DataTable.Col>
    {severalAccounts && (
      <DataTable.Col source="channel_account_id" disableSort sx={nickname}>
        <SaleAccountField />
      </DataTable.Col>
    )}
    <DataTable.Col source="payment_status" disableSort>
      <SalePaymentField />
    </DataTable.Col>
    <DataTable.Col source="order_tags" disableSort>
      <SaleTagsField />
    </DataTable.Col>
    <DataTable.Col source="shipment_status" disableSort sx={wordsWide}>
      <SaleShipmentField />
    </DataTable.Col>
    <DataTable.Col source="logistic_type" disableSort>
      <SaleLogisticTypeField />
    </DataTable.Col>
    <DataTable.Col source="shipment_dates" label="app.mercadolibre.sales.latest_shipment_step" disableSort sx={wordsWide}>
      <SaleShipmentDatesField latest />
    </DataTable.Col>
    <DataTable.Col source="total_paid" align="right" disableSort sx={oneLine}>
      <MoneyField source="total_paid" />
    </DataTable.Col>
    <DataTable.Col source="datec">
      <DateTimeField source="datec" />
    </DataTable.Col>
  </DataTable>
);

/**
 * /mercadolibre/ventas: MercadoLibre's view of the ERP orders its sales became (the orders of the
 * channel, filtered in the database), every marketplace code said as words; what was sold under each
 * sale's id; on a phone, cards with the order id, the buyer, what was sold and the shipment.
 */
export const SaleList = () => {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  const accounts = useMarketplaceAccountNames('mercadolibre');
  return (
    <List
      filters={saleFilters}
      filter={mercadoLibreSalesFilter}
      actions={<SchemaListActions />}
      sort={{ field: 'datec', order: 'DESC' }}
      perPage={listLimits.defaultSize}
      empty={false}
      exporter={saleCsvExporter(translate, locale, accounts.nameOf)}
    >
      <ListParamsInAddress />
      <OrderProductsOfPage>
        <ResponsiveListBody
          table={saleTable(accounts.several)}
          rowClick={saleDetail}
          primaryText={
            <>
              <TextField source="marketplace_order_id" /> · <TextField source="buyer_nickname" />
            </>
          }
          secondaryText={
            <>
              <SoldProductsLine />
              <SaleShipmentField /> · <MoneyField source="total_paid" />
            </>
          }
          empty={<EmptyList />}
        />
      </OrderProductsOfPage>
    </List>
  );
};

export default SaleList;
