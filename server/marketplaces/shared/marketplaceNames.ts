/** Each marketplace as our sentences and notifications name it, the same in every language. */
export const marketplaceSpokenNames = { mercadolibre: 'Mercado Libre', amazon: 'Amazon' } as const;

export type SpokenMarketplace = keyof typeof marketplaceSpokenNames;
