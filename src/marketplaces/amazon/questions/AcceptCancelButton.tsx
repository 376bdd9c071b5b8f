import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AmazonBuyerRequest } from '../../../../resources/amazon/buyerRequests';
import type { AmazonDataProvider } from '../amazonDataProvider';
import { failureReason } from '../../../schema-ui/serverReason';

/**
 * Accepts the buyer's cancellation: the ERP order is cancelled and what it took goes back to stock.
 * That cannot be undone, so it asks first, naming the order, as cancelling an ERP order does.
 */
export const AcceptCancelButton = () => {
  const record = useRecordContext<AmazonBuyerRequest>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const [asking, setAsking] = useState(false);
  const accept = useMutation({
    mutationFn: () => dataProvider.acceptBuyerCancel(record?.id ?? 0),
    onSuccess: () => {
      notify('app.amazon.questions.accepted', { type: 'success' });
      refresh();
    },
    onError: (error) => notify('app.amazon.questions.accept_error', { type: 'error', messageArgs: { reason: failureReason(error, translate) } }),
    onSettled: () => setAsking(false),
  });
  if (!record) return null;
  return (
    <>
      <Button variant="outlined" size="small" color="warning" disabled={accept.isPending} onClick={() => setAsking(true)}>
        {translate('app.amazon.questions.accept_cancel')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={accept.isPending}
        title="app.amazon.questions.accept_cancel_title"
        titleTranslateOptions={{ id: record.amazon_order_id }}
        content="app.amazon.questions.accept_cancel_content"
        confirm="app.amazon.questions.accept_cancel"
        cancel="app.amazon.questions.accept_cancel_keep"
        confirmColor="warning"
        onConfirm={() => accept.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
