import { catalogueAppEn } from './catalogueAppEn';
import { catalogueLabelsEn } from './catalogueLabelsEn';
import { productLabelsEn } from './productLabelsEn';

/** The catalogue's English strings as one tree, loaded together the first time English is read. */
export const catalogueMessagesEn = { resources: { productos: productLabelsEn, ...catalogueLabelsEn }, app: { catalogue: catalogueAppEn } };
