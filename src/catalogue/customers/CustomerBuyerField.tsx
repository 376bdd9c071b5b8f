import { type FieldProps, type RaRecord, type TranslateFunction, useRecordContext, useTranslate } from 'react-admin';
import { noValue } from '../../schema-ui/noValue';
import { customerBuyerInWords } from './buyerInWords';

/**
 * The marketplace buyer a customer was made from, in words: "Mercado Libre · comprador 900000250",
 * where the stored key reads `mercadolibre:900000250`. A customer made here has none.
 */
export const CustomerBuyerField = (_props: FieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{customerBuyerInWords(translate, record?.channel_buyer_key) ?? noValue}</span>;
};

/** The customers' columns shown their own way, in their list and on their sheet. */
export const customerColumns = { channel_buyer_key: <CustomerBuyerField key="channel_buyer_key" source="channel_buyer_key" /> };

/** A customer as its list shows it, for the CSV: the marketplace buyer in words, not its stored key. */
export const customerAsShown = (translate: TranslateFunction) => (record: RaRecord) => ({
  ...record,
  channel_buyer_key: customerBuyerInWords(translate, record.channel_buyer_key) ?? null,
});
