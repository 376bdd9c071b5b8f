import CheckIcon from '@mui/icons-material/CheckCircle';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { CatalogueDataProvider } from '../catalogueCalls';

const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message && !error.message.startsWith('ra.') ? error.message : undefined;

/** "Validar pedido": takes the lines' stock out of their warehouses; the server's refusal (e.g. negative stock) is shown as it says it. */
export const OrderValidateButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<CatalogueDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.validateOrder(record?.id ?? ''),
    onSuccess: () => {
      notify('app.catalogue.orders.validated', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(messageOf(error) ?? 'app.catalogue.orders.validate_error', { type: 'error' }),
  });
  if (!record || record.status !== 'draft') return null;
  return (
    <Button label="app.catalogue.orders.validate" variant="outlined" onClick={() => mutate()} disabled={isPending}>
      <CheckIcon />
    </Button>
  );
};
