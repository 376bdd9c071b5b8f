import type { TranslateFunction } from 'react-admin';
import { saleMessageBlockedReasons } from '../../../../resources/mercadolibre/messages';

/** Why MercadoLibre blocked the conversation, in the reader's language; a reason not in the catalogues gets the general sentence. */
export const blockedReasonWords = (translate: TranslateFunction, reason: string): string =>
  saleMessageBlockedReasons.some((known) => known === reason)
    ? translate(`app.mercadolibre.sales.blocked_reasons.${reason}`)
    : translate('app.mercadolibre.sales.blocked_reasons.other');
