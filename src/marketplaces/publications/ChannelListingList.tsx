import { DataTable, List, ReferenceField, SearchInput, SelectInput, TextField, type RaRecord } from 'react-admin';
import { listLimits } from '../../../resources';
import { listingStates, salesChannelCodes } from '../../../resources/inventory/channelListings';
import { listingSyncStates } from '../../../resources/inventory/listingRules';
import { linkToProductSheet } from '../../catalogue/products/productPaths';
import { EmptyList } from '../../schema-ui/EmptyList';
import { KeyboardDataTableBody } from '../../schema-ui/KeyboardDataTableBody';
import { MoneyField } from '../../schema-ui/MoneyField';
import { ResponsiveListBody } from '../../schema-ui/ResponsiveListBody';
import { SchemaListActions } from '../../schema-ui/SchemaListActions';
import { PublicationCardSummary } from '../mercadolibre/publications/PublicationCardSummary';
import { PublicationSyncField } from '../mercadolibre/publications/PublicationSyncField';
import { ChannelField, ChannelListingStateField } from './ChannelListingFields';
import { channelListingPath } from './channelListingPaths';
import { DateTimeField } from '../../schema-ui/DateTimeField';
import { ListParamsInAddress } from '../../schema-ui/ListParamsInAddress';

const channelChoices = salesChannelCodes.map((code) => ({ id: code, name: `app.publications.channels.${code}` }));
const stateChoices = listingStates.map((state) => ({ id: state, name: `app.publications.states.${state}` }));
const syncChoices = listingSyncStates.map((state) => ({ id: state, name: `app.mercadolibre.stock_sync.states.${state}` }));

/** Title, marketplace id, marketplace, state and stock sync: searched and filtered in the database, kept in the address. */
const filters = [
  <SearchInput key="busqueda" source="busqueda" alwaysOn />,
  <SelectInput key="channel" source="channel" choices={channelChoices} alwaysOn />,
  <SelectInput key="state" source="state" choices={stateChoices} alwaysOn />,
  <SelectInput key="sync_state" source="sync_state" choices={syncChoices} />,
];

const open = (_id: unknown, _resource: string, record: RaRecord) => channelListingPath(record);

/** The title, with the marketplace's id of the listing under it. */
const TitleWithListingId = () => (
  <>
    <TextField source="title" component="div" />
    <TextField source="listing_id" variant="caption" color="text.secondary" />
  </>
);

const table = (
  <DataTable rowClick={open} bulkActionButtons={false} empty={<EmptyList />} body={KeyboardDataTableBody}>
    <DataTable.Col source="channel">
      <ChannelField source="channel" />
    </DataTable.Col>
    <DataTable.Col source="title">
      <TitleWithListingId />
    </DataTable.Col>
    <DataTable.Col source="product_id" disableSort>
      <ReferenceField source="product_id" reference="productos" link={linkToProductSheet} />
    </DataTable.Col>
    <DataTable.Col source="price" align="right">
      <MoneyField source="price" />
    </DataTable.Col>
    <DataTable.NumberCol source="available_quantity" />
    <DataTable.Col source="state">
      <ChannelListingStateField source="state" />
    </DataTable.Col>
    <DataTable.Col source="sync_state" disableSort>
      <PublicationSyncField source="sync_state" />
    </DataTable.Col>
    <DataTable.Col source="updated_at">
      <DateTimeField source="updated_at" />
    </DataTable.Col>
  </DataTable>
);

/**
 * /publicaciones: every marketplace's publications in one list, newest change first, each in the
 * same words whatever its marketplace; a row opens the publication on its marketplace's screen, and
 * its product's name opens the product's sheet.
 * On a phone, cards with the marketplace, title, price, units and state.
 */
export const ChannelListingList = () => (
  <List
    filters={filters}
    actions={<SchemaListActions />}
    sort={{ field: 'updated_at', order: 'DESC' }}
    perPage={listLimits.defaultSize}
    empty={false}
    exporter={false}
  >
    <ListParamsInAddress />
    <ResponsiveListBody
      table={table}
      rowClick={open}
      primaryText={<TextField source="title" />}
      secondaryText={
        <>
          <ChannelField source="channel" /> · <TextField source="listing_id" />
          <PublicationCardSummary status={<ChannelListingStateField source="state" />} />
        </>
      }
      empty={<EmptyList />}
    />
  </List>
);

export default ChannelListingList;
