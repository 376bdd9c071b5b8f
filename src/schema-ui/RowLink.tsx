import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-admin';

// Inside a clickable row (a payment's, a return's): following the link must not also open the row.
const stop = (event: MouseEvent) => event.stopPropagation();

/** A record named inside another's row or sheet (a payment's sale), a link to where it is shown; text where there is nowhere to go. */
export const RowLink = ({ to, children }: { readonly to: string | undefined; readonly children: ReactNode }) =>
  to ? (
    <Link to={to} onClick={stop} variant="body2">
      {children}
    </Link>
  ) : (
    <Typography variant="body2" component="span">
      {children}
    </Typography>
  );
