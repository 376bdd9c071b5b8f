import CancelIcon from '@mui/icons-material/Cancel';
import { useState } from 'react';
import { Confirm, type RaRecord, useRecordContext } from 'react-admin';
import { Button } from '../../layout/Button';
import { useOrderAction } from './useOrderAction';

/** The ERP's own orders can be cancelled while a draft or validated; a marketplace sale follows its marketplace. */
export const cancellable = (record: RaRecord | undefined) => !record?.channel && (record?.status === 'draft' || record?.status === 'validated');

/**
 * "Cancelar pedido", after a confirmation that says what happens to the stock: a validated order's
 * units go back to their warehouses. The server's refusal is shown in its words.
 */
export const OrderCancelButton = () => {
  const record = useRecordContext();
  const [asking, setAsking] = useState(false);
  const { mutate, isPending } = useOrderAction('cancelOrder', { done: 'cancelled', failed: 'cancel_error' });
  if (!record || !cancellable(record)) return null;
  return (
    <>
      <Button label="app.catalogue.orders.cancel" color="error" onClick={() => setAsking(true)} disabled={isPending}>
        <CancelIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="app.catalogue.orders.cancel_title"
        titleTranslateOptions={{ ref: record.ref }}
        content={`app.catalogue.orders.cancel_content_${record.status}`}
        confirm="app.catalogue.orders.cancel"
        cancel="app.catalogue.orders.cancel_keep"
        confirmColor="warning"
        onConfirm={() => mutate(record.id, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
