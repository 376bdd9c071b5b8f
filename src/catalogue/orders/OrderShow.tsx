import {
  ArrayField,
  Datagrid,
  EditButton,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { orders } from '../../../resources/catalogue';
import { localeTagOf } from '../../i18n/money';
import { KeepButtonLabels } from '../../layout/KeepButtonLabels';
import { MoneyField } from '../../schema-ui/MoneyField';
import { ResponsiveListBody } from '../../schema-ui/ResponsiveListBody';
import { SchemaField } from '../../schema-ui/SchemaField';
import { linkToProductSheet } from '../products/productPaths';
import { OrderMarketplaceFields } from './OrderMarketplaceFields';
import { OrderCancelButton, cancellable } from './OrderCancelButton';
import { OrderRestockButton, restockable } from './OrderRestockButton';
import { OrderShippingFields } from './OrderShippingFields';
import { OrderTotalsField } from './OrderTotalsField';
import { OrderValidateButton } from './OrderValidateButton';
import { DateTimeField } from '../../schema-ui/DateTimeField';

const line = (field: string) => `resources.lineas_pedido.fields.${field}`;

/** The lines as a table; the title on the marketplace only for a marketplace sale, since an ERP order's lines have none. */
const LinesTable = () => {
  const order = useRecordContext();
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <ReferenceField source="product_id" reference="productos" label={line('product_id')} link={linkToProductSheet} />
      {order?.channel && <TextField source="title" label={line('title')} />}
      <ReferenceField source="warehouse_id" reference="almacenes" label={line('warehouse_id')} />
      <NumberField source="quantity" label={line('quantity')} />
      <MoneyField source="unity_price" label={line('unity_price')} textAlign="right" />
      <NumberField source="discount" label={line('discount')} />
      <NumberField source="iva_rate" label={line('iva_rate')} />
      <MoneyField source="total_price" label={line('total_price')} textAlign="right" />
    </Datagrid>
  );
};

/** The line's product; a marketplace line whose listing has no product goes by its title there. */
const LineName = () => {
  const line = useRecordContext();
  return line?.product_id ? <ReferenceField source="product_id" reference="productos" link={false} /> : <TextField source="title" />;
};

/** A line's discount, when it has one: without it, quantity × unit price would not add up to the line's amount. */
const LineDiscount = () => {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  const discount = Number(useRecordContext()?.discount ?? 0);
  return discount > 0 ? <> {translate('app.catalogue.orders.line_discount', { discount: discount.toLocaleString(localeTagOf(locale)) })}</> : null;
};

/** On a phone a line is a card: its name, then quantity × unit price, its discount, and the line's amount. */
const lineCard = {
  primaryText: <LineName />,
  secondaryText: (
    <>
      <NumberField source="quantity" /> × <MoneyField source="unity_price" />
      <LineDiscount /> = <MoneyField source="total_price" />
    </>
  ),
};

/**
 * Only a draft can change (the server refuses the rest), so validated and cancelled orders offer no
 * edit; the ERP's own orders can be cancelled until they are. An order with no action left shows no toolbar: an empty one is a blank band above the sheet.
 */
const OrderShowActions = () => {
  const record = useRecordContext();
  if (record?.status !== 'draft' && !restockable(record) && !cancellable(record)) return null;
  return (
    <TopToolbar>
      <KeepButtonLabels>
        <OrderValidateButton />
        <OrderRestockButton />
        {record?.status === 'draft' && <EditButton />}
        <OrderCancelButton />
      </KeepButtonLabels>
    </TopToolbar>
  );
};

/** An order with its lines and totals, "Validar pedido" while it is a draft, and a marketplace sale's statuses and "Devolver al stock". */
export const OrderShow = () => (
  <Show actions={<OrderShowActions />}>
    <SimpleShowLayout>
      <TextField source="ref" />
      <ReferenceField source="client_id" reference="clientes" />
      <SchemaField resource="pedidos" source="status" field={orders.fields.status} />
      <OrderMarketplaceFields />
      <OrderShippingFields />
      <DateTimeField source="datec" />
      <DateTimeField source="date_validated" />
      <ArrayField source="lines">
        <ResponsiveListBody table={<LinesTable />} rowClick={false} {...lineCard} />
      </ArrayField>
      {/* Headed by what it groups (subtotal, IVA, total), not "Total" right above its own "Total" row. */}
      <OrderTotalsField label="app.catalogue.orders.amounts" />
    </SimpleShowLayout>
  </Show>
);

export default OrderShow;
