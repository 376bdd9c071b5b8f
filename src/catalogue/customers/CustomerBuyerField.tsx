import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
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
