/**
 * The global marketplace's screens (`/amazon/{section}`) serve other marketplaces too: Linio and
 * Claro Shop have no screens of their own, theirs are Amazon's filtered by the marketplace
 * (`?marketplace=linio`). Pure data, for the menu, the notifications and the lists.
 */
export const globalMarketplaces = ['amazon', 'linio', 'claroshop'] as const;
export type GlobalMarketplace = (typeof globalMarketplaces)[number];

/**
 * The marketplace a record of the global screens came through, as they filter it: Amazon's own
 * records are Amazon's; a served marketplace's, once read, carry its name.
 */
export const globalMarketplaceChannel = { kind: 'string', max: 32, required: true, filterable: true, default: 'amazon' } as const;

/** The marketplace the global screens show when the address names none. */
export const defaultGlobalMarketplace: GlobalMarketplace = 'amazon';

export const isGlobalMarketplace = (name: string | null | undefined): name is GlobalMarketplace =>
  (globalMarketplaces as readonly (string | null | undefined)[]).includes(name);

/** The global screen of a section for one marketplace: Amazon's own address, the others with their filter. */
export const globalMarketplacePath = (marketplace: GlobalMarketplace, section: string): string =>
  marketplace === defaultGlobalMarketplace ? `/amazon/${section}` : `/amazon/${section}?marketplace=${marketplace}`;
