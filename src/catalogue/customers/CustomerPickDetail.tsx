import { useRecordContext, useTranslate } from 'react-admin';
import { customerBuyerInWords } from './buyerInWords';

/**
 * What tells a customer apart from others of the same name where one is picked: the RFC, email and
 * city it has, or the marketplace buyer it was made for ("Amazon · comprador 702-…").
 */
export const CustomerPickDetail = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return [record.rfc, record.email, record.city, customerBuyerInWords(translate, record.channel_buyer_key)].filter(Boolean).join(' · ');
};

/** The detail as a picker takes it: one element for every render. */
export const customerDetail = <CustomerPickDetail />;
