import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Labeled, NumberField, Show, TextField, TopToolbar, UrlField, useRecordContext } from 'react-admin';
import { KeepButtonLabels } from '../../../layout/KeepButtonLabels';
import { SheetColumns } from '../../../layout/SheetColumns';
import { SheetSection } from '../../../layout/SheetSection';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { CategoryIdField, ListingTypeField } from './PublicationCodeFields';
import { PublicationHistory } from './PublicationHistory';
import { PublicationPictures } from './PublicationPictures';
import { PublicationProductLink } from './PublicationProductLink';
import { PublicationRowActions } from './PublicationRowActions';
import { PublicationStatusField } from './PublicationStatusField';
import { PublicationStockRules } from './PublicationStockRules';
import { PublicationValidationView } from './PublicationValidationView';
import { readValidations } from './publicationValidations';
import { DateTimeField } from '../../../schema-ui/DateTimeField';

const detailFields = [
  <TextField key="ml_id" source="ml_id" />,
  <TextField key="sku" source="sku" />,
  <PublicationStatusField key="status" source="status" />,
  <MoneyField key="price" source="price" />,
  <NumberField key="available_quantity" source="available_quantity" />,
  <NumberField key="sold_quantity" source="sold_quantity" />,
  <CategoryIdField key="category_id" source="category_id" />,
  <ListingTypeField key="listing_type_id" source="listing_type_id" />,
  <DateTimeField key="updated_at" source="updated_at" />,
];

/** Its data and its stock and price rules across the page; its pictures and validation beside its history on a desk. */
const SheetBody = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <Typography variant="h5">{String(record.title ?? '')}</Typography>
      <SheetSection title="app.mercadolibre.sheet.details">
        <Grid container spacing={2}>
          {detailFields.map((field) => (
            <Grid key={field.key} size={{ xs: 6, md: 4 }}>
              <Labeled>{field}</Labeled>
            </Grid>
          ))}
          <Grid size={12}>
            <Labeled label="app.mercadolibre.links.product">
              <PublicationProductLink />
            </Labeled>
          </Grid>
          <Grid size={12}>
            <Labeled label="app.mercadolibre.sheet.permalink">
              <UrlField source="link" target="_blank" rel="noreferrer" emptyText="—" />
            </Labeled>
          </Grid>
        </Grid>
      </SheetSection>
      <SheetSection title="app.mercadolibre.stock_sync.title">
        <PublicationStockRules />
      </SheetSection>
      <SheetColumns padded={false}>
        <Stack spacing={2}>
          <SheetSection title="app.mercadolibre.sheet.pictures">
            <PublicationPictures />
          </SheetSection>
          <SheetSection title="app.mercadolibre.sheet.validations">
            <PublicationValidationView validations={readValidations(record.validations)} status={record.status} />
          </SheetSection>
        </Stack>
        <SheetSection title="app.mercadolibre.sheet.history">
          <PublicationHistory />
        </SheetSection>
      </SheetColumns>
    </Stack>
  );
};

/** The sheet's actions, labelled on a phone too: pausing or deleting must say so, not be a bare icon. */
const SheetActions = () => (
  <TopToolbar>
    <KeepButtonLabels>
      <PublicationRowActions variant="outlined" redirectOnDelete />
    </KeepButtonLabels>
  </TopToolbar>
);

/** /mercadolibre/publicaciones/{id}: the publication sheet, loaded by id. */
export const PublicationSheet = () => (
  <Show actions={<SheetActions />} component="div">
    <SheetBody />
  </Show>
);

export default PublicationSheet;
