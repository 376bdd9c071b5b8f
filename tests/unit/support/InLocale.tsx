import { useEffect, type ReactNode } from 'react';
import { useSetLocale } from 'react-admin';

/** Switches the app's language, as the top bar's language menu does, before showing its children. */
export const InLocale = ({ locale, children }: { locale: string; children: ReactNode }) => {
  const setLocale = useSetLocale();
  useEffect(() => {
    void setLocale(locale);
  }, [locale, setLocale]);
  return children;
};
