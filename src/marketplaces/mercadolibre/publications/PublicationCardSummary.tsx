import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { useOfferWords } from '../../publications/useOfferWords';
import { PublicationStatusField } from './PublicationStatusField';

/** A phone card's second line: price, units on offer and the status (MercadoLibre's, unless another is given). */
export const PublicationCardSummary = ({ status = <PublicationStatusField source="status" /> }: { readonly status?: ReactNode }) => {
  const offerWords = useOfferWords();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack component="span" direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <span>{offerWords(record.price, record.available_quantity)}</span>
      {status}
    </Stack>
  );
};
