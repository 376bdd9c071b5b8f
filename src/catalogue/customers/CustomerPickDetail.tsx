import { useRecordContext, useTranslate } from 'react-admin';
import { buyerOfKey } from '../../../resources/catalogue/clients';
import { buyerInWords } from './buyerInWords';

/**
 * What tells a customer apart from others of the same name where one is picked: the RFC, email and
 * city it has, or the marketplace buyer it was made for ("Amazon · comprador 702-…").
 */
export const CustomerPickDetail = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const buyer = buyerOfKey(record.channel_buyer_key);
  return [record.rfc, record.email, record.city, buyer && buyerInWords(translate, buyer)].filter(Boolean).join(' · ');
};

/** The detail as a picker takes it: one element for every render. */
export const customerDetail = <CustomerPickDetail />;
