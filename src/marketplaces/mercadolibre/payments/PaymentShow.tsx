import Stack from '@mui/material/Stack';
import { Labeled, Show } from 'react-admin';
import { MarketplaceAccountField } from '../../accounts/MarketplaceAccountField';
import { DeclaredField, SheetColumns, SheetFields } from '../../sheet/SheetLayout';
import { SheetSection } from '../../sheet/SheetSection';
import { PaymentName, PaymentSaleField } from './paymentFields';
import { PaymentSettlement } from './PaymentSettlement';
import { paymentsDeclaration } from './paymentsResource';

const section = (key: string) => `app.mercadolibre.payments.sheet.${key}`;

const Declared = ({ source }: { readonly source: keyof typeof paymentsDeclaration.fields }) => (
  <DeclaredField declaration={paymentsDeclaration} source={source} />
);

/**
 * /mercadolibre/pagos/{id}/show: one payment titled as a sale is ("Pago 80000000001"). Its money as
 * a settlement beside what it pays (the sale, a link to its page; the ERP order; the account) and
 * where it stands (status, detail, dates): two columns on a desk, one on a phone. Read-only, so no actions.
 */
const PaymentShow = () => (
  <Show title={<PaymentName />} actions={false}>
    <SheetColumns>
      <SheetSection title={section('settlement')}>
        <PaymentSettlement />
      </SheetSection>
      <Stack spacing={2}>
        <SheetSection title={section('sale')}>
          <SheetFields>
            <Labeled source="marketplace_order_id">
              <PaymentSaleField source="marketplace_order_id" />
            </Labeled>
            <Declared source="order_id" />
            <Labeled source="account_id">
              <MarketplaceAccountField source="account_id" marketplace="mercadolibre" />
            </Labeled>
          </SheetFields>
        </SheetSection>
        <SheetSection title={section('status')}>
          <SheetFields>
            <Declared source="status" />
            <Declared source="status_detail" />
            <Declared source="date_approved" />
            <Declared source="last_updated" />
          </SheetFields>
        </SheetSection>
      </Stack>
    </SheetColumns>
  </Show>
);

export default PaymentShow;
