import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { Loading, useDataProvider, useInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useUploadSettings } from '../../uploads/useUploadSettings';
import type { CatalogueDataProvider } from '../catalogueCalls';
import { ProductImageCard } from './ProductImageCard';
import { chooseMainImage, imagesOf, moveImage, normalizeImages, withoutImage, type ProductImage } from './productImages';
import { ProductImageUploader } from './ProductImageUploader';

/**
 * The product's `images`: uploaded through the uploads engine, ordered, one main. Removing an
 * image the product already has is `DELETE api/platform/products/{id}/images/{imageId}` at once,
 * and the form takes the product's new version so its own save is not refused as stale; one
 * uploaded in this form is just dropped from it.
 */
export const ProductImagesInput = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useDataProvider<CatalogueDataProvider>();
  const settings = useUploadSettings();
  const { getValues, setValue } = useFormContext();
  const { field } = useInput({ source: 'images', defaultValue: [] });
  const images = imagesOf(field.value);
  const change = field.onChange;

  const add = useCallback((image: ProductImage) => change(normalizeImages([...imagesOf(getValues('images')), image])), [change, getValues]);

  const remove = async (image: ProductImage) => {
    const saved = record?.id !== undefined && imagesOf(record.images).some((stored) => stored.id === image.id);
    if (saved && record) {
      try {
        setValue('tms', await dataProvider.deleteProductImage(record.id, image.id));
        notify('app.notification.deleted', { type: 'success' });
      } catch {
        notify('app.notification.delete_error', { type: 'error' });
        return;
      }
    }
    change(withoutImage(images, image.id));
  };

  return (
    <Stack sx={{ width: '100%' }}>
      {settings.data ? <ProductImageUploader settings={settings.data} onUploaded={add} /> : settings.isError ? null : <Loading />}
      {images.length === 0 && <Typography color="text.secondary">{translate('app.catalogue.products.no_images')}</Typography>}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {images.map((image, index) => (
          <ProductImageCard
            key={image.id}
            image={image}
            first={index === 0}
            last={index === images.length - 1}
            onMove={(step) => change(moveImage(images, index, index + step))}
            onMain={() => change(chooseMainImage(images, image.id))}
            onRemove={() => void remove(image)}
          />
        ))}
      </Stack>
    </Stack>
  );
};
