import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import type { HomeSummary } from '../../resources/homeSummary';
import { publicationStatuses } from '../../resources/mercadolibre/publicationStatuses';

/** MercadoLibre publications per status; statuses without any are left out of the pie. */
export const PublicationsChart = ({ publications }: { readonly publications: HomeSummary['publications'] }) => {
  const translate = useTranslate();
  if (publications.total === 0) return <Typography color="text.secondary">{translate('app.dashboard.no_publications')}</Typography>;
  const data = publicationStatuses
    .filter((status) => publications.byStatus[status] > 0)
    .map((status) => ({ id: status, value: publications.byStatus[status], label: translate(`app.mercadolibre.statuses.${status}`) }));
  return <PieChart height={260} series={[{ data, innerRadius: 50, paddingAngle: 1 }]} />;
};
