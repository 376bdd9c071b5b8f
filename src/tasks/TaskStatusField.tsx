import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { marketplaceNames } from '../../resources/notifications';
import { finalTaskStatuses, taskStatus } from '../../resources/tasks';
import { useLiveTask } from './useLiveTask';

const colours: Readonly<Record<number, ChipProps['color']>> = {
  [taskStatus.queued]: 'default',
  [taskStatus.inProcess]: 'info',
  [taskStatus.finished]: 'success',
  [taskStatus.notFinished]: 'error',
  [taskStatus.retrying]: 'warning',
  [taskStatus.finishedWithErrors]: 'warning',
};

/**
 * The task's status as a coloured chip, live while it runs, and "waiting for the marketplace"
 * while some of its items wait for a retry because the marketplace failed (down, slow, 429).
 * Spans, not blocks: on a phone it sits in a card's line of text, a paragraph that holds no block.
 */
export const TaskStatusField = (_props: FieldProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const live = useLiveTask(record);
  if (!record || !live) return null;
  const marketplace = record.marketplace === null || record.marketplace === undefined ? undefined : marketplaceNames[Number(record.marketplace)];
  const waiting = live.waiting > 0 && !finalTaskStatuses.includes(live.status);
  return (
    <Stack component="span" direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      <Chip component="span" size="small" color={colours[live.status] ?? 'default'} label={translate(`app.tasks.statuses.${live.status}`)} />
      {waiting && (
        <Chip
          component="span"
          size="small"
          variant="outlined"
          color="warning"
          label={translate(`app.tasks.waiting_for.${marketplace ?? 'marketplace'}`, { _: translate('app.tasks.waiting_for.marketplace') })}
        />
      )}
    </Stack>
  );
};
