import { ThemeProvider, type Theme } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { localeTagOf } from '../i18n/money';

/**
 * Dates and numbers read in the seller's language, not the browser's: react-admin's date and number
 * fields format with the browser's locale unless told one, so an English screen in a Mexican browser
 * showed "4/12/2026, 1:47:39 a.m." and a Spanish one in an American browser "12/4/2026, 1:47:39 AM".
 * The theme of the pages inside tells them the app language's locale.
 */
export const FieldLocales = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const tag = localeTagOf(locale);
  const withLocale = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        RaDateField: { ...outer.components?.RaDateField, defaultProps: { ...outer.components?.RaDateField?.defaultProps, locales: tag } },
        RaNumberField: { ...outer.components?.RaNumberField, defaultProps: { ...outer.components?.RaNumberField?.defaultProps, locales: tag } },
      },
    }),
    [tag],
  );
  return <ThemeProvider theme={withLocale}>{children}</ThemeProvider>;
};
