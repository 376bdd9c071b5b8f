import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Labeled, NumberField, Show, TextField, TopToolbar, UrlField, useRecordContext, useTranslate } from 'react-admin';
import { KeepButtonLabels } from '../../../layout/KeepButtonLabels';
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

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

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

const SheetBody = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      <Typography variant="h5" sx={{ mb: 2 }}>
        {String(record.title ?? '')}
      </Typography>
      <Section title="app.mercadolibre.sheet.details">
        <Grid container spacing={2}>
          {detailFields.map((field) => (
            <Grid key={field.key} size={{ xs: 12, sm: 6, md: 4 }}>
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
      </Section>
      <Section title="app.mercadolibre.stock_sync.title">
        <PublicationStockRules />
      </Section>
      <Section title="app.mercadolibre.sheet.pictures">
        <PublicationPictures />
      </Section>
      <Section title="app.mercadolibre.sheet.validations">
        <PublicationValidationView validations={readValidations(record.validations)} status={record.status} />
      </Section>
      <Section title="app.mercadolibre.sheet.history">
        <PublicationHistory />
      </Section>
    </>
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
