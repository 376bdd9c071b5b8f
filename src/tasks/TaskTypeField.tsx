import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';

/** The task type's label of SPEC.md section 4, translated. */
export const TaskTypeField = (_props: FieldProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  return record ? <span>{translate(`app.tasks.types.${record.type}`)}</span> : null;
};
