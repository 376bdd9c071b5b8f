import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation } from '@tanstack/react-query';
import { type RaRecord, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Button } from '../layout/Button';
import type { TaskDataProvider } from './taskCalls';
import { useNotifyFailure } from '../schema-ui/useNotifyFailure';

/** Only a task with failed items has anything to retry. */
export const retryable = (record: RaRecord | undefined) => Number(record?.failed ?? 0) > 0;

/** "Reintentar elementos fallidos": puts the task's failed items back in the queue. */
export const TaskRetryButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<TaskDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (taskId: number) => dataProvider.retryTask(taskId),
    onSuccess: () => {
      notify('app.tasks.retried', { type: 'success' });
      refresh();
    },
    onError: (error) => notifyFailure('app.tasks.retry_error', error),
  });
  if (!record || !retryable(record)) return null;
  // react-admin's Button takes its icon as its child: as a bare icon on a phone, it shows only that child.
  return (
    <Button label="app.tasks.retry" onClick={() => mutate(Number(record.id))} disabled={isPending}>
      <ReplayIcon />
    </Button>
  );
};
