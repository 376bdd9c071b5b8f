import { ThemeProvider, type Theme } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';

type PagerButton = 'first' | 'last' | 'next' | 'previous';

/**
 * Every pager's buttons are named in the seller's language, with the messages react-admin gives its
 * wide pager: on a phone react-admin's pager leaves them to MUI, which names them in English unless
 * the theme says otherwise, so the theme of the pages inside says it.
 */
export const PagerLabels = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const withLabels = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiTablePagination: {
          ...outer.components?.MuiTablePagination,
          defaultProps: {
            ...outer.components?.MuiTablePagination?.defaultProps,
            getItemAriaLabel: (type: PagerButton) => translate(`ra.navigation.${type}`),
          },
        },
      },
    }),
    [translate],
  );
  return <ThemeProvider theme={withLabels}>{children}</ThemeProvider>;
};
