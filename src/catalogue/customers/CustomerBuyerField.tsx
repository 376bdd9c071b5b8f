import { type FieldProps, type RaRecord, type TranslateFunction, useRecordContext, useTranslate } from 'react-admin';
import { buyerOfKey } from '../../../resources/catalogue/clients';
import { noValue } from '../../schema-ui/noValue';
import { buyerInWords } from './buyerInWords';

/**
 * The marketplace buyer a customer was made from, in words: "Mercado Libre · comprador 900000250",
 * where the stored key reads `mercadolibre:900000250`. A customer made here has none.
 */
export const CustomerBuyerField = (_props: FieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const buyer = buyerOfKey(record?.channel_buyer_key);
  return <span>{buyer ? buyerInWords(translate, buyer) : noValue}</span>;
};

/** The customers' columns shown their own way, in their list and on their sheet. */
export const customerColumns = { channel_buyer_key: <CustomerBuyerField key="channel_buyer_key" source="channel_buyer_key" /> };

/** A customer as its list shows it, for the CSV: the marketplace buyer in words, not its stored key. */
export const customerAsShown = (translate: TranslateFunction) => (record: RaRecord) => {
  const buyer = buyerOfKey(record.channel_buyer_key);
  return { ...record, channel_buyer_key: buyer ? buyerInWords(translate, buyer) : null };
};
