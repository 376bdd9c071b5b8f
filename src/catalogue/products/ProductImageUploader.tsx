import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { createAuthorizedUploadTransport } from '../../uploads/uploadAuthTransport';
import { uploadErrorKey } from '../../uploads/uploadErrorMessage';
import { imageUploaderOptions, type UploadSettings } from '../../uploads/useUploadSettings';
import { useUploader } from '../../uploads/useUploader';
import type { ProductImage } from './productImages';
import { imageFromUploadResponse } from './storedUpload';

interface ProductImageUploaderProps {
  readonly settings: UploadSettings;
  readonly onUploaded: (image: ProductImage) => void;
}

/**
 * Picks images and sends them with the uploads engine (in chunks above 1 MiB); each stored one joins
 * the product. Each round of images added says 'añadida correctamente', and of images that could not
 * be 'Error al añadir', the file's own reason staying beside it.
 */
export const ProductImageUploader = ({ settings, onUploaded }: ProductImageUploaderProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [transport] = useState(createAuthorizedUploadTransport);
  const { uploader, files } = useUploader(transport, imageUploaderOptions(settings));
  const notify = useNotify();
  const handed = useRef(new Set<string>());

  useEffect(() => {
    let added = 0;
    let failed = 0;
    for (const file of files) {
      if (handed.current.has(file.id) || !(file.success || file.error)) continue;
      handed.current.add(file.id);
      // A refused file stays listed with its reason; a stored one leaves the list for the product's images.
      if (file.success) uploader.remove(file.id);
      const image = file.success ? imageFromUploadResponse(file.response) : undefined;
      if (image) {
        onUploaded(image);
        added += 1;
      } else failed += 1;
    }
    if (added > 0) notify('app.notification.added', { type: 'success' });
    if (failed > 0) notify('app.notification.add_error', { type: 'error' });
  }, [files, notify, onUploaded, uploader]);

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <div>
        <Button variant="outlined" startIcon={<AddPhotoIcon />} onClick={() => input.current?.click()}>
          {translate('app.catalogue.products.add_images')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={settings.extensions.map((extension) => `.${extension}`).join(',')}
          aria-label={translate('app.catalogue.products.add_images')}
          onChange={(event) => {
            uploader.add([...(event.target.files ?? [])]);
            uploader.start();
            event.target.value = '';
          }}
        />
      </div>
      {files.map((file) => (
        <div key={file.id}>
          <Typography variant="body2">{file.name}</Typography>
          {file.error ? (
            <Typography variant="body2" color="error">
              {translate(uploadErrorKey(file.error))}
            </Typography>
          ) : (
            <LinearProgress variant="determinate" value={Number(file.progress)} />
          )}
        </div>
      ))}
    </Stack>
  );
};
