import { catalogueResources } from '../../resources/catalogue';
import type { Feature } from '../app/feature';
import { catalogueEntries, catalogueScreens } from '.';
import { createCatalogueCalls } from './catalogueCalls';
import { catalogueAppEn } from './i18n/catalogueAppEn';
import { catalogueAppEs } from './i18n/catalogueAppEs';
import { catalogueLabelsEn } from './i18n/catalogueLabelsEn';
import { catalogueLabelsEs } from './i18n/catalogueLabelsEs';
import { productLabelsEn } from './i18n/productLabelsEn';
import { productLabelsEs } from './i18n/productLabelsEs';

/** The ERP section: products, warehouses, categories, customers and orders. */
export const catalogueFeature: Feature = {
  id: 'catalogue',
  entries: catalogueEntries,
  declarations: catalogueResources,
  screens: catalogueScreens,
  calls: createCatalogueCalls,
  messages: {
    es: { resources: { productos: productLabelsEs, ...catalogueLabelsEs }, app: { catalogue: catalogueAppEs } },
    en: { resources: { productos: productLabelsEn, ...catalogueLabelsEn }, app: { catalogue: catalogueAppEn } },
  },
};
