import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { buyerOfKey } from '../../../resources/catalogue/clients';
import { noValue } from '../../schema-ui/noValue';

/**
 * The marketplace buyer a customer was made from, in words: "Mercado Libre · comprador 900000250",
 * where the stored key reads `mercadolibre:900000250`. A customer made here has none.
 */
export const CustomerBuyerField = (_props: FieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const buyer = buyerOfKey(record?.channel_buyer_key);
  if (!buyer) return <span>{noValue}</span>;
  const marketplace = translate(`resources.pedidos.values.channel.${buyer.channel}`, { _: buyer.channel });
  return <span>{translate('app.catalogue.customers.buyer', { marketplace, id: buyer.buyerId })}</span>;
};
