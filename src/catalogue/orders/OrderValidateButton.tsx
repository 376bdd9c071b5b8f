import CheckIcon from '@mui/icons-material/CheckCircle';
import { useRecordContext } from 'react-admin';
import { Button } from '../../layout/Button';
import { useOrderAction } from './useOrderAction';

/** "Validar pedido": takes the lines' stock out of their warehouses; the server's refusal (e.g. negative stock) is shown as it says it. */
export const OrderValidateButton = () => {
  const record = useRecordContext();
  const { mutate, isPending } = useOrderAction('validateOrder', { done: 'validated', failed: 'validate_error' });
  if (!record || record.status !== 'draft') return null;
  return (
    <Button label="app.catalogue.orders.validate" variant="outlined" onClick={() => mutate(record.id)} disabled={isPending}>
      <CheckIcon />
    </Button>
  );
};
