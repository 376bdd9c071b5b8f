import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { useLiveTask } from './useLiveTask';

/** Processed items out of the total as a bar and numbers, live while the task runs; a span, as it sits in a phone card's line of text. */
export const TaskProgressField = (_props: FieldProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const live = useLiveTask(record);
  if (!record || !live) return null;
  const percent = live.total > 0 ? Math.round((live.processed / live.total) * 100) : 0;
  return (
    <Box component="span" sx={{ display: 'block', minWidth: 140 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={translate('resources.tareas.fields.done')} />
      <Typography variant="caption" color="text.secondary">
        {translate('app.tasks.progress', { processed: live.processed, total: live.total })}
        {Number(record.failed) > 0 ? ` · ${translate('app.tasks.failed_count', { smart_count: Number(record.failed) })}` : ''}
      </Typography>
    </Box>
  );
};
