import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import type { Health } from './systemCalls';

/** Version, database and liveness as reported by GET /api/system/health. */
export const HealthSummary = ({ health, failed }: { health?: Health; failed: boolean }) => {
  const translate = useTranslate();
  const ok = !failed && health?.status === 'ok';
  return (
    <List dense>
      <ListItem>
        <ListItemText primary={translate('app.system.version')} secondary={health?.version ?? '—'} />
      </ListItem>
      <ListItem>
        <ListItemText
          primary={translate('app.system.database')}
          secondary={health ? translate(`app.system.databases.${health.database}`, { _: health.database }) : '—'}
        />
      </ListItem>
      <ListItem>
        <ListItemText
          primary={translate('app.system.uptime')}
          secondary={health ? translate('app.system.uptime_value', { minutes: Math.floor(health.uptime_seconds / 60) }) : '—'}
        />
      </ListItem>
      <ListItem>
        <ListItemText primary={translate('app.system.health')} />
        <Chip color={ok ? 'success' : 'error'} label={translate(ok ? 'app.system.status_ok' : 'app.system.status_down')} size="small" />
      </ListItem>
    </List>
  );
};
