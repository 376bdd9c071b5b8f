import SyncIcon from '@mui/icons-material/Sync';
import { useMutation } from '@tanstack/react-query';
import { createElement } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate, useUnselectAll, type HttpError } from 'react-admin';
import { Button } from '../../../layout/Button';
import type { AmazonDataProvider } from '../amazonDataProvider';
import { amazonListingsResource } from './amazonListingsResource';
import { TaskCreatedToast } from '../../TaskCreatedToast';
import { failureReason } from '../../../schema-ui/serverReason';

/** "Actualizar stock y precio": the inventory's units and price of the selected listings, sent in one feed by a task. */
export const AmazonListingBulkActions = () => {
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const translate = useTranslate();
  const unselectAll = useUnselectAll(amazonListingsResource);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.updateAmazonOffers(selectedIds.map(Number)),
    onSuccess: (task) => {
      notify(createElement(TaskCreatedToast, { taskIds: [task.id] }), { type: 'success' });
      unselectAll();
    },
    onError: (error: HttpError) => notify('app.amazon.listings.bulk.task_error', { type: 'error', messageArgs: { reason: failureReason(error, translate) } }),
  });
  return (
    <Button label="app.amazon.listings.bulk.update_offers" onClick={() => mutate()} disabled={isPending}>
      <SyncIcon />
    </Button>
  );
};
