import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Labeled, Link, TextField, type TranslateFunction, useRecordContext, useTranslate } from 'react-admin';
import { orders } from '../../../resources/catalogue';
import type { SaleStockWarning } from '../../../resources/catalogue/orders';
import { saleDetailPath } from '../../../resources/mercadolibre/messages';
import { SchemaField } from '../../schema-ui/SchemaField';

const statusFields = ['marketplace_status', 'payment_status', 'shipment_status'] as const;

const warningText = (translate: TranslateFunction, warning: SaleStockWarning) =>
  warning.kind === 'shortage'
    ? translate('app.catalogue.orders.stock_shortage', { smart_count: warning.units, label: warning.label })
    : translate('app.catalogue.orders.stock_unlinked', { title: warning.title, listing: warning.listing });

/** What the sale's stock could not cover, one sentence a line in the reader's language; an older order's stored Spanish note as written. */
const StockWarnings = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const warnings = (record?.stock_warnings ?? []) as readonly SaleStockWarning[];
  if (warnings.length === 0 && !record?.stock_note) return null;
  return (
    <Labeled source="stock_warnings">
      {warnings.length ? (
        <Stack component="ul" sx={{ m: 0, pl: 2, color: 'warning.main' }}>
          {warnings.map((warning, index) => (
            <Typography key={index} component="li" variant="body2">
              {warningText(translate, warning)}
            </Typography>
          ))}
        </Stack>
      ) : (
        <TextField source="stock_note" sx={{ whiteSpace: 'pre-line', color: 'warning.main' }} />
      )}
    </Labeled>
  );
};

/**
 * The sale's id on its marketplace. A Mercado Libre sale has a page of its own (shipment, label, the
 * buyer's messages): the id leads there; another channel's sale is worked from this sheet.
 */
const MarketplaceOrderId = () => {
  const record = useRecordContext();
  if (record?.channel !== 'mercadolibre') return <TextField source="marketplace_order_id" />;
  return (
    <Link to={saleDetailPath(record.id)} variant="body2">
      {String(record.marketplace_order_id)}
    </Link>
  );
};

const StatusField = ({ source }: { readonly source: (typeof statusFields)[number] | 'stock_state' }) => (
  <Labeled source={source}>
    <SchemaField resource="pedidos" source={source} field={orders.fields[source]} />
  </Labeled>
);

/** A marketplace sale's channel, ids and statuses, as words. */
export const OrderMarketplaceFields = () => {
  const record = useRecordContext();
  return (
    <>
      <Labeled source="channel">
        <SchemaField resource="pedidos" source="channel" field={orders.fields.channel} />
      </Labeled>
      <Labeled source="marketplace_order_id">
        <MarketplaceOrderId />
      </Labeled>
      {record?.marketplace_order_ids !== record?.marketplace_order_id && (
        <Labeled source="marketplace_order_ids">
          <TextField source="marketplace_order_ids" />
        </Labeled>
      )}
      {statusFields.map((source) => (
        <StatusField key={source} source={source} />
      ))}
    </>
  );
};

/** Where the sale's stock stands (taken, not yet, given back) and what it could not cover. */
export const OrderSaleStockFields = () => (
  <>
    <StatusField source="stock_state" />
    <StockWarnings />
  </>
);
