import type { TranslateFunction } from 'react-admin';

/** What a task item or a sentence holds about a product: our id, and its name and reference when it was recorded with them. */
export interface ProductNameValues {
  readonly id?: unknown;
  readonly label?: unknown;
  readonly ref?: unknown;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * A product as the catalogue lists it: by its reference and name (its name alone when it has no
 * reference); by our id only for what was recorded without a name (items stored before names were kept).
 */
export const productName = ({ id, label, ref }: ProductNameValues, translate: TranslateFunction): string => {
  if (!filled(label)) return id === undefined || id === null ? '' : String(id);
  return filled(ref) ? translate('app.errors.product_names.referenced', { ref, label }) : translate('app.errors.product_names.named', { label });
};
