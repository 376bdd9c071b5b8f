import Chip, { type ChipProps } from '@mui/material/Chip';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { taskStatus } from '../../resources/tasks';
import { useLiveTask } from './useLiveTask';

const colours: Readonly<Record<number, ChipProps['color']>> = {
  [taskStatus.queued]: 'default',
  [taskStatus.inProcess]: 'info',
  [taskStatus.finished]: 'success',
  [taskStatus.notFinished]: 'error',
  [taskStatus.retrying]: 'warning',
  [taskStatus.finishedWithErrors]: 'warning',
};

/** The task's status as a coloured chip, live while it runs. */
export const TaskStatusField = (_props: FieldProps) => {
  const translate = useTranslate();
  const live = useLiveTask(useRecordContext());
  if (!live) return null;
  return <Chip size="small" color={colours[live.status] ?? 'default'} label={translate(`app.tasks.statuses.${live.status}`)} />;
};
