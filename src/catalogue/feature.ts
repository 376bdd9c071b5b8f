import { catalogueResources } from '../../resources/catalogue';
import type { Feature } from '../app/feature';
import { catalogueEntries, catalogueScreens } from '.';
import { createCatalogueCalls } from './catalogueCalls';
import { catalogueAppEs } from './i18n/catalogueAppEs';
import { catalogueLabelsEs } from './i18n/catalogueLabelsEs';
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
    en: () => import('./i18n/catalogueMessagesEn').then((module) => module.catalogueMessagesEn),
  },
};
