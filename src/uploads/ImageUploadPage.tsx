import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { createAuthorizedUploadTransport } from './uploadAuthTransport';
import { UploadDropZone } from './UploadDropZone';
import { chunkDefaults } from './uploader';
import { UploadFileList } from './UploadFileList';
import { formatBytes } from './uploadFormat';
import type { UploadTransport } from './uploadTransport';
import { imageUploaderOptions, type UploadSettings, useUploadSettings } from './useUploadSettings';
import { useUploader } from './useUploader';

interface ImageUploaderProps {
  readonly settings: UploadSettings;
  readonly transport: UploadTransport;
}

/** The uploader proper, built once the server's limits are known. */
export const ImageUploader = ({ settings, transport }: ImageUploaderProps) => {
  const translate = useTranslate();
  const { uploader, files } = useUploader(transport, imageUploaderOptions(settings));
  const hint = translate('app.uploads.hint', { extensions: settings.extensions.join(', ').toUpperCase(), size: formatBytes(settings.max_bytes) });
  return (
    <>
      <UploadDropZone
        accept={settings.extensions.map((extension) => `.${extension}`).join(',')}
        hint={hint}
        onFiles={(picked) => {
          uploader.add(picked);
          uploader.start();
        }}
      />
      <UploadFileList uploader={uploader} files={files} chunkAbove={chunkDefaults.minSize} />
    </>
  );
};

/** /images/upload: images for the catalogue, sent in chunks when large. */
export const ImageUploadPage = () => {
  const translate = useTranslate();
  const settings = useUploadSettings();
  const [transport] = useState(createAuthorizedUploadTransport);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.uploads.title" />
      <CardContent>
        {settings.data ? (
          <ImageUploader settings={settings.data} transport={transport} />
        ) : settings.isError ? (
          <Typography color="error">{translate('app.uploads.settings_error')}</Typography>
        ) : (
          <Loading />
        )}
      </CardContent>
    </Card>
  );
};

export default ImageUploadPage;
