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
  useResourceDefinitions,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { KeepButtonLabels } from '../../layout/KeepButtonLabels';
import { MercadoLibreCategoryName } from '../../marketplaces/mercadolibre/MercadoLibreCategoryName';
import { PublicationCardSummary } from '../../marketplaces/mercadolibre/publications/PublicationCardSummary';
import { PublicationStatusField } from '../../marketplaces/mercadolibre/publications/PublicationStatusField';
import { MoneyField } from '../../schema-ui/MoneyField';
import { ResponsiveListBody } from '../../schema-ui/ResponsiveListBody';

/** The MercadoLibre publication screens' route, whose list filters by `product_id`. */
const publications = 'mercadolibre/publicaciones';
const openPublication = (id: Identifier) => `/${publications}/${id}`;

/**
 * Where the product is listed: each MercadoLibre publication made from it, with its status in words,
 * category by name, price and the stock pushed, opening the publication's sheet; and "Publicar en Mercado Libre" for
 * this product. Shown only when the MercadoLibre screens exist. On a phone each publication is a card with
 * its id, status, price and stock, as the lists show them.
 */
export const ProductPublications = () => {
  const translate = useTranslate();
  const product = useRecordContext();
  const resources = useResourceDefinitions();
  if (!product || !resources[publications]) return null;
  const notListed = <Typography variant="body2">{translate('app.catalogue.products.not_listed')}</Typography>;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2">
          {translate('app.catalogue.products.listed_on')}
        </Typography>
        <KeepButtonLabels>
          <Button
            component={Link}
            to={`/${publications}/create?product_id=${encodeURIComponent(String(product.id))}`}
            label="app.catalogue.products.publish_on_mercadolibre"
            variant="outlined"
          >
            <PublishIcon />
          </Button>
        </KeepButtonLabels>
      </Stack>
      <ReferenceManyField reference={publications} target="product_id" sort={{ field: 'id', order: 'DESC' }} perPage={25}>
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
