import Typography from '@mui/material/Typography';
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { noValue } from '../../../schema-ui/noValue';
import { amazonPaymentsResource } from './amazonPaymentsResource';

/** A charge or credit Amazon made to the account itself: its row has a fee type and no order. */
export const isAccountRow = (record: RaRecord) => typeof record.fee_type === 'string';

/** Money Amazon paid the account (a reimbursement, a fee given back): an account row whose signed net is positive. */
export const isAccountCredit = (record: RaRecord) => isAccountRow(record) && Number(record.net) > 0;

/**
 * A payment named as the seller says it: an order's as Mercado Libre's are, "Pago 702-7189219-0000011"
 * (its sheet's title); a charge or credit to the account, which has no order, by its type in words.
 */
export const AmazonPaymentName = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return <span />;
  const name = isAccountRow(record)
    ? translate(`resources.${amazonPaymentsResource}.values.fee_type.${String(record.fee_type)}`, { _: String(record.fee_type) })
    : translate('app.amazon.payments.title', { id: String(record.amazon_order_id ?? '') });
  return <span>{name}</span>;
};

/**
 * What Amazon kept: an account row stores a credit as a negative fee (its `fees` the opposite of its
 * net), which is money the seller received, not a fee: such a row shows a dash here and the credit as its net.
 */
export const AmazonPaymentFeesField = (_props: { readonly source?: string }) => {
  const record = useRecordContext();
  return record && isAccountCredit(record) ? (
    <Typography component="span" variant="body2">
      {noValue}
    </Typography>
  ) : (
    <MoneyField source="fees" />
  );
};

/** A payment as the list shows it, for its CSV: a credit to the account is money received, under its net, with no fee. */
export const amazonPaymentAsShown = (record: RaRecord): RaRecord => (isAccountCredit(record) ? { ...record, fees: null } : record);

/** Amazon's own code, or one of a list of them ("FBAStorageFee, FBAStorageFee"), in words; anything else as Amazon wrote it. */
const codePattern = /^[A-Za-z]+$/;

/**
 * An account row's description as Amazon gave it: its free text, or (an adjustment, a service fee
 * Amazon words none) its codes, each in the seller's words; a code without words shows as it came, none a dash.
 */
export const AmazonPaymentDescriptionField = (_props: { readonly source?: string }) => {
  const translate = useTranslate();
  const description = useRecordContext()?.description;
  const worded =
    typeof description === 'string' && description !== ''
      ? description
          .split(', ')
          .map((part) => (codePattern.test(part) ? translate(`resources.${amazonPaymentsResource}.values.description.${part}`, { _: part }) : part))
          .join(', ')
      : noValue;
  return (
    <Typography component="span" variant="body2">
      {worded}
    </Typography>
  );
};
