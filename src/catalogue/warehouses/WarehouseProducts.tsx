import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { products } from '../../../resources/catalogue';
import { SheetSection } from '../../layout/SheetSection';
import { type ProductListFilter, productListPath } from '../products/productListUrl';

const texts = (key: string) => `app.catalogue.warehouses.${key}`;

/** How many products a filter of the products list holds (one record read for its count), and the link to them; `none_{message}` when none. */
const ProductCount = ({ filter, message }: { readonly filter: ProductListFilter; readonly message: string }) => {
  const translate = useTranslate();
  const { total, isPending } = useGetList(products.name, { filter, pagination: { page: 1, perPage: 1 } });
  if (isPending || total === undefined) return null;
  if (total === 0) return <Typography color="text.secondary">{translate(texts(`none_${message}`))}</Typography>;
  const text = translate(texts(message), { smart_count: total });
  return (
    <Link component={RouterLink} to={productListPath(filter)} underline="hover">
      {text}
    </Link>
  );
};

/**
 * What a warehouse holds: how many products have units in it and how many of those are below their
 * alert stock, each a link to the products list filtered by them, as the category tree links its products.
 */
export const WarehouseProducts = () => {
  const warehouse = useRecordContext();
  if (!warehouse) return null;
  return (
    <SheetSection title={texts('products')}>
      <Stack spacing={1} alignItems="flex-start">
        <ProductCount filter={{ warehouse: warehouse.id }} message="stocked" />
        <ProductCount filter={{ warehouse: warehouse.id, stock_alert: true }} message="below_alert" />
      </Stack>
    </SheetSection>
  );
};
