import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { TaskItemStatus } from '../../resources/tasks';

/** An item's status in words, red when it failed and green when done. */
export const TaskItemStatusChip = ({ status }: { readonly status: TaskItemStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'failed' ? 'error' : status === 'done' ? 'success' : 'default'}
      label={translate(`app.tasks.items.statuses.${status}`)}
    />
  );
};
