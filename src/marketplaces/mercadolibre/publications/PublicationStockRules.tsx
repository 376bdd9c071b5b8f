import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Form, HttpError, NumberInput, SaveButton, SelectInput, useDataProvider, useNotify, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Button } from '../../../layout/Button';
import {
  listingRuleNumbers,
  type ListingRules,
  type ListingRulesEdit,
  type ListingStockAnswer,
  priceRules,
} from '../../../../resources/inventory/listingRules';
import { useMoneyFormat } from '../../../i18n/money';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { formatDateTime } from '../../../i18n/dateTime';
import { fieldValidators } from '../../../schema-ui/fieldValidators';
import { serverReason } from '../../../schema-ui/serverReason';
import { publicationsResource } from './publicationsResource';
import { SyncStateChip } from './PublicationSyncField';

const prefix = 'app.mercadolibre.stock_sync';
const priceRuleChoices = priceRules.map((rule) => ({ id: rule, name: `${prefix}.price_rules.${rule}` }));
const shown = (value: number | null) => (value === null ? '—' : String(value));
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
/** Each rule's label, on its input and in a refusal's toast that names it. */
const ruleLabels = {
  buffer: `${prefix}.buffer`,
  maximum: `${prefix}.maximum`,
  guardrail_percent: `${prefix}.guardrail_percent`,
  price_rule: `${prefix}.price_rule`,
  price_value: `${prefix}.price_value`,
};

const Figure = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 6, sm: 4, md: 2 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(`${prefix}.${label}`)}
      </Typography>
      <Typography>{children}</Typography>
    </Grid>
  );
};

/** What the ERP, the last push and MercadoLibre say of the listing's stock and price. */
const Figures = ({ stock }: { stock: ListingStockAnswer }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const [locale] = useLocaleState();
  const amount = (value: number | null) => (value === null ? '—' : money(value));
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Figure label="erp_quantity">{shown(stock.erp_quantity)}</Figure>
      <Figure label="pushed_quantity">{shown(stock.pushed_quantity)}</Figure>
      <Figure label="live_quantity">{shown(stock.live_quantity)}</Figure>
      <Figure label="pushed_at">{stock.pushed_at ? formatDateTime(stock.pushed_at, locale) : '—'}</Figure>
      <Figure label="erp_price">{amount(stock.erp_price)}</Figure>
      <Figure label="live_price">{amount(stock.live_price)}</Figure>
      {stock.sync_state && (
        <Grid size={12}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {translate(`resources.${publicationsResource}.fields.sync_state`)}
            </Typography>
            <SyncStateChip state={stock.sync_state} />
          </Stack>
        </Grid>
      )}
    </Grid>
  );
};

/**
 * The sheet's "Stock y precio": units kept back, a maximum, how the price follows the product's and
 * the guardrail, with what the ERP, the last push and MercadoLibre show, "Confirmar precio" for a
 * held price and "Corregir" to push the ERP's stock now.
 */
export const PublicationStockRules = () => {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  // Each number's bounds, said in the reader's language under its box (the browser's own checks speak English).
  const bounds = (rule: keyof typeof listingRuleNumbers) => fieldValidators(listingRuleNumbers[rule], false, locale);
  const money = useMoneyFormat();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const queryClient = useQueryClient();
  const mlId = typeof record?.ml_id === 'string' && record.product_id ? record.ml_id : undefined;
  const queryKey = ['inventory/listings', mlId, record?.updated_at];
  const { data: stock, isError } = useQuery({ queryKey, queryFn: () => dataProvider.getListingStock(mlId ?? ''), enabled: mlId !== undefined });
  const answered = (key: string) => (answer: ListingStockAnswer) => {
    queryClient.setQueryData(queryKey, answer);
    notify(`${prefix}.${key}`, { type: 'success' });
  };
  const save = useMutation({
    mutationFn: (rules: ListingRulesEdit) => dataProvider.saveListingRules(mlId ?? '', rules),
    onSuccess: answered('saved'),
    onError: (error: Error) => {
      // Another user saved these rules since they were loaded: show theirs, which the next save starts from.
      const current = error instanceof HttpError && error.status === 409 ? (error.body as { current?: ListingStockAnswer } | undefined)?.current : undefined;
      if (current) queryClient.setQueryData(queryKey, current);
      notify(serverReason(error, translate, ruleLabels) ?? `${prefix}.save_error`, { type: 'error' });
    },
  });
  const confirm = useMutation({ mutationFn: () => dataProvider.confirmListingPrice(mlId ?? ''), onSuccess: answered('confirmed') });
  const fix = useMutation({ mutationFn: () => dataProvider.pushListingStock(mlId ?? ''), onSuccess: answered('fixing') });

  if (!mlId) return <Typography color="text.secondary">{translate(`${prefix}.not_linked`)}</Typography>;
  if (isError) return <Typography color="error">{translate(`${prefix}.load_error`)}</Typography>;
  if (!stock) return null;
  const submit = (values: Record<string, unknown>) =>
    save.mutate({
      buffer: Number(values.buffer ?? 0),
      maximum: blankToNull(values.maximum) as number | null,
      price_rule: values.price_rule as ListingRules['price_rule'],
      price_value: values.price_rule === 'same' ? null : (blankToNull(values.price_value) as number | null),
      guardrail_percent: blankToNull(values.guardrail_percent) as number | null,
      version: stock.version,
    });
  return (
    <>
      <Figures stock={stock} />
      {stock.held_price !== null && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={<Button label={`${prefix}.confirm_price`} onClick={() => confirm.mutate()} disabled={confirm.isPending} />}
        >
          {translate(`${prefix}.held`, { price: money(stock.held_price) })}
        </Alert>
      )}
      <Form record={{ ...stock, id: stock.listing_id }} onSubmit={submit} noValidate>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <NumberInput source="buffer" label={ruleLabels.buffer} validate={bounds('buffer')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <NumberInput source="maximum" label={ruleLabels.maximum} validate={bounds('maximum')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <NumberInput
              source="guardrail_percent"
              label={ruleLabels.guardrail_percent}
              helperText={`${prefix}.guardrail_help`}
              validate={bounds('guardrail_percent')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <SelectInput source="price_rule" label={ruleLabels.price_rule} choices={priceRuleChoices} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <NumberInput source="price_value" label={ruleLabels.price_value} validate={bounds('price_value')} />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={2}>
          <SaveButton label={`${prefix}.save`} alwaysEnable />
          <Button label={`${prefix}.fix`} onClick={() => fix.mutate()} disabled={fix.isPending} variant="outlined" />
        </Stack>
      </Form>
    </>
  );
};
