import type { TranslateFunction } from 'react-admin';
import { buyerOfKey } from '../../../resources/catalogue/clients';

/**
 * A marketplace buyer in words, "Mercado Libre · comprador 900000250": the marketplace named as the
 * orders' channel is, then the marketplace's own id of the buyer.
 */
export const buyerInWords = (translate: TranslateFunction, buyer: { readonly channel: string; readonly buyerId: string }) =>
  translate('app.catalogue.customers.buyer', {
    marketplace: translate(`resources.pedidos.values.channel.${buyer.channel}`, { _: buyer.channel }),
    id: buyer.buyerId,
  });

/** The buyer a customer's stored key (`channel_buyer_key`) names, in words; nothing for a customer made here. */
export const customerBuyerInWords = (translate: TranslateFunction, key: unknown): string | undefined => {
  const buyer = buyerOfKey(key);
  return buyer && buyerInWords(translate, buyer);
};
