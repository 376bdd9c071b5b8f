import PublishIcon from '@mui/icons-material/Publish';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Button,
  Datagrid,
  FunctionField,
  NumberField,
  ReferenceManyField,
  TextField,
  UrlField,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../../../layout/SectionHeading';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { ResponsiveListBody } from '../../../schema-ui/ResponsiveListBody';
import { MercadoLibreCategoryName } from '../MercadoLibreCategoryName';
import { PublicationCardSummary } from './PublicationCardSummary';
import { PublicationStatusField } from './PublicationStatusField';
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
            <Datagrid bulkActionButtons={false} rowClick={openPublication} empty={notListed}>
              <TextField source="ml_id" />
              <TextField source="title" />
              <PublicationStatusField source="status" />
              <FunctionField
                source="category_id"
                render={(publication: RaRecord) => (publication.category_id ? <MercadoLibreCategoryName id={String(publication.category_id)} /> : null)}
              />
              <MoneyField source="price" />
              <NumberField source="available_quantity" />
              <UrlField source="link" target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()} />
            </Datagrid>
          }
        />
      </ReferenceManyField>
    </Stack>
  );
};

export default MercadoLibreProductListings;
