import Typography from '@mui/material/Typography';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { sentenceText } from '../i18n/sentenceText';

/** A task's last error in the reader's language (its stored Spanish text when it names no sentence); a dash when there is none. */
export const TaskErrorField = (_props: FieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const text = sentenceText(record?.last_error, record?.last_error_detail, translate);
  return (
    <Typography component="span" variant="body2">
      {text || '—'}
    </Typography>
  );
};
