import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DataProvider } from 'react-admin';
import type { SystemCalls } from './systemCalls';

/** Server health through the dataProvider (no component calls fetch), re-checked every 30 s. */
export const useHealth = () => {
  const dataProvider = useDataProvider<DataProvider & SystemCalls>();
  return useQuery({
    queryKey: ['system', 'health'],
    queryFn: () => dataProvider.getHealth(),
    refetchInterval: 30_000,
  });
};
