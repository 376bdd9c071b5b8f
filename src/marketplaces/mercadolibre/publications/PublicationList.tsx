import { DataTable, List, TextField } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { listLimits } from '../../../../resources';
import { EmptyList } from '../../../schema-ui/EmptyList';
import { ResponsiveListBody } from '../../../schema-ui/ResponsiveListBody';
import { useActiveMercadoLibreAccount } from '../../accounts/useMarketplaceAccounts';
import { PublicationBulkActions } from './PublicationBulkActions';
import { usePublicationFilters } from './PublicationFilters';
import { PublicationListActions } from './PublicationListActions';
import { PublicationRowActions } from './PublicationRowActions';
import { PublicationStatusField } from './PublicationStatusField';
import { PublicationSyncField } from './PublicationSyncField';

/**
 * Notifications link to `?busqueda={id}`; react-admin keeps filters in
 * `?filter=`, so the plain parameter becomes the search filter.
 */
const searchFromNotification = (search: string): string | null => new URLSearchParams(search).get('busqueda');

const table = (
  <DataTable rowClick="edit" bulkActionButtons={<PublicationBulkActions />} empty={<EmptyList />}>
    <DataTable.Col source="id" />
    <DataTable.Col source="product_id" />
    <DataTable.Col source="title" />
    <DataTable.NumberCol source="sold_quantity" />
    <DataTable.Col source="status">
      <PublicationStatusField source="status" />
    </DataTable.Col>
    <DataTable.Col source="sync_state">
      <PublicationSyncField source="sync_state" />
    </DataTable.Col>
    <DataTable.Col source="sku" />
    <DataTable.Col label="app.mercadolibre.actions.title" disableSort>
      <PublicationRowActions />
    </DataTable.Col>
  </DataTable>
);

/**
 * /mercadolibre/publicaciones: the publication columns (the listing type is on the sheet, so the
 * list with its sync column fits a laptop), status-dependent row actions, bulk tasks;
 * on a phone, cards with the title and status that open the publication's sheet.
 */
export const PublicationList = () => {
  const location = useLocation();
  const filters = usePublicationFilters();
  const activeAccount = useActiveMercadoLibreAccount();
  const busqueda = searchFromNotification(location.search);
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
        primaryText={<TextField source="title" />}
        secondaryText={<PublicationStatusField source="status" />}
        empty={<EmptyList />}
      />
    </List>
  );
};

export default PublicationList;
