import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Form, HttpError, SaveButton, TextInput, Toolbar, required, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { maxCarrierLength, maxShipmentTrackingLength } from '../../../../resources/amazon/shipmentConfirmation';
import type { AmazonDataProvider } from '../amazonDataProvider';
import type { ShipmentConfirmation } from './shipmentConfirmationCalls';
import { failureReason } from '../../../schema-ui/serverReason';

/** A row of the sales list: an ERP order of the channel. */
type SaleRecord = Record<string, unknown>;

/** An Amazon order paid and still to ship (Unshipped or PartiallyShipped) is the one the seller can confirm as sent. */
export const awaitsShipment = (record: SaleRecord): boolean =>
  record.channel === 'amazon' && record.marketplace_status === 'paid' && record.shipment_status === 'handling';

const requiredText = [required()];

/** "Confirmar envío": carrier and tracking number, sent to Amazon; the API's field errors show on their fields. */
const ConfirmShipmentDialog = ({ order, onClose }: { readonly order: SaleRecord; readonly onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const confirm = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.confirmAmazonShipment(String(order.marketplace_order_id), values as unknown as ShipmentConfirmation);
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      if (fieldErrors) return fieldErrors;
      notify('app.amazon.sales.confirm_shipment.error', { type: 'error', messageArgs: { reason: failureReason(error, translate) } });
      return undefined;
    }
    notify('app.amazon.sales.confirm_shipment.confirmed', { type: 'success' });
    onClose();
    refresh();
    return undefined;
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.amazon.sales.confirm_shipment.title', { id: order.marketplace_order_id })}</DialogTitle>
      <Form record={{ carrier: '', tracking_number: '' }} onSubmit={confirm}>
        <DialogContent sx={{ pt: 1 }}>
          <TextInput
            source="carrier"
            label="app.amazon.sales.confirm_shipment.carrier"
            validate={requiredText}
            fullWidth
            inputProps={{ maxLength: maxCarrierLength }}
          />
          <TextInput
            source="tracking_number"
            label="app.amazon.sales.confirm_shipment.tracking_number"
            validate={requiredText}
            fullWidth
            inputProps={{ maxLength: maxShipmentTrackingLength }}
          />
        </DialogContent>
        <Toolbar>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="app.amazon.sales.confirm_shipment.send" alwaysEnable />
        </Toolbar>
      </Form>
    </Dialog>
  );
};

/** The row's action: offered only while the order awaits shipment. */
export const ConfirmShipmentButton = ({ order }: { readonly order: SaleRecord }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!awaitsShipment(order)) return null;
  // The row opens the ERP order: a tap on the button or in its dialog (whose events bubble through
  // React's tree) must not also open it.
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {translate('app.amazon.sales.confirm_shipment.action')}
      </Button>
      {open && <ConfirmShipmentDialog order={order} onClose={() => setOpen(false)} />}
    </span>
  );
};
