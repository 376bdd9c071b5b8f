import { MercadoLibreCategoryName } from '../MercadoLibreCategoryName';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';

const codeOf = (record: Record<string, unknown> | undefined, source: string): string | undefined => {
  const value = record?.[source];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The listing type as the seller centre names it (`gold_special` → "Clásica"); an unknown type keeps its code. */
export const ListingTypeField = ({ source = 'listing_type_id' }: FieldProps) => {
  const translate = useTranslate();
  const code = codeOf(useRecordContext(), source);
  return code ? <span>{translate(`app.mercadolibre.listing_types.${code}`, { _: code })}</span> : null;
};

/** A MercadoLibre category by its name, "Cafeteras (MLM1621)"; said as a category ("Categoría MLM1621") until the name is read. */
export const CategoryIdField = ({ source = 'category_id' }: FieldProps) => {
  const id = codeOf(useRecordContext(), source);
  return id ? <MercadoLibreCategoryName id={id} /> : null;
};
