import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, RecordContextProvider, useCreatePath, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { paymentsResource } from '../payments/paymentsResource';

const field = (name: string) => `resources.${paymentsResource}.fields.${name}`;

/**
 * The sale's MercadoLibre payments as the payments screen stores them: each named as its sheet is
 * and a link to it, its amount, fee and net. The card already says the sale's payment status, so a
 * payment says its own only where it differs (a rejected first try before the approved one): the
 * sale's statuses are codes of the payments' own list, so the same code is the same word.
 */
export const SalePayments = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
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
              <Link to={createPath({ resource: paymentsResource, id: payment.id, type: 'show' })}>
                {translate('app.mercadolibre.payments.title', { id: String(payment.payment_id) })}
              </Link>
              {payment.status !== record?.payment_status &&
                ` · ${translate(`resources.${paymentsResource}.values.status.${String(payment.status)}`, { _: String(payment.status).replace(/_/g, ' ') })}`}
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
