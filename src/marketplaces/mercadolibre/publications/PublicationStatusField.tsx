import Chip, { type ChipProps } from '@mui/material/Chip';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import type { PublicationStatus } from '../../../../resources/mercadolibre';

const colours: Readonly<Record<PublicationStatus, ChipProps['color']>> = {
  to_be_published: 'default',
  to_be_corrected: 'error',
  published: 'success',
  paused: 'warning',
  under_review: 'info',
  finished: 'default',
  deleted: 'default',
};

/** The publication's status as a chip with its translated label. */
export const PublicationStatusField = (_props: FieldProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const status = record?.status as PublicationStatus | undefined;
  if (!status) return null;
  return <Chip component="span" size="small" color={colours[status] ?? 'default'} label={translate(`app.mercadolibre.statuses.${status}`, { _: status })} />;
};
