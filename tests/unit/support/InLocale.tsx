import { useEffect, type ReactNode } from 'react';
import { useI18nProvider, useSetLocale } from 'react-admin';

/**
 * Switches the app's language, as the top bar's language menu does, and shows its children once that
 * language's catalogue has arrived (react-admin fetches it after the switch), so a test reads the
 * screen in that language and ends with nothing still loading.
 */
export const InLocale = ({ locale, children }: { locale: string; children: ReactNode }) => {
  const setLocale = useSetLocale();
  const i18nProvider = useI18nProvider();
  useEffect(() => {
    void setLocale(locale);
  }, [locale, setLocale]);
  return i18nProvider.getLocale() === locale ? children : null;
};
