import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Labeled, Show } from 'react-admin';
import { noValue } from '../../../schema-ui/noValue';
import { SchemaField } from '../../../schema-ui/SchemaField';
import { MarketplaceAccountField } from '../../accounts/MarketplaceAccountField';
import { SheetSection } from '../SheetSection';
import { PaymentName, PaymentSaleField } from './paymentFields';
import { PaymentSettlement } from './PaymentSettlement';
import { paymentsDeclaration } from './paymentsResource';

const section = (key: string) => `app.mercadolibre.payments.sheet.${key}`;

/** A declared field under its name, a dash where the payment has no value. */
const Declared = ({ source }: { readonly source: keyof typeof paymentsDeclaration.fields }) => (
  <Labeled source={source}>
    <SchemaField resource={paymentsDeclaration.name} source={source} field={paymentsDeclaration.fields[source]} emptyText={noValue} />
  </Labeled>
);

/** Fields side by side, wrapping onto the next line on a phone. */
const Fields = ({ children }: { readonly children: ReactNode }) => (
  <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {children}
  </Stack>
);

/**
 * /mercadolibre/pagos/{id}/show: one payment titled as a sale is ("Pago 80000000001"). Its money as
 * a settlement beside what it pays (the sale, a link to its page; the ERP order; the account) and
 * where it stands (status, detail, dates): two columns on a desk, one on a phone. Read-only, so no actions.
 */
const PaymentShow = () => (
  <Show title={<PaymentName />} actions={false}>
    <Box
      sx={{
        p: { xs: 1, sm: 2 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <SheetSection title={section('settlement')}>
        <PaymentSettlement />
      </SheetSection>
      <Stack spacing={2}>
        <SheetSection title={section('sale')}>
          <Fields>
            <Labeled source="marketplace_order_id">
              <PaymentSaleField source="marketplace_order_id" />
            </Labeled>
            <Declared source="order_id" />
            <Labeled source="account_id">
              <MarketplaceAccountField source="account_id" marketplace="mercadolibre" />
            </Labeled>
          </Fields>
        </SheetSection>
        <SheetSection title={section('status')}>
          <Fields>
            <Declared source="status" />
            <Declared source="status_detail" />
            <Declared source="date_approved" />
            <Declared source="last_updated" />
          </Fields>
        </SheetSection>
      </Stack>
    </Box>
  </Show>
);

export default PaymentShow;
