import { BarChart } from '@mui/x-charts/BarChart';
import type { ChannelSales } from '../../resources/homeSummary';
import { useChannelName } from './useChannelName';
import { useFormats } from './useFormats';

/** The amount sold per day, one series per sales channel (the ERP's own orders, each marketplace's sales). */
export const SalesChart = ({ sales }: { readonly sales: readonly ChannelSales[] }) => {
  const channelName = useChannelName();
  const formats = useFormats();
  const days = sales[0]?.byDay.map((entry) => entry.day) ?? [];
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: days, valueFormatter: formats.day }]}
      yAxis={[{ valueFormatter: formats.axisMoney, width: 64 }]}
      series={sales.map((channel) => ({
        id: channel.channel,
        // Stacked: the bar's height is the day's total over every channel.
        stack: 'sales',
        label: channelName(channel.channel),
        data: channel.byDay.map((entry) => entry.amount),
        valueFormatter: (amount: number | null) => formats.money(amount ?? 0),
      }))}
    />
  );
};
