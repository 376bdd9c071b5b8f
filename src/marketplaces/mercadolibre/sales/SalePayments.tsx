import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { paymentsResource } from '../payments/paymentsResource';

const field = (name: string) => `resources.${paymentsResource}.fields.${name}`;

/** The sale's MercadoLibre payments as the payments screen stores them: status in words, amount, fee and net. */
export const SalePayments = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { data = [], isPending } = useGetList(
    paymentsResource,
    { filter: { order_id: record?.id }, pagination: { page: 1, perPage: 20 }, sort: { field: 'last_updated', order: 'ASC' } },
    { enabled: record?.id !== undefined },
  );
  if (isPending) return null;
  if (data.length === 0) return <Typography color="text.secondary">{translate('app.mercadolibre.sales.detail.no_payments')}</Typography>;
  return (
    <Stack spacing={1}>
      {data.map((payment) => (
        <RecordContextProvider key={payment.id} value={payment}>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" data-testid="sale-payment">
            <Typography variant="body2">
              {translate(field('payment_id'))} {String(payment.payment_id)} ·{' '}
              {translate(`resources.${paymentsResource}.values.status.${String(payment.status)}`, { _: String(payment.status).replace(/_/g, ' ') })}
            </Typography>
            <Typography variant="body2">
              {translate(field('transaction_amount'))}: <MoneyField source="transaction_amount" />
            </Typography>
            <Typography variant="body2">
              {translate(field('marketplace_fee'))}: <MoneyField source="marketplace_fee" />
            </Typography>
            <Typography variant="body2">
              {translate(field('net_amount'))}: <MoneyField source="net_amount" />
            </Typography>
          </Stack>
        </RecordContextProvider>
      ))}
    </Stack>
  );
};
