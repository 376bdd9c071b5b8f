import Stack from '@mui/material/Stack';
import {
  ArrayField,
  Datagrid,
  Labeled,
  NumberField,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { orders } from '../../../resources/catalogue';
import { localeTagOf } from '../../i18n/money';
import { KeepButtonLabels } from '../../layout/KeepButtonLabels';
import { SheetColumns, SheetFields, SheetSectionsColumn } from '../../layout/SheetColumns';
import { SheetSection } from '../../layout/SheetSection';
import { DateTimeField } from '../../schema-ui/DateTimeField';
import { DeclaredField } from '../../schema-ui/DeclaredField';
import { MoneyField } from '../../schema-ui/MoneyField';
import { noValue } from '../../schema-ui/noValue';
import { ResponsiveListBody } from '../../schema-ui/ResponsiveListBody';
import { SheetEditButton } from '../../schema-ui/SheetEditButton';
import { linkToProductSheet } from '../products/productPaths';
import { OrderMarketplaceFields, OrderSaleStockFields } from './OrderMarketplaceFields';
import { OrderCancelButton, cancellable } from './OrderCancelButton';
import { OrderRestockButton, restockable } from './OrderRestockButton';
import { hasShippingFields, OrderShippingFields } from './OrderShippingFields';
import { OrderTotalsField } from './OrderTotalsField';
import { OrderValidateButton } from './OrderValidateButton';

const line = (field: string) => `resources.lineas_pedido.fields.${field}`;

/**
 * The lines as a table; the title on the marketplace only for a marketplace sale, since an ERP order's lines have none,
 * and its discount and IVA rate only for an ERP order: a sale's line holds the price the buyer paid, IVA inside.
 */
const LinesTable = () => {
  const order = useRecordContext();
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <ReferenceField source="product_id" reference="productos" label={line('product_id')} link={linkToProductSheet} />
      {order?.channel && <TextField source="title" label={line('title')} />}
      <ReferenceField source="warehouse_id" reference="almacenes" label={line('warehouse_id')} link="show" />
      <NumberField source="quantity" label={line('quantity')} />
      <MoneyField source="unity_price" label={line('unity_price')} textAlign="right" />
      {!order?.channel && <NumberField source="discount" label={line('discount')} />}
      {!order?.channel && <NumberField source="iva_rate" label={line('iva_rate')} />}
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
        {record?.status === 'draft' && <SheetEditButton />}
        <OrderCancelButton />
      </KeepButtonLabels>
    </TopToolbar>
  );
};

const section = (key: string) => `app.catalogue.orders.sheet.${key}`;

/** The order, its customer, where it stands and when it was made and validated. */
const OrderSection = ({ wide }: { readonly wide: boolean }) => (
  <SheetSection title={section('order')} wide={wide}>
    <SheetFields>
      <Labeled source="ref">
        <TextField source="ref" />
      </Labeled>
      <Labeled source="client_id">
        {/* The customer's sheet, with their other orders. */}
        <ReferenceField source="client_id" reference="clientes" link="show" />
      </Labeled>
      <DeclaredField declaration={orders} source="status" />
      <Labeled source="datec">
        <DateTimeField source="datec" />
      </Labeled>
      <Labeled source="date_validated">
        <DateTimeField source="date_validated" emptyText={noValue} />
      </Labeled>
    </SheetFields>
  </SheetSection>
);

/** A marketplace sale as its marketplace has it (with any shipping the order records), and the stock it took. */
const SaleSections = () => (
  <SheetSectionsColumn
    sections={[
      {
        title: section('sale'),
        fields: (
          <>
            <OrderMarketplaceFields />
            <OrderShippingFields />
          </>
        ),
      },
      { title: section('stock'), fields: <OrderSaleStockFields /> },
    ]}
  />
);

/**
 * The order's cards, two columns on a desk and one on a phone: the order and its customer beside the
 * sale on its marketplace and its stock (an ERP order: its shipping, when it records any; alone, the
 * order's card spans the page), then the lines and the amounts across the page.
 */
const OrderSheet = () => {
  const record = useRecordContext();
  if (!record) return null;
  const sale = Boolean(record.channel);
  const shipping = hasShippingFields(record);
  return (
    <SheetColumns>
      <OrderSection wide={!sale && !shipping} />
      {sale ? (
        <SaleSections />
      ) : (
        shipping && (
          <SheetSection title={section('shipping')}>
            <SheetFields>
              <OrderShippingFields />
            </SheetFields>
          </SheetSection>
        )
      )}
      <SheetSection title="resources.pedidos.fields.lines" wide>
        <ArrayField source="lines">
          <ResponsiveListBody table={<LinesTable />} rowClick={false} {...lineCard} />
        </ArrayField>
      </SheetSection>
      {/* Headed by what it groups (subtotal, IVA, total), not "Total" right above its own "Total" row. */}
      <SheetSection title="app.catalogue.orders.amounts" wide>
        {/* A column, so the figures keep to the right, under the lines' amounts, rather than across the page. */}
        <Stack>
          <OrderTotalsField />
        </Stack>
      </SheetSection>
    </SheetColumns>
  );
};

/** An order with its lines and totals, "Validar pedido" while it is a draft, and a marketplace sale's statuses and "Devolver al stock". */
export const OrderShow = () => (
  <Show actions={<OrderShowActions />}>
    <OrderSheet />
  </Show>
);

export default OrderShow;
