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
  readonly to?: string;
}

/** One statistic; a skeleton while its number loads, never a made-up one. */
export const StatCard = ({ icon: Icon, title, value, to }: StatCardProps) => {
  const body = (
    <CardContent>
      <Stack direction="row" spacing={2} alignItems="center">
        <Icon />
        <div>
          <Typography color="text.secondary" variant="body2">
            {title}
          </Typography>
          <Typography variant="h5" component="p">
            {value ?? <Skeleton width={48} />}
          </Typography>
        </div>
      </Stack>
    </CardContent>
  );
  return (
    <Card sx={{ flex: '1 1 220px' }}>
      {to ? (
        <Link to={to} underline="none" color="inherit">
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
};
