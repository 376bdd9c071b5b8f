import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import type { HomeSummary } from '../../resources/homeSummary';
import { listingStates } from '../../resources/inventory/channelListings';

/** Every marketplace's publications per state, in the same words for all; states without any are left out of the pie. */
export const PublicationsChart = ({ publications }: { readonly publications: HomeSummary['publications'] }) => {
  const translate = useTranslate();
  if (publications.total === 0) return <Typography color="text.secondary">{translate('app.dashboard.no_publications')}</Typography>;
  const data = listingStates
    .filter((state) => publications.byState[state] > 0)
    .map((state) => ({ id: state, value: publications.byState[state], label: translate(`app.publications.states.${state}`) }));
  return <PieChart height={260} series={[{ data, innerRadius: 50, paddingAngle: 1 }]} />;
};
