import PublishIcon from '@mui/icons-material/Publish';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, ReferenceManyField, useRecordContext, useTranslate } from 'react-admin';
import { Button } from '../../../layout/Button';
import { SectionHeading } from '../../../layout/SectionHeading';
import { MoneyField } from '../../../schema-ui/MoneyField';
import { codeCell } from '../../../schema-ui/codeCell';
import { ResponsiveListBody } from '../../../schema-ui/ResponsiveListBody';
import { amazonListingsResource } from './amazonListingsResource';
import { AmazonListingStatusField } from './AmazonListingFields';
import { AmazonListingRowMenu } from './AmazonListingRowMenu';
import { amazonListingCard } from './amazonListingCard';
import { AmazonPublishDialog } from './AmazonPublishDialog';
import { useAmazonListingsRefresh } from './useAmazonListingsRefresh';

/**
 * The product sheet's Amazon section: each account's listing of the product with its SKU, status in
 * words (and Amazon's issues), price and units, edited or deleted from its "⋯" menu; and "Publicar en
 * Amazon", which opens the publish dialog with this product chosen. On a phone each listing is a card.
 */
export const AmazonProductListings = () => {
  const translate = useTranslate();
  const product = useRecordContext();
  const refresh = useAmazonListingsRefresh();
  const [publishing, setPublishing] = useState(false);
  if (!product) return null;
  const notListed = <Typography variant="body2">{translate('app.amazon.product_listings.none')}</Typography>;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <SectionHeading
        title={translate('app.menu.amazon')}
        action={
          <Button label="app.amazon.product_listings.publish" variant="outlined" onClick={() => setPublishing(true)}>
            <PublishIcon />
          </Button>
        }
      />
      <ReferenceManyField reference={amazonListingsResource} target="product_id" sort={{ field: 'id', order: 'DESC' }} perPage={25}>
        <ResponsiveListBody
          rowClick={false}
          empty={notListed}
          {...amazonListingCard}
          table={
            <DataTable rowClick={false} bulkActionButtons={false} empty={notListed}>
              <DataTable.Col source="sku" cellSx={codeCell('sku')} />
              <DataTable.Col source="title" />
              <DataTable.Col source="status">
                <AmazonListingStatusField />
              </DataTable.Col>
              <DataTable.Col source="price">
                <MoneyField source="price" />
              </DataTable.Col>
              <DataTable.NumberCol source="quantity" />
              <DataTable.Col label="app.amazon.listings.actions.title">
                <AmazonListingRowMenu />
              </DataTable.Col>
            </DataTable>
          }
        />
      </ReferenceManyField>
      {publishing && <AmazonPublishDialog productId={Number(product.id)} onClose={() => setPublishing(false)} onPublished={() => void refresh()} />}
    </Stack>
  );
};

export default AmazonProductListings;
