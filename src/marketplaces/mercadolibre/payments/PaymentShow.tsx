import { Labeled, Show } from 'react-admin';
import { MarketplaceAccountField } from '../../accounts/MarketplaceAccountField';
import { SheetColumns } from '../../../layout/SheetColumns';
import { DeclaredField } from '../../../schema-ui/DeclaredField';
import { SettlementBeside } from '../../sheet/SettlementBeside';
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
      <SettlementBeside
        title={section('settlement')}
        settlement={<PaymentSettlement />}
        sections={[
          {
            title: section('sale'),
            fields: (
              <>
                <Labeled source="marketplace_order_id">
                  <PaymentSaleField source="marketplace_order_id" />
                </Labeled>
                <Declared source="order_id" />
                <Labeled source="account_id">
                  <MarketplaceAccountField source="account_id" marketplace="mercadolibre" />
                </Labeled>
              </>
            ),
          },
          {
            title: section('status'),
            fields: (
              <>
                <Declared source="status" />
                <Declared source="status_detail" />
                <Declared source="date_approved" />
                <Declared source="last_updated" />
              </>
            ),
          },
        ]}
      />
    </SheetColumns>
  </Show>
);

export default PaymentShow;
