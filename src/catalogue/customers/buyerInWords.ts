import type { TranslateFunction } from 'react-admin';

/**
 * A marketplace buyer in words, "Mercado Libre · comprador 900000250": the marketplace named as the
 * orders' channel is, then the marketplace's own id of the buyer.
 */
export const buyerInWords = (translate: TranslateFunction, buyer: { readonly channel: string; readonly buyerId: string }) =>
  translate('app.catalogue.customers.buyer', {
    marketplace: translate(`resources.pedidos.values.channel.${buyer.channel}`, { _: buyer.channel }),
    id: buyer.buyerId,
  });
