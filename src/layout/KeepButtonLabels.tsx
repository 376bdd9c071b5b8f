import { type Breakpoint, type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A media query no screen matches. */
const never = '@media not all';

const labelledButtonsTheme = (outer: Theme): Theme => ({
  ...outer,
  breakpoints: {
    ...outer.breakpoints,
    down: (key: Breakpoint | number) => (key === 'sm' ? never : outer.breakpoints.down(key)),
  },
});

/**
 * react-admin's buttons turn into bare icons below `sm`, their name only in a tooltip a finger
 * never sees. Inside this wrapper they keep their labels: in a folded menu or a page's actions,
 * a seller reads what a button does. Every other breakpoint stays as the theme says.
 */
export const KeepButtonLabels = ({ children }: { children: ReactNode }) => <ThemeProvider theme={labelledButtonsTheme}>{children}</ThemeProvider>;
