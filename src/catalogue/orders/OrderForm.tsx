import type { ReactElement } from 'react';
import { SimpleForm } from 'react-admin';
import { orders } from '../../../resources/catalogue';
import { SchemaInput } from '../../schema-ui';
import { OrderLinesInput } from './OrderLinesInput';
import { OrderLiveTotals } from './OrderLiveTotals';

const headerFields = ['client_id', 'shipping_method', 'tracking_number', 'notes'] as const;

/** The order's own fields, its lines and the live totals. */
export const OrderForm = ({ toolbar }: { readonly toolbar?: ReactElement }) => (
  <SimpleForm toolbar={toolbar}>
    {headerFields.map((source) => (
      <SchemaInput key={source} resource="pedidos" source={source} field={orders.fields[source]} />
    ))}
    <OrderLinesInput />
    <OrderLiveTotals />
  </SimpleForm>
);
