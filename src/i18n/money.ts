import { useLocaleState } from 'react-admin';

/** The store sells in Mexican pesos. */
export const storeCurrency = 'MXN';

/** The number-formatting locale of an app language. */
export const localeTagOf = (locale: string) => (locale === 'en' ? 'en-US' : 'es-MX');

type MoneyFormat = (amount: number) => string;

/**
 * One formatter per language and currency for the whole app: making an `Intl.NumberFormat` costs
 * about a millisecond, so one per price cell made a list page's first render tens of ms slower.
 */
const formatters = new Map<string, MoneyFormat>();

/**
 * Amounts read "$1,299.00 MXN" in the language's digits, as Mexican prices are written (and as the
 * server writes them in notifications): a bare "$" could be dollars. A no-break space holds the
 * figure and its code together, so an amount never breaks over two lines, in a cell or in a sentence.
 */
const moneyFormatter = (locale: string, currency: string = storeCurrency): MoneyFormat => {
  const key = `${locale} ${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const symbol = new Intl.NumberFormat(localeTagOf(locale), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    format = (amount: number) => `${symbol.format(amount)}\u00a0${currency}`;
    formatters.set(key, format);
  }
  return format;
};

/** One amount in the given language, in pesos unless another currency is named. */
export const formatMoney = (amount: number, locale: string, currency?: string) => moneyFormatter(locale, currency)(amount);

/** A formatter of amounts in pesos in the current language. */
export const useMoneyFormat = (): MoneyFormat => {
  const [locale] = useLocaleState();
  return moneyFormatter(locale);
};
