import type { ReactElement } from 'react';
import { SimpleForm } from 'react-admin';
import { orders } from '../../../resources/catalogue';
import { SchemaInput } from '../../schema-ui';
import { customerDetail } from '../customers/CustomerPickDetail';
import { OrderLinesInput } from './OrderLinesInput';
import { OrderLiveTotals } from './OrderLiveTotals';

const headerFields = ['client_id', 'shipping_method', 'tracking_number', 'notes'] as const;

/** The order's own fields, its lines and the live totals. */
export const OrderForm = ({ toolbar }: { readonly toolbar?: ReactElement }) => (
  <SimpleForm toolbar={toolbar}>
    {headerFields.map((source) => (
      <SchemaInput
        key={source}
        resource="pedidos"
        source={source}
        field={orders.fields[source]}
        // Customers' names repeat (marketplace buyers above all): each one offered shows what tells it apart.
        optionDetail={source === 'client_id' ? customerDetail : undefined}
      />
    ))}
    <OrderLinesInput />
    <OrderLiveTotals />
  </SimpleForm>
);
