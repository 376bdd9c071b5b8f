import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { warehouses as warehouseDeclaration } from '../../../resources/catalogue';
import { type AccountSalesSettings, salesStockMoments } from '../../../resources/mercadolibre';
import type { LoadedAccount } from '../../marketplaces/accounts/loadMarketplaceAccounts';
import { useReloadMarketplaceAccounts } from '../../marketplaces/accounts/useMarketplaceAccounts';
import type { MarketplaceDataProvider } from '../../marketplaces/marketplaceDataProvider';
import { recordTitle } from '../../schema-ui/recordTitle';
import { useNotifyFailure } from '../../schema-ui/useNotifyFailure';

const firstWarehouse = '';

/** The settings' fields as their selects label them, by which a refusal's toast names them. */
const settingLabels = { sales_stock_moment: 'app.settings.mercadolibre.sales.stock_moment', sales_warehouse_id: 'app.settings.mercadolibre.sales.warehouse' };

/** When the account's sales take their stock (paid, or reserved at creation) and which warehouse they take it from first. */
export const MercadoLibreAccountSalesSettings = ({ account }: { account: LoadedAccount }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const reloadAccounts = useReloadMarketplaceAccounts();
  const { data: warehouses = [] } = useGetList('almacenes', { pagination: { page: 1, perPage: 100 }, sort: { field: 'rowid', order: 'ASC' } });
  // Sent with the settings' version shown, so a change another user made meanwhile is refused, not overwritten.
  const current: AccountSalesSettings = {
    sales_stock_moment: account.sales_stock_moment ?? 'paid',
    sales_warehouse_id: account.sales_warehouse_id ?? null,
    sales_settings_version: account.sales_settings_version,
  };
  const { mutate, isPending } = useMutation({
    mutationFn: (changes: Partial<AccountSalesSettings>) => dataProvider.updateAccountSalesSettings(account.id, { ...current, ...changes }),
    onSuccess: () => {
      notify('app.settings.mercadolibre.sales.saved', { type: 'success' });
      void reloadAccounts();
    },
    onError: (error) => {
      notifyFailure('app.settings.mercadolibre.sales.failed', error, settingLabels);
      // Refused for another user's change (or anything else): show the settings as stored now.
      void reloadAccounts();
    },
  });
  return (
    <Stack spacing={1} sx={{ minWidth: 220 }}>
      <TextField
        select
        size="small"
        label={translate(settingLabels.sales_stock_moment)}
        value={current.sales_stock_moment}
        disabled={isPending}
        onChange={(event) => mutate({ sales_stock_moment: event.target.value as AccountSalesSettings['sales_stock_moment'] })}
      >
        {salesStockMoments.map((moment) => (
          <MenuItem key={moment} value={moment}>
            {translate(`app.settings.mercadolibre.sales.moments.${moment}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate(settingLabels.sales_warehouse_id)}
        value={current.sales_warehouse_id === null ? firstWarehouse : String(current.sales_warehouse_id)}
        disabled={isPending}
        onChange={(event) => mutate({ sales_warehouse_id: event.target.value === firstWarehouse ? null : Number(event.target.value) })}
        // "El primer almacén" is a choice whose value is empty: a select draws an empty value as blank unless told to show it.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value={firstWarehouse}>{translate('app.settings.mercadolibre.sales.first_warehouse')}</MenuItem>
        {warehouses.map((warehouse) => (
          <MenuItem key={warehouse.id} value={String(warehouse.id)}>
            {recordTitle(warehouseDeclaration, warehouse)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
