import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { noValue } from '../../schema-ui/noValue';

/**
 * The marketplace buyer a customer was made from, in words: "Mercado Libre · comprador 900000250",
 * where the stored key reads `mercadolibre:900000250`. A customer made here has none.
 */
export const CustomerBuyerField = (_props: FieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const key = record?.channel_buyer_key;
  if (typeof key !== 'string' || !key.includes(':')) return <span>{noValue}</span>;
  const [channel, ...id] = key.split(':');
  const marketplace = translate(`resources.pedidos.values.channel.${channel}`, { _: channel });
  return <span>{translate('app.catalogue.customers.buyer', { marketplace, id: id.join(':') })}</span>;
};
