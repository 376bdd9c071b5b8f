import UndoIcon from '@mui/icons-material/Undo';
import { type RaRecord, useRecordContext } from 'react-admin';
import { Button } from '../../layout/Button';
import { useOrderAction } from './useOrderAction';

/** Only a marketplace sale whose stock is out of the warehouses can give it back. */
export const restockable = (record: RaRecord | undefined) => Boolean(record?.channel) && record?.stock_state === 'taken';

/** "Devolver al stock": a marketplace sale whose stock was taken, returned by the buyer and back on the shelf. */
export const OrderRestockButton = () => {
  const record = useRecordContext();
  const { mutate, isPending } = useOrderAction('restockOrder', { done: 'restocked', failed: 'restock_error' });
  if (!record || !restockable(record)) return null;
  return (
    <Button label="app.catalogue.orders.restock" variant="outlined" onClick={() => mutate(record.id)} disabled={isPending}>
      <UndoIcon />
    </Button>
  );
};
