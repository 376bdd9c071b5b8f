import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useMoneyFormat } from '../../../i18n/money';
import { PublicationStatusField } from './PublicationStatusField';

/** A phone card's second line: price, units on offer and the status (MercadoLibre's, unless another is given). */
export const PublicationCardSummary = ({ status = <PublicationStatusField source="status" /> }: { readonly status?: ReactNode }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const record = useRecordContext();
  if (!record) return null;
  const price = typeof record.price === 'number' ? money(record.price) : null;
  const stock = typeof record.available_quantity === 'number' ? translate('app.mercadolibre.list.available', { smart_count: record.available_quantity }) : null;
  return (
    <Stack component="span" direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <span>{[price, stock].filter(Boolean).join(' · ')}</span>
      {status}
    </Stack>
  );
};
