import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { ChannelSales } from '../../resources/homeSummary';
import { useFormats } from './useFormats';

/** The amount sold per day, one series per sales channel that has orders stored. */
export const SalesChart = ({ sales }: { readonly sales: readonly ChannelSales[] }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const days = sales[0]?.byDay.map((entry) => entry.day) ?? [];
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: days, valueFormatter: formats.day }]}
      yAxis={[{ valueFormatter: formats.axisMoney, width: 64 }]}
      series={sales.map((channel) => ({
        id: channel.channel,
        label: translate(`app.dashboard.channels.${channel.channel}`),
        data: channel.byDay.map((entry) => entry.amount),
        valueFormatter: (amount: number | null) => formats.money(amount ?? 0),
      }))}
    />
  );
};
