import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** Server health through the dataProvider (no component calls fetch), re-checked every 30 s. */
export const useHealth = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['system', 'health'],
    queryFn: () => dataProvider.getHealth(),
    refetchInterval: 30_000,
  });
};
