import ImageIcon from '@mui/icons-material/Image';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, ReferenceField, useRecordContext } from 'react-admin';
import { ProductThumbnailField } from '../../../catalogue/products/ProductThumbnailField';
import { MoneyField } from '../../../schema-ui/MoneyField';

interface SaleLine {
  product_id?: number | null;
  title?: string | null;
  quantity?: number;
  unity_price?: number;
}

const placeholder = (
  <Avatar variant="rounded" sx={{ width: 48, height: 48 }}>
    <ImageIcon />
  </Avatar>
);

/** Each line of the sale: the product's photo (a placeholder while the listing has no product), the listing's title, units × unit price. */
export const SaleItems = () => {
  const lines = (useRecordContext()?.lines ?? []) as SaleLine[];
  return (
    <Stack spacing={1}>
      {lines.map((line, index) => (
        <RecordContextProvider key={index} value={line}>
          <Stack direction="row" spacing={1.5} alignItems="center" data-testid="sale-item">
            {line.product_id ? (
              <ReferenceField source="product_id" reference="productos" link={false} empty={placeholder}>
                <ProductThumbnailField size={48} />
              </ReferenceField>
            ) : (
              placeholder
            )}
            <Stack sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {line.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {line.quantity} × <MoneyField source="unity_price" />
              </Typography>
            </Stack>
          </Stack>
        </RecordContextProvider>
      ))}
    </Stack>
  );
};
