import BlockIcon from '@mui/icons-material/Block';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PeopleIcon from '@mui/icons-material/People';
import Stack from '@mui/material/Stack';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useHealth } from '../system/useHealth';
import { StatCard } from './StatCard';

/** Only the total is needed, so each count asks for one row. */
const useUserCount = (filter: Record<string, unknown>) =>
  useGetList('usuarios', { pagination: { page: 1, perPage: 1 }, filter }).total;

/** Home (/): live statistics from the API. */
export const Dashboard = () => {
  const translate = useTranslate();
  const total = useUserCount({});
  const active = useUserCount({ status: 'active' });
  const disabled = useUserCount({ status: 'disabled' });
  const health = useHealth();
  const healthLabel = health.isPending
    ? undefined
    : translate(health.data?.status === 'ok' ? 'app.system.status_ok' : 'app.system.status_down');
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2} sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <StatCard icon={PeopleIcon} title={translate('app.dashboard.users_total')} value={total} to="/usuarios" />
      <StatCard icon={HowToRegIcon} title={translate('app.dashboard.users_active')} value={active} />
      <StatCard icon={BlockIcon} title={translate('app.dashboard.users_disabled')} value={disabled} />
      <StatCard icon={MonitorHeartIcon} title={translate('app.system.health')} value={healthLabel} to="/about" />
    </Stack>
  );
};

export default Dashboard;
