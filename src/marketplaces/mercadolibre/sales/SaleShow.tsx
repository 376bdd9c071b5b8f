import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Labeled, Link, ListButton, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { erpOrderPath } from '../../sales/erpOrderPath';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { SheetColumns, SheetFields } from '../../../layout/SheetColumns';
import { SheetSection as Section } from '../../../layout/SheetSection';
import { SaleConversation } from './SaleConversation';
import {
  SaleAccountField,
  SaleLogisticTypeField,
  SalePaymentField,
  SaleShipmentDatesField,
  SaleShipmentField,
  SaleTagsField,
  SaleTrackingField,
} from './SaleFields';
import { SaleItems } from './SaleItems';
import { SaleLabelButton } from './SaleLabelButton';
import { SalePayments } from './SalePayments';
import { DateTimeField } from '../../../schema-ui/DateTimeField';
import { KeepButtonLabels } from '../../../layout/KeepButtonLabels';

const detail = (key: string) => `app.mercadolibre.sales.detail.${key}`;

const SaleTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  return <span>{record ? translate(detail('title'), { id: record.marketplace_order_id }) : ''}</span>;
};

/** The page's actions keep their words on a phone: "Ventas" as a bare arrow does not say where it leads. */
const SaleShowActions = () => (
  <TopToolbar>
    <KeepButtonLabels>
      <SaleLabelButton />
      <ListButton label={detail('back_to_list')} />
    </KeepButtonLabels>
  </TopToolbar>
);

/** The ERP order the sale is, by its reference: where its lines, the stock it took and its invoice are. */
const ErpOrderLink = () => {
  const record = useRecordContext();
  if (!record?.ref) return null;
  return (
    <Labeled label={detail('erp_order')}>
      <Link to={erpOrderPath(record.id)} variant="body1">
        {String(record.ref)}
      </Link>
    </Labeled>
  );
};

const SaleDetail = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <SheetColumns>
      <Stack spacing={2}>
        <Section title={detail('items')}>
          <SaleItems />
        </Section>
        <Section title={detail('sale')}>
          {/* Each value under its name (buyer, account, date, ERP order), as the sale's other sections read. */}
          <SheetFields>
            <Labeled source="buyer_nickname">
              <TextField source="buyer_nickname" variant="body1" />
            </Labeled>
            <Labeled source="channel_account_id">
              <SaleAccountField />
            </Labeled>
            <Labeled source="datec">
              <DateTimeField source="datec" />
            </Labeled>
            <ErpOrderLink />
          </SheetFields>
        </Section>
        <Section title={detail('payments')}>
          <Stack spacing={1}>
            <Typography variant="body2">
              <SalePaymentField /> · <MoneyField source="total_paid" />
            </Typography>
            <SalePayments />
          </Stack>
        </Section>
      </Stack>
      <Section title={detail('shipment')}>
        <Stack spacing={1}>
          <SaleShipmentField />
          <SaleLogisticTypeField />
          <SaleTagsField />
          <Typography variant="subtitle2" component="h3">
            {translate(detail('timeline'))}
          </Typography>
          <SaleTrackingField />
          <SaleShipmentDatesField />
        </Stack>
      </Section>
      <Card variant="outlined" sx={{ gridColumn: '1 / -1' }}>
        <CardContent>
          <SaleConversation orderId={record.id} />
        </CardContent>
      </Card>
    </SheetColumns>
  );
};

/**
 * /mercadolibre/ventas/{id}/show: one sale (the ERP order it became) as the seller works it. On a desk
 * what was sold, the sale's data and its payments sit beside the shipment with its dated steps, and the
 * conversation with the buyer runs across the page under them; on a phone each follows the other in
 * that order. The label is printed from the page's actions.
 */
export const SaleShow = () => (
  <Show actions={<SaleShowActions />} title={<SaleTitle />}>
    <SaleDetail />
  </Show>
);

export default SaleShow;
