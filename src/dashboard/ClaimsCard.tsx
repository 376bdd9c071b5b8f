import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { useTranslate } from 'react-admin';
import type { OpenClaims } from '../../resources/homeSummary';
import { homeLinks } from './listLinks';
import { StatCard } from './StatCard';
import { useFormats } from './useFormats';

/**
 * After-sales the seller must act on: MercadoLibre's open claims, those past their deadline first,
 * else the nearest deadline; then Amazon's returns whose units wait for a decision. It opens the open
 * claims, or Amazon's returns to decide when no claim is open and some return waits.
 */
export const ClaimsCard = ({ claims }: { readonly claims: OpenClaims | undefined }) => {
  const translate = useTranslate();
  const { moment } = useFormats();
  const deadline =
    claims &&
    (claims.overdue > 0
      ? translate('app.dashboard.claims_overdue', { smart_count: claims.overdue })
      : claims.nextDueAt
        ? translate('app.dashboard.claims_next_due', { date: moment(claims.nextDueAt) })
        : translate('app.dashboard.claims_none_due'));
  const returnsToDecide = claims?.amazonReturnsToDecide ?? 0;
  const detail = claims && (
    <>
      <div>{deadline}</div>
      {returnsToDecide > 0 && <div>{translate('app.dashboard.amazon_returns_to_decide', { smart_count: returnsToDecide })}</div>}
    </>
  );
  const to = claims && claims.open === 0 && returnsToDecide > 0 ? homeLinks.amazonReturnsToDecide : homeLinks.openClaims;
  return <StatCard icon={AssignmentReturnIcon} title={translate('app.dashboard.claims_open')} value={claims?.open} detail={detail} to={to} />;
};
