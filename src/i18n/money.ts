import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** The store sells in Mexican pesos. */
export const storeCurrency = 'MXN';

/** The number-formatting locale of an app language. */
export const localeTagOf = (locale: string) => (locale === 'en' ? 'en-US' : 'es-MX');

/**
 * Amounts read "$1,299.00 MXN" in the language's digits, as Mexican prices are written (and as the
 * server writes them in notifications): a bare "$" could be dollars.
 */
const moneyFormatter = (locale: string, currency: string = storeCurrency) => {
  const symbol = new Intl.NumberFormat(localeTagOf(locale), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  return (amount: number) => `${symbol.format(amount)} ${currency}`;
};

/** One amount in the given language, in pesos unless another currency is named. */
export const formatMoney = (amount: number, locale: string, currency?: string) => moneyFormatter(locale, currency)(amount);

/** A formatter of amounts in pesos in the current language. */
export const useMoneyFormat = () => {
  const [locale] = useLocaleState();
  return useMemo(() => moneyFormatter(locale), [locale]);
};
