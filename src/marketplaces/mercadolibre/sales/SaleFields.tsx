import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Fragment } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useMarketplaceAccountNames } from '../../accounts/useMarketplaceAccounts';
import { paymentWord, saleWord, shipmentDateLines, shipmentWords } from './saleWords';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The buyer's nickname, which may break after an underscore (COMPRADOR_ / 900000013) where a
 * narrow column needs it: between its words, as Mercado Libre writes them, rather than mid-word.
 */
export const SaleBuyerField = () => {
  const [first = '', ...rest] = (text(useRecordContext()?.buyer_nickname) ?? '').split('_');
  return (
    <span>
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          _<wbr />
          {part}
        </Fragment>
      ))}
    </span>
  );
};

export const SalePaymentField = () => {
  const translate = useTranslate();
  const status = text(useRecordContext()?.payment_status);
  return status ? <span>{paymentWord(translate, status)}</span> : null;
};

/** The shipment status and its substatus, as words. */
export const SaleShipmentField = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  return <span>{shipmentWords(translate, record?.shipment_status, record?.shipment_substatus)}</span>;
};

export const SaleLogisticTypeField = () => {
  const translate = useTranslate();
  const type = text(useRecordContext()?.logistic_type);
  return type ? <span>{saleWord(translate, 'logistic_types', type)}</span> : null;
};

export const SaleTagsField = () => {
  const translate = useTranslate();
  const tags = useRecordContext()?.order_tags;
  if (!Array.isArray(tags) || tags.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {tags.map((tag: string) => (
        <Chip key={tag} size="small" label={saleWord(translate, 'tags', tag)} />
      ))}
    </Stack>
  );
};

/** The shipment's tracking number and its carrier, once MercadoLibre gave one. */
export const SaleTrackingField = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const number = text(record?.tracking_number);
  if (!number) return null;
  const carrier = text(record?.shipping_method);
  return <span>{translate(`app.mercadolibre.sales.detail.${carrier ? 'tracking_with_carrier' : 'tracking'}`, { number, carrier })}</span>;
};

/** When each step of the shipment happened; with `latest`, only the last step reached (a list's row stays short). */
export const SaleShipmentDatesField = ({ latest = false }: { readonly latest?: boolean }) => {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  const every = shipmentDateLines(translate, locale, useRecordContext()?.shipment_dates);
  const lines = latest ? every.slice(-1) : every;
  return (
    <Stack spacing={0}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Stack>
  );
};

/** The seller account the sale came through, by its nickname. */
export const SaleAccountField = () => {
  const { nameOf } = useMarketplaceAccountNames('mercadolibre');
  const id: unknown = useRecordContext()?.channel_account_id;
  return id === undefined || id === null ? null : <span>{nameOf(id)}</span>;
};
