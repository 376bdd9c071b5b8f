import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { useFeatures } from '../../app/FeaturesContext';

/**
 * "Dónde se publica": one section per marketplace feature, each listing the product's publications
 * there and offering to publish it; nothing when no marketplace is part of the app.
 */
export const ProductListings = () => {
  const translate = useTranslate();
  const sections = useFeatures().flatMap((feature) => (feature.productListings ? [{ id: feature.id, Section: feature.productListings }] : []));
  if (sections.length === 0) return null;
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2">
        {translate('app.catalogue.products.listed_on')}
      </Typography>
      {sections.map(({ id, Section }) => (
        // Each section is its feature's lazy chunk: the sheet shows while it loads.
        <Suspense key={id} fallback={null}>
          <Section />
        </Suspense>
      ))}
    </Stack>
  );
};
