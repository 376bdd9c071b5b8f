import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';

/** The task type's label, translated from its code. */
export const TaskTypeField = (_props: FieldProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  return record ? <span>{translate(`app.tasks.types.${record.type}`)}</span> : null;
};
