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
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { MercadoLibreCategoryName } from '../../marketplaces/mercadolibre/MercadoLibreCategoryName';
import { MoneyField } from '../../schema-ui/MoneyField';

/** The MercadoLibre publication screens' route, whose list filters by `product_id`. */
const publications = 'mercadolibre/publicaciones';

/**
 * Where the product is listed: each MercadoLibre publication made from it, with its status in words,
 * category by name, price and the stock pushed, opening the publication's sheet; and "Publicar en Mercado Libre" for
 * this product. Shown only when the MercadoLibre screens exist.
 */
export const ProductPublications = () => {
  const translate = useTranslate();
  const product = useRecordContext();
  const resources = useResourceDefinitions();
  if (!product || !resources[publications]) return null;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2">
          {translate('app.catalogue.products.listed_on')}
        </Typography>
        <Button
          component={Link}
          to={`/${publications}/create?product_id=${encodeURIComponent(String(product.id))}`}
          label="app.catalogue.products.publish_on_mercadolibre"
          variant="outlined"
        >
          <PublishIcon />
        </Button>
      </Stack>
      <ReferenceManyField reference={publications} target="product_id" sort={{ field: 'id', order: 'DESC' }} perPage={25}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={(id) => `/${publications}/${id}`}
          empty={<Typography variant="body2">{translate('app.catalogue.products.not_listed')}</Typography>}
        >
          <TextField source="ml_id" />
          <TextField source="title" />
          <FunctionField source="status" render={(publication: RaRecord) => translate(`app.mercadolibre.statuses.${publication.status}`)} />
          <FunctionField
            source="category_id"
            render={(publication: RaRecord) => (publication.category_id ? <MercadoLibreCategoryName id={String(publication.category_id)} /> : null)}
          />
          <MoneyField source="price" />
          <NumberField source="available_quantity" />
          <UrlField source="link" target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()} />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  );
};
