import UndoIcon from '@mui/icons-material/Undo';
import { Button, type RaRecord, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { CatalogueDataProvider } from '../catalogueCalls';

const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message && !error.message.startsWith('ra.') ? error.message : undefined;

/** Only a marketplace sale whose stock is out of the warehouses can give it back. */
export const restockable = (record: RaRecord | undefined) => Boolean(record?.channel) && record?.stock_state === 'taken';

/** "Devolver al stock": a marketplace sale whose stock was taken, returned by the buyer and back on the shelf. */
export const OrderRestockButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<CatalogueDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.restockOrder(record?.id ?? ''),
    onSuccess: () => {
      notify('app.catalogue.orders.restocked', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(messageOf(error) ?? 'app.catalogue.orders.restock_error', { type: 'error' }),
  });
  if (!restockable(record)) return null;
  return (
    <Button label="app.catalogue.orders.restock" variant="outlined" onClick={() => mutate()} disabled={isPending}>
      <UndoIcon />
    </Button>
  );
};
