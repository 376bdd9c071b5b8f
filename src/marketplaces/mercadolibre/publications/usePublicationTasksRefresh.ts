import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { finalTaskStatuses, taskTypes } from '../../../../resources/tasks';
import { taskProgressChannel } from '../../../notifications';
import { publicationsResource } from './publicationsResource';

/** Every task but the orders' sync writes publications (their status, stock or existence). */
const touchesPublications = (type: number | undefined): boolean => type !== taskTypes.syncOrders;

/**
 * When a task that changed publications ends (the socket's final progress message), the open
 * list is read again, so a bulk pause reads "Pausada" without a reload.
 */
export const usePublicationTasksRefresh = (): void => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      taskProgressChannel.subscribe((message) => {
        if (finalTaskStatuses.includes(message.status) && touchesPublications(message.type)) {
          void queryClient.invalidateQueries({ queryKey: [publicationsResource] });
        }
      }),
    [queryClient],
  );
};
