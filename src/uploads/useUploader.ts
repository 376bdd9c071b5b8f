import { useEffect, useState, useSyncExternalStore } from 'react';
import { Uploader } from './uploader';
import type { UploadTransport } from './uploadTransport';
import type { UploaderOptions, UploadFile } from './uploadTypes';

/** One Uploader for the component's life (options are read once), its files as React state. */
export function useUploader(transport: UploadTransport, options: UploaderOptions): { uploader: Uploader; files: readonly UploadFile[] } {
  const [uploader] = useState(() => new Uploader(transport, options));
  const files = useSyncExternalStore(
    (listener) => uploader.subscribe(listener),
    () => uploader.files,
  );
  useEffect(() => () => uploader.stop(), [uploader]);
  return { uploader, files };
}
