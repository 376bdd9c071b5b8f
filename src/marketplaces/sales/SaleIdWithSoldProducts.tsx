import { TextField } from 'react-admin';
import { SoldProductsLine } from './SoldProductsLine';

/**
 * Under the id, quieter than it (smaller, secondary colour): the table's columns stay those of the
 * sale, and what was sold is cut at a width that leaves the other columns their room on a 1280 px page.
 */
const underTheId = { typography: 'caption', color: 'text.secondary', maxWidth: '15rem' } as const;

/**
 * A sales table's first cell: the marketplace's id of the sale and, under it, what was sold, so the
 * seller recognises the sale without opening it.
 */
export const SaleIdWithSoldProducts = () => (
  <>
    <TextField source="marketplace_order_id" />
    <SoldProductsLine sx={underTheId} />
  </>
);
