import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { imagesOf, mainImageOf } from './productImages';

/** The main image large, the others as thumbnails. */
export const ProductSheetImages = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const main = mainImageOf(record?.images);
  if (!main) return <Typography color="text.secondary">{translate('app.catalogue.products.no_images')}</Typography>;
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start">
      <Box
        component="img"
        src={main.url}
        alt={String(record?.label ?? '')}
        data-testid="product-main-image"
        sx={{ maxWidth: 320, maxHeight: 320, borderRadius: 1 }}
      />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {imagesOf(record?.images)
          .filter((image) => image.id !== main.id)
          .map((image) => (
            <Box
              key={image.id}
              component="img"
              src={image.thumbnail_url ?? image.url}
              alt=""
              sx={{ width: 80, height: 80, objectFit: 'cover', borderRadius: 1 }}
            />
          ))}
      </Stack>
    </Stack>
  );
};
