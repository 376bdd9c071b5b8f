import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { localeTagOf, storeCurrency, useMoneyFormat } from '../i18n/money';

/** Amounts in pesos (whole, or short for a chart's axis) and short day labels in the current language. */
export const useFormats = () => {
  const [locale] = useLocaleState();
  const money = useMoneyFormat();
  return useMemo(() => {
    const tag = localeTagOf(locale);
    // The axis has little room: a short figure with the symbol; the chart's tooltips carry the currency.
    const axisMoney = new Intl.NumberFormat(tag, { style: 'currency', currency: storeCurrency, currencyDisplay: 'narrowSymbol', notation: 'compact' });
    // The days are calendar dates (`YYYY-MM-DD`), so they are shown in UTC to stay the same date.
    const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    // A moment (a deadline) is shown in the seller's own time zone.
    const moment = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
    return {
      money,
      axisMoney: (amount: number) => axisMoney.format(amount),
      day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [locale, money]);
};
