import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import { amountOf, type SettlementLine, SettlementTable } from '../../sheet/SettlementTable';
import { isAccountCredit, isAccountRow } from './amazonPaymentFields';
import { amazonPaymentsResource } from './amazonPaymentsResource';

type MoneySource = 'item_price' | 'fees' | 'refunded' | 'net';

/**
 * The amounts that apply to a payment's kind: an order's price, less Amazon's fees and what the
 * buyer got back, giving the net; a charge to the account, what Amazon took and the net it leaves
 * (negative); a credit to the account took no fee (its stored fee is the opposite of what it paid),
 * so its net alone.
 */
const sourcesOf = (record: RaRecord): readonly MoneySource[] => {
  if (!isAccountRow(record)) return ['item_price', 'fees', 'refunded', 'net'];
  return isAccountCredit(record) ? ['net'] : ['fees', 'net'];
};

const deducted = new Set<MoneySource>(['fees', 'refunded']);

/** An Amazon payment's money as a settlement, its lines those of its kind; `label` names the table (its card's title, a message key). */
export const AmazonPaymentSettlement = ({ label }: { readonly label: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const lines: SettlementLine[] = sourcesOf(record).map((source) => ({
    label: translate(`resources.${amazonPaymentsResource}.fields.${source}`),
    amount: amountOf(record[source]),
    deducted: deducted.has(source),
    total: source === 'net',
  }));
  return <SettlementTable label={translate(label)} lines={lines} />;
};
