import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { useDataProvider, useListContext, useNotify, useUnselectAll, type Identifier } from 'react-admin';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { publicationsResource } from './publicationsResource';
import { TaskCreatedToast } from '../../TaskCreatedToast';
import { useNotifyFailure } from '../../../schema-ui/useNotifyFailure';

export type PublicationBulkMethod = 'validateMany' | 'publishMany' | 'pauseMany' | 'resumeMany' | 'deleteManyOnMercadoLibre' | 'deleteManyHere';

/**
 * One bulk call for the selected publications (style guide 6): it answers with the tasks that do
 * the work, one per account of the selection, so the toast names each and links to /tareas; the
 * selection is cleared and the list reloaded.
 */
export const usePublicationBulkAction = (method: PublicationBulkMethod) => {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const unselectAll = useUnselectAll(publicationsResource);
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: (ids: Identifier[]) => dataProvider[method](ids),
    onSuccess: ({ tasks }) => {
      notify(createElement(TaskCreatedToast, { taskIds: tasks.map((task) => task.id) }), { type: 'success' });
      unselectAll();
      void queryClient.invalidateQueries({ queryKey: [publicationsResource] });
    },
    onError: (error) => notifyFailure('app.marketplace_tasks.create_error', error),
  });
  return { run: () => mutate(selectedIds), isPending };
};
