import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-admin';

interface StatCardProps {
  readonly icon: ComponentType;
  readonly title: string;
  readonly value?: ReactNode;
  /** A second line under the figure (an amount, the first few names). */
  readonly detail?: ReactNode;
  /** The list that shows what the card counts. */
  readonly to: string;
  /** Lines under the card's link, each opening its own list (a marketplace's part of the figure). */
  readonly parts?: readonly { readonly label: string; readonly to: string }[];
  /** A count alone, read at a glance: on a phone two such cards share a row instead of one each down a long page. */
  readonly narrow?: boolean;
}

/** Each card's room in its row: 220 px and more; a narrow card, below MUI's `sm` (a phone), half a phone's width. */
const cardFlex = (narrow: boolean) => (narrow ? { xs: '1 1 150px', sm: '1 1 220px' } : '1 1 220px');

/**
 * One figure linking to its list; a skeleton while it loads, never a made-up number. The figure is one
 * line: "$807,092.46" above "MXN" would read as two values.
 */
export const StatCard = ({ icon: Icon, title, value, detail, to, parts = [], narrow = false }: StatCardProps) => (
  // A column: the link fills the room its row gives the card above the marketplace parts, which
  // stay inside the card (a link of the card's full height pushed them past its clipped edge).
  <Card sx={{ flex: cardFlex(narrow), minWidth: 0, display: 'flex', flexDirection: 'column' }} component="section" aria-label={title}>
    <Link to={to} underline="none" color="inherit" sx={{ display: 'block', flexGrow: 1 }}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="flex-start">
          <Icon />
          {/* An amount's size follows the room the card gives it (`cqi`), so it neither wraps nor spills; a narrow card's count is a few digits, kept at full size. */}
          <div style={{ minWidth: 0, flex: 1, containerType: 'inline-size' }}>
            <Typography color="text.secondary" variant="body2">
              {title}
            </Typography>
            <Typography variant="h5" component="p" sx={{ whiteSpace: 'nowrap', fontSize: narrow ? undefined : 'min(1.5rem, 11cqi)' }}>
              {value ?? <Skeleton width={48} />}
            </Typography>
            {detail && (
              <Typography color="text.secondary" variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
                {detail}
              </Typography>
            )}
          </div>
        </Stack>
      </CardContent>
    </Link>
    {parts.length > 0 && (
      // Outside the card's link: a link inside a link is neither valid nor reliably clickable.
      <Stack sx={{ px: 2, pb: 2, mt: -1 }}>
        {parts.map((part) => (
          <Link key={part.to} to={part.to} variant="body2">
            {part.label}
          </Link>
        ))}
      </Stack>
    )}
  </Card>
);
