import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext } from 'react-admin';
import { EmptyList } from '../../schema-ui/EmptyList';
import { useNow } from './questions/useNow';

/**
 * The page's records as cards, one column: the same on a phone as on a desktop. Each card gets the
 * time of one shared clock, so the ages and deadlines it shows move together.
 */
export const RecordCards = ({ card }: { readonly card: (now: number) => ReactNode }) => {
  const { data, isPending } = useListContext();
  const now = useNow();
  if (isPending) return null;
  if (!data?.length) return <EmptyList />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          {card(now)}
        </RecordContextProvider>
      ))}
    </Stack>
  );
};
