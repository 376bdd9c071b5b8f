import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** Amounts in pesos (whole, or short for a chart's axis) and short day labels in the current language. */
export const useFormats = () => {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const tag = locale === 'en' ? 'en-US' : 'es-MX';
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'MXN' });
    const axisMoney = new Intl.NumberFormat(tag, { style: 'currency', currency: 'MXN', notation: 'compact' });
    // The days are calendar dates (`YYYY-MM-DD`), so they are shown in UTC to stay the same date.
    const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return {
      money: (amount: number) => money.format(amount),
      axisMoney: (amount: number) => axisMoney.format(amount),
      day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
    };
  }, [locale]);
};
