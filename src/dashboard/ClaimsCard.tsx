import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { useTranslate } from 'react-admin';
import type { OpenClaims } from '../../resources/homeSummary';
import { homeLinks } from './listLinks';
import { StatCard } from './StatCard';
import { useFormats } from './useFormats';

/** Claims the seller must act on: those past their deadline first, else the nearest deadline, opening the open claims. */
export const ClaimsCard = ({ claims }: { readonly claims: OpenClaims | undefined }) => {
  const translate = useTranslate();
  const { moment } = useFormats();
  const detail =
    claims &&
    (claims.overdue > 0
      ? translate('app.dashboard.claims_overdue', { smart_count: claims.overdue })
      : claims.nextDueAt
        ? translate('app.dashboard.claims_next_due', { date: moment(claims.nextDueAt) })
        : translate('app.dashboard.claims_none_due'));
  return <StatCard icon={AssignmentReturnIcon} title={translate('app.dashboard.claims_open')} value={claims?.open} detail={detail} to={homeLinks.openClaims} />;
};
