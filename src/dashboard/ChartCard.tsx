import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-admin';

interface ChartCardProps {
  readonly title: string;
  /** The list behind the chart, linked from its title. */
  readonly to: string;
  readonly children: ReactNode;
}

/** A chart with its title; wide ones share a row on a laptop and stack on a phone. */
export const ChartCard = ({ title, to, children }: ChartCardProps) => (
  <Card sx={{ flex: '1 1 340px', minWidth: 0 }} component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h6" component="h2">
        <Link to={to} underline="hover" color="inherit">
          {title}
        </Link>
      </Typography>
      {children}
    </CardContent>
  </Card>
);
