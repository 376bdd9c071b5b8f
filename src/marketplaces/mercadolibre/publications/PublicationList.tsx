import { DataTable, List } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { listLimits } from '../../../../resources';
import { EmptyList } from '../../../schema-ui/EmptyList';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { ResponsiveListBody } from '../../../schema-ui/ResponsiveListBody';
import { useActiveMercadoLibreAccount } from '../../accounts/useMarketplaceAccounts';
import { PublicationBulkActions } from './PublicationBulkActions';
import { PublicationCardSummary } from './PublicationCardSummary';
import { ListingTypeField } from './PublicationCodeFields';
import { usePublicationFilters } from './PublicationFilters';
import { PublicationListActions } from './PublicationListActions';
import { PublicationRowMenu } from './PublicationRowMenu';
import { PublicationStatusField } from './PublicationStatusField';
import { PublicationSyncField } from './PublicationSyncField';
import { PublicationThumbnail } from './PublicationThumbnail';
import { PublicationTitleField } from './PublicationTitleField';
import { usePublicationTasksRefresh } from './usePublicationTasksRefresh';

/**
 * Notifications link to `?busqueda={id}`; react-admin keeps filters in
 * `?filter=`, so the plain parameter becomes the search filter.
 */
const searchFromNotification = (search: string): string | null => new URLSearchParams(search).get('busqueda');

const table = (
  <DataTable rowClick="edit" bulkActionButtons={<PublicationBulkActions />} empty={<EmptyList />}>
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
  const location = useLocation();
  const filters = usePublicationFilters();
  const activeAccount = useActiveMercadoLibreAccount();
  const busqueda = searchFromNotification(location.search);
  usePublicationTasksRefresh();
  if (busqueda !== null) {
    const filter = encodeURIComponent(JSON.stringify({ busqueda }));
    return <Navigate replace to={`${location.pathname}?filter=${filter}&page=1`} />;
  }
  return (
    <List
      filters={filters}
      filterDefaultValues={activeAccount ? { account_id: activeAccount.id } : undefined}
      actions={<PublicationListActions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={listLimits.defaultSize}
      empty={false}
      exporter={false}
    >
      <ResponsiveListBody
        table={table}
        rowClick="edit"
        leftAvatar={() => <PublicationThumbnail />}
        primaryText={<PublicationTitleField linked={false} />}
        secondaryText={<PublicationCardSummary />}
        rowAction={() => <PublicationRowMenu />}
        empty={<EmptyList />}
      />
    </List>
  );
};

export default PublicationList;
