import Box from '@mui/material/Box';
import { Show, TabbedShowLayout, TabbedShowLayoutTabs, useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { productCustomerPrices, productPrices } from '../../../resources/catalogue';
import { productContractLines, productLanguages, productProductionOrders, productReplenishment } from '../../../resources/catalogue/productLinks';
import { productSupplierPrices } from '../../../resources/catalogue/productPrices';
import { ProductListings } from './ProductListings';
import { ProductRelatedList } from './ProductRelatedList';
import { ProductSheetActions } from './ProductSheetActions';
import { ProductSummary } from './ProductSummary';

const related = [
  productPrices,
  productCustomerPrices,
  productSupplierPrices,
  productLanguages,
  productReplenishment,
  productContractLines,
  productProductionOrders,
];

/**
 * /productos/ver/{id}: read again whenever the path changes; below the tabs, where the product is listed.
 * The eight tabs are wider than a phone: they scroll sideways on their own, the page does not.
 */
export const ProductSheet = () => {
  const { id } = useParams();
  const { pathname } = useLocation();
  const translate = useTranslate();
  return (
    <Show resource="productos" id={id} key={pathname} actions={<ProductSheetActions />}>
      <TabbedShowLayout syncWithLocation={false} tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
        <TabbedShowLayout.Tab label="app.catalogue.products.tabs.summary">
          <ProductSummary label={false} />
        </TabbedShowLayout.Tab>
        {related.map((declaration) => (
          // A tab names the whole related list: the plural form, chosen here since the tab's own translate gives no count.
          <TabbedShowLayout.Tab key={declaration.name} label={translate(`resources.${declaration.name}.name`, { smart_count: 2 })}>
            <ProductRelatedList declaration={declaration} />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
      <Box sx={{ p: 2 }}>
        <ProductListings />
      </Box>
    </Show>
  );
};

export default ProductSheet;
