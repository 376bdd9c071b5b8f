import { useTranslate } from 'react-admin';
import { useMoneyFormat } from '../../i18n/money';

/**
 * A publication's offer in words, the same on every marketplace: its price and the units on offer
 * ("$899.00 MXN · 12 disponibles"); empty when neither is known.
 */
export const useOfferWords = (): ((price: unknown, units: unknown) => string) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  return (price, units) =>
    [typeof price === 'number' ? money(price) : null, typeof units === 'number' ? translate('app.publications.available', { smart_count: units }) : null]
      .filter(Boolean)
      .join(' · ');
};
