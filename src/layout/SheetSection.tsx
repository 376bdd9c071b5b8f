import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

interface SheetSectionProps {
  /** A message key. */
  readonly title: string;
  /** Across every column of the page's `SheetColumns` (a table, the amounts under it), not in one of them. */
  readonly wide?: boolean;
  readonly children: ReactNode;
}

/** One titled card of a record's page (a sale's items, a payment's settlement), a region named by its title. */
export const SheetSection = ({ title, wide = false, children }: SheetSectionProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
