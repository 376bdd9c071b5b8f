import { useRecordContext, useTranslate } from 'react-admin';
import { orders } from '../../../resources/catalogue';
import { SchemaField } from '../../schema-ui/SchemaField';

/** An order's sales channel in words: its marketplace, or "ERP" for an order made here, where the column was blank. */
export const OrderChannelField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (record && !record.channel) return <span>{translate('app.catalogue.orders.erp_channel')}</span>;
  return <SchemaField resource={orders.name} source="channel" field={orders.fields.channel} />;
};

/** The orders' columns shown their own way, wherever their rows are listed (the orders list, a customer's orders). */
export const orderColumns = { channel: <OrderChannelField /> };
