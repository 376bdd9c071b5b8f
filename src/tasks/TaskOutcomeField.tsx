import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { taskOutcomes } from '../../resources/tasks';
import { useLiveTask } from './useLiveTask';

/** The outcome of an ended task (completed successfully, with errors, not completed). */
export const TaskOutcomeField = (_props: FieldProps) => {
  const translate = useTranslate();
  const live = useLiveTask(useRecordContext());
  const outcome = live && taskOutcomes[live.status];
  return outcome ? <span>{translate(`app.tasks.outcomes.${outcome}`)}</span> : null;
};
