import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../providers/httpClient';

/** What the server accepts (GET /api/uploads/settings), so the checks run before anything is sent. */
export interface UploadSettings {
  readonly action: string;
  readonly max_bytes: number;
  readonly chunk_bytes: number;
  readonly extensions: readonly string[];
}

export const useUploadSettings = () =>
  useQuery({
    queryKey: ['uploads', 'settings'],
    queryFn: async () => (await httpClient.request<UploadSettings>('/api/uploads/settings')).json,
    staleTime: Infinity,
  });
