/** How a publication came to be linked to a product: by its SKU or GTIN, or chosen by hand. */
export const linkOrigins = ['sku', 'manual'] as const;
export type LinkOrigin = (typeof linkOrigins)[number];

/** Each origin as the history's Spanish sentence says it: the server's stored text and the Spanish screen say it alike. */
export const linkOriginWordsEs: Readonly<Record<LinkOrigin, string>> = {
  sku: 'vinculado automáticamente por SKU o GTIN',
  manual: 'vinculado a mano',
};
