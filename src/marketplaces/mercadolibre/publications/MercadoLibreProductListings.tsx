import PublishIcon from '@mui/icons-material/Publish';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, ReferenceManyField, TextField, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { Button } from '../../../layout/Button';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../../../layout/SectionHeading';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { ResponsiveListBody } from '../../../schema-ui/ResponsiveListBody';
import { PublicationCardSummary } from './PublicationCardSummary';
import { CategoryIdField } from './PublicationCodeFields';
import { PublicationStatusField } from './PublicationStatusField';
import { PublicationTitleField } from './PublicationTitleField';
import { publicationsResource } from './publicationsResource';

const openPublication = (id: Identifier) => `/${publicationsResource}/${id}`;

/**
 * The product sheet's MercadoLibre section: each publication made from the product, with its status in
 * words, category by name, price and the stock pushed, opening the publication's sheet; and "Publicar en
 * Mercado Libre" for this product. On a phone each publication is a card with its id, status, price and
 * stock, as the lists show them.
 */
export const MercadoLibreProductListings = () => {
  const translate = useTranslate();
  const product = useRecordContext();
  if (!product) return null;
  const notListed = <Typography variant="body2">{translate('app.mercadolibre.product_listings.none')}</Typography>;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <SectionHeading
        title={translate('app.menu.mercadolibre')}
        action={
          <Button
            component={Link}
            to={`/${publicationsResource}/create?product_id=${encodeURIComponent(String(product.id))}`}
            label="app.mercadolibre.product_listings.publish"
            variant="outlined"
          >
            <PublishIcon />
          </Button>
        }
      />
      <ReferenceManyField reference={publicationsResource} target="product_id" sort={{ field: 'id', order: 'DESC' }} perPage={25}>
        <ResponsiveListBody
          rowClick={openPublication}
          empty={notListed}
          primaryText={<TextField source="title" />}
          secondaryText={
            <>
              <TextField source="ml_id" />
              <PublicationCardSummary />
            </>
          }
          table={
            <DataTable bulkActionButtons={false} rowClick={openPublication} empty={notListed}>
              {/* The title, with the Mercado Libre id under it linking to the listing as buyers see it (the address itself said nothing more). */}
              <DataTable.Col source="title" disableSort>
                <PublicationTitleField />
              </DataTable.Col>
              <DataTable.Col source="status" disableSort>
                <PublicationStatusField source="status" />
              </DataTable.Col>
              <DataTable.Col source="category_id" disableSort>
                <CategoryIdField source="category_id" />
              </DataTable.Col>
              <DataTable.Col source="price" align="right" disableSort>
                <MoneyField source="price" />
              </DataTable.Col>
              <DataTable.NumberCol source="available_quantity" disableSort />
            </DataTable>
          }
        />
      </ReferenceManyField>
    </Stack>
  );
};

export default MercadoLibreProductListings;
