import { DataTable, List, ReferenceField, SearchInput, SelectInput } from 'react-admin';
import { amazonListingStatuses } from '../../../../resources/amazon/listings';
import { listLimits } from '../../../../resources';
import { MarketplaceAccountFilter } from '../../accounts/MarketplaceAccountFilter';
import { linkToProductSheet } from '../../../catalogue/products/productPaths';
import { EmptyList } from '../../../schema-ui/EmptyList';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { ListSelectionReset } from '../../../schema-ui/ListSelectionReset';
import { ResponsiveListBody } from '../../../schema-ui/ResponsiveListBody';
import { AmazonListingBulkActions } from './AmazonListingBulkActions';
import { AmazonListingMarketplaceField, AmazonListingStatusField, AmazonProductTypeField, AmazonSkuField } from './AmazonListingFields';
import { AmazonListingListActions } from './AmazonListingListActions';
import { AmazonListingRowMenu } from './AmazonListingRowMenu';
import { amazonListingCard } from './amazonListingCard';
import { useAmazonListingsRefresh } from './useAmazonListingsRefresh';
import { ListParamsInAddress } from '../../../schema-ui/ListParamsInAddress';

const statusChoices = amazonListingStatuses.map((status) => ({ id: status, name: `app.amazon.listings.statuses.${status}` }));

/** `busqueda` (SKU, title, ASIN), status and the account the listing is on (by its name), searched in the database. */
const filters = [
  <SearchInput key="busqueda" source="busqueda" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <MarketplaceAccountFilter key="account_id" marketplace="amazon" source="account_id" alwaysOn />,
];

/** An amount broken over two lines ("$1,299.00" over "MXN") reads as two values. */
const oneLine = { whiteSpace: 'nowrap' };

/** About 24 characters of a SKU: a longer one is cut, whole in its tooltip, so the table keeps to the page at 1280 px. */
const skuWidth = '14em';

// The global marketplace's transmission columns: id, product, description, brand, category, stock, sku, marketplace, status, actions.
// The price the phone's card shows is offered in the column chooser, hidden until the seller shows it.
const bulkActions = <AmazonListingBulkActions />;
const table = (
  <DataTable rowClick={false} bulkActionButtons={bulkActions} empty={<EmptyList />} hiddenColumns={['price']}>
    <DataTable.NumberCol source="id" />
    <DataTable.Col source="product_id" disableSort>
      <ReferenceField source="product_id" reference="productos" link={linkToProductSheet} />
    </DataTable.Col>
    <DataTable.Col source="title" />
    <DataTable.Col source="brand" disableSort />
    <DataTable.Col source="product_type" disableSort>
      <AmazonProductTypeField />
    </DataTable.Col>
    <DataTable.NumberCol source="quantity" />
    <DataTable.Col source="price" align="right" sx={oneLine}>
      <MoneyField source="price" />
    </DataTable.Col>
    <DataTable.Col source="sku">
      <AmazonSkuField maxWidth={skuWidth} />
    </DataTable.Col>
    <DataTable.Col source="marketplace" disableSort>
      <AmazonListingMarketplaceField />
    </DataTable.Col>
    <DataTable.Col source="status">
      <AmazonListingStatusField />
    </DataTable.Col>
    <DataTable.Col label="app.amazon.listings.actions.title" disableSort>
      <AmazonListingRowMenu />
    </DataTable.Col>
  </DataTable>
);

/**
 * /amazon/publicaciones: the accounts' listings of our products, paged and searched on the server,
 * statuses in words with Amazon's issues per attribute under them, publish from the catalogue,
 * edit and delete in each row's menu, stock and price from the inventory for the selected ones;
 * on a phone, cards with the SKU, status, issues and the menu.
 */
export const AmazonListingList = () => {
  useAmazonListingsRefresh();
  return (
    <List
      filters={filters}
      actions={<AmazonListingListActions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={listLimits.defaultSize}
      empty={false}
      exporter={false}
    >
      <ListParamsInAddress />
      <ListSelectionReset />
      <ResponsiveListBody table={table} rowClick={false} {...amazonListingCard} bulkActionButtons={bulkActions} empty={<EmptyList />} />
    </List>
  );
};

export default AmazonListingList;
