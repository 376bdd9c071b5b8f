import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import type { TaskDataProvider, TaskItemsQuery } from './taskCalls';
import { useLiveTask } from './useLiveTask';

/**
 * One page of a task's items, as the notification history reads its pages: another page or status is
 * read with the previous rows kept on screen (`isLoadingAnother`, for a loading bar over them); as the
 * task progresses, the page shown is read again in place, the same rows newer, with no bar.
 */
export const useTaskItems = (record: RaRecord | undefined, query: TaskItemsQuery) => {
  const dataProvider = useDataProvider<TaskDataProvider>();
  const queryClient = useQueryClient();
  const taskId = Number(record?.id);
  const items = useQuery({
    queryKey: ['tareas', taskId, 'items', query],
    queryFn: () => dataProvider.getTaskItems(taskId, query),
    enabled: record !== undefined,
    placeholderData: keepPreviousData,
  });

  const live = useLiveTask(record);
  const progress = `${live?.processed}/${live?.status}`;
  const readAt = useRef(progress);
  useEffect(() => {
    if (readAt.current === progress) return;
    readAt.current = progress;
    void queryClient.invalidateQueries({ queryKey: ['tareas', taskId, 'items'] });
  }, [progress, queryClient, taskId]);

  return { data: items.data, isError: items.isError, isLoadingAnother: items.isPlaceholderData };
};
