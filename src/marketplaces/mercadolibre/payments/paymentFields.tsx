import Typography from '@mui/material/Typography';
import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { noValue } from '../../../schema-ui/noValue';
import { RecordTitleField } from '../../../schema-ui/RecordTitleField';
import { SaleLink } from '../sales/SaleLink';

const idOf = (value: unknown): string | undefined => (value === undefined || value === null || value === '' ? undefined : String(value));

/** A payment named as the seller says it, "Pago 80000000001": its card's title, its sheet's title. */
export const PaymentName = () => {
  const translate = useTranslate();
  const id = idOf(useRecordContext()?.payment_id);
  return <span>{id ? translate('app.mercadolibre.payments.title', { id }) : ''}</span>;
};

/**
 * The Mercado Libre sale a payment pays, a link to that sale's page (text while the sale is not
 * imported). `source` names the field for its label.
 */
export const PaymentSaleField = (_props: { readonly source?: string }) => {
  const record = useRecordContext();
  const saleId = idOf(record?.marketplace_order_id);
  if (!saleId)
    return (
      <Typography variant="body2" component="span">
        {noValue}
      </Typography>
    );
  return <SaleLink saleId={saleId} orderId={idOf(record?.order_id)} />;
};

/**
 * On a payment's card, what it pays: "Venta 2000000001 · PED-000103", the sale named as its page
 * names it and the ERP order by its reference. Text, not links: the card is itself a link.
 */
export const PaymentSaleLine = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const saleId = idOf(record?.marketplace_order_id);
  return (
    <span>
      {saleId && translate('app.mercadolibre.sales.detail.title', { id: saleId })}
      {saleId && idOf(record?.order_id) && ' · '}
      <ReferenceField source="order_id" reference="pedidos" link={false} emptyText="">
        <RecordTitleField reference="pedidos" />
      </ReferenceField>
    </span>
  );
};
