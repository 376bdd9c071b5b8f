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

/** How every image uploader of the product sends files within the server's limits: several at once, chunked above 1 MiB. */
export const imageUploaderOptions = (settings: UploadSettings) => ({
  postAction: settings.action,
  extensions: settings.extensions,
  size: settings.max_bytes,
  multiple: true,
  chunk: { enabled: true, action: settings.action },
});
