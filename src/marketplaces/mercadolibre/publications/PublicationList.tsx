import { DataTable, List } from 'react-admin';
import { listLimits } from '../../../../resources';
import { EmptyList } from '../../../schema-ui/EmptyList';
import { KeyboardDataTableBody } from '../../../schema-ui/KeyboardDataTableBody';
import { ListSelectionReset } from '../../../schema-ui/ListSelectionReset';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { ResponsiveListBody } from '../../../schema-ui/ResponsiveListBody';
import { useActiveMercadoLibreAccount } from '../../accounts/useMarketplaceAccounts';
import { useSearchFromNotification } from '../useSearchFromNotification';
import { PublicationBulkActions } from './PublicationBulkActions';
import { PublicationCardSummary } from './PublicationCardSummary';
import { ListingTypeField } from './PublicationCodeFields';
import { publicationFilters } from './PublicationFilters';
import { PublicationListActions } from './PublicationListActions';
import { PublicationRowMenu } from './PublicationRowMenu';
import { PublicationStatusField } from './PublicationStatusField';
import { PublicationSyncField } from './PublicationSyncField';
import { PublicationThumbnail } from './PublicationThumbnail';
import { PublicationTitleField } from './PublicationTitleField';
import { usePublicationTasksRefresh } from './usePublicationTasksRefresh';
import { ListParamsInAddress } from '../../../schema-ui/ListParamsInAddress';

const bulkActions = <PublicationBulkActions />;

/**
 * Notifications link to `?busqueda={id}`; react-admin keeps filters in
 * `?filter=`, so the plain parameter becomes the search filter.
 */
const table = (
  <DataTable rowClick="edit" bulkActionButtons={bulkActions} empty={<EmptyList />} body={KeyboardDataTableBody}>
    <DataTable.Col source="thumbnail" label="app.mercadolibre.list.photo" disableSort>
      <PublicationThumbnail />
    </DataTable.Col>
    <DataTable.Col source="title">
      <PublicationTitleField />
    </DataTable.Col>
    <DataTable.Col source="price" align="right">
      <MoneyField source="price" />
    </DataTable.Col>
    <DataTable.NumberCol source="available_quantity" disableSort />
    <DataTable.NumberCol source="sold_quantity" />
    <DataTable.Col source="listing_type_id" disableSort>
      <ListingTypeField source="listing_type_id" />
    </DataTable.Col>
    <DataTable.Col source="status">
      <PublicationStatusField source="status" />
    </DataTable.Col>
    <DataTable.Col source="sync_state">
      <PublicationSyncField source="sync_state" />
    </DataTable.Col>
    <DataTable.Col label="app.mercadolibre.actions.title" disableSort>
      <PublicationRowMenu />
    </DataTable.Col>
  </DataTable>
);

/**
 * /mercadolibre/publicaciones, read like MercadoLibre's seller centre: photo, title with the
 * MercadoLibre id and link, price, stock, sales, listing type and status in words, the stock's
 * sync, the status-dependent actions in one menu, bulk tasks; on a phone, cards with the photo,
 * title, price, stock, status and the menu. A task that changed publications refreshes it when it ends.
 */
export const PublicationList = () => {
  const activeAccount = useActiveMercadoLibreAccount();
  const searchRedirect = useSearchFromNotification();
  usePublicationTasksRefresh();
  if (searchRedirect) return searchRedirect;
  return (
    <List
      filters={publicationFilters}
      filterDefaultValues={activeAccount ? { account_id: activeAccount.id } : undefined}
      actions={<PublicationListActions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={listLimits.defaultSize}
      empty={false}
      exporter={false}
    >
      <ListParamsInAddress />
      <ListSelectionReset />
      <ResponsiveListBody
        table={table}
        rowClick="edit"
        leftAvatar={() => <PublicationThumbnail />}
        primaryText={<PublicationTitleField linked={false} />}
        secondaryText={<PublicationCardSummary />}
        rowAction={() => <PublicationRowMenu />}
        bulkActionButtons={bulkActions}
        empty={<EmptyList />}
      />
    </List>
  );
};

export default PublicationList;
