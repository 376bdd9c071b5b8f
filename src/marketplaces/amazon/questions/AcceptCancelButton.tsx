import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AmazonDataProvider } from '../amazonDataProvider';

const reasonOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : '');

/** Accepts the buyer's cancellation: the ERP order is cancelled and what it took goes back to stock. */
export const AcceptCancelButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const accept = useMutation({
    mutationFn: () => dataProvider.acceptBuyerCancel(record?.id ?? 0),
    onSuccess: () => {
      notify('app.amazon.questions.accepted', { type: 'success' });
      refresh();
    },
    onError: (error) => notify('app.amazon.questions.accept_error', { type: 'error', messageArgs: { reason: reasonOf(error) } }),
  });
  if (!record) return null;
  return (
    <Button variant="outlined" size="small" color="warning" disabled={accept.isPending} onClick={() => accept.mutate()}>
      {translate('app.amazon.questions.accept_cancel')}
    </Button>
  );
};
