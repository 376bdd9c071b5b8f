import Box from '@mui/material/Box';
import { Labeled, Show, useRecordContext } from 'react-admin';
import { SheetColumns, SheetFields } from '../../../layout/SheetColumns';
import { SheetSection } from '../../../layout/SheetSection';
import { DeclaredField } from '../../../schema-ui/DeclaredField';
import { SettlementBeside } from '../../sheet/SettlementBeside';
import { amazonSheetFields } from '../amazonSheetFields';
import { AmazonPaymentDescriptionField, AmazonPaymentName, isAccountCredit, isAccountRow } from './amazonPaymentFields';
import { AmazonPaymentSettlement } from './AmazonPaymentSettlement';
import { amazonPaymentsDeclaration } from './amazonPaymentsResource';

const section = (key: string) => `app.amazon.payments.sheet.${key}`;

const Declared = ({ source }: { readonly source: keyof typeof amazonPaymentsDeclaration.fields }) => (
  <DeclaredField declaration={amazonPaymentsDeclaration} source={source} />
);

/** Its marketplace (Amazon, Linio, Claro Shop) and the seller's account, both by name. */
const MarketplaceAndAccount = () => (
  <>
    <Labeled source="channel">{amazonSheetFields.channel}</Labeled>
    <Labeled source="account_id">{amazonSheetFields.account_id}</Labeled>
  </>
);

/** An order's money as a settlement, beside its sale (the ERP order a link) and where it stands. */
const OrderPaymentCards = () => (
  <SettlementBeside
    title={section('settlement')}
    settlement={<AmazonPaymentSettlement label={section('settlement')} />}
    sections={[
      {
        title: section('sale'),
        fields: (
          <>
            <Labeled source="amazon_order_id">{amazonSheetFields.amazon_order_id}</Labeled>
            <Declared source="order_id" />
            <MarketplaceAndAccount />
          </>
        ),
      },
      {
        title: section('status'),
        fields: (
          <>
            <Declared source="status" />
            <Declared source="posted_date" />
            <Declared source="last_event_date" />
          </>
        ),
      },
    ]}
  />
);

/** A charge or credit to the account: what it is, in Amazon's words made the seller's, and its amount; beside it, the account and its date. */
const AccountPaymentCards = ({ credit }: { readonly credit: boolean }) => {
  const title = section(credit ? 'credit' : 'charge');
  return (
    <>
      <SheetSection title={title}>
        <SheetFields>
          <Declared source="fee_type" />
          <Labeled source="description">
            <AmazonPaymentDescriptionField source="description" />
          </Labeled>
        </SheetFields>
        <Box sx={{ mt: 1 }}>
          <AmazonPaymentSettlement label={title} />
        </Box>
      </SheetSection>
      <SheetSection title={section('account')}>
        <SheetFields>
          <MarketplaceAndAccount />
          <Declared source="posted_date" />
        </SheetFields>
      </SheetSection>
    </>
  );
};

const PaymentCards = () => {
  const record = useRecordContext();
  if (!record) return null;
  return isAccountRow(record) ? <AccountPaymentCards credit={isAccountCredit(record)} /> : <OrderPaymentCards />;
};

/**
 * /amazon/pagos/{id}/show, read as Mercado Libre's payment sheet is: an order's payment titled
 * "Pago 702-…", its money as a settlement (price, less Amazon's fees and refunds, the net in bold)
 * beside its sale and account and where it stands; a charge or credit to the account, titled by its
 * type, what it is and its amount beside its account. Two columns on a desk, one on a phone; the
 * row's key and its count of Amazon's events are the sync's bookkeeping, shown on neither. Read-only.
 */
const AmazonPaymentShow = () => (
  <Show title={<AmazonPaymentName />} actions={false}>
    <SheetColumns>
      <PaymentCards />
    </SheetColumns>
  </Show>
);

export default AmazonPaymentShow;
