/** A table of connected accounts and its columns that hold a marketplace token, encrypted with the one token key. */
export interface TokenColumns {
  table: string;
  /** The row's generated key. */
  key: string;
  columns: readonly string[];
}

export const mercadoLibreTokenColumns: TokenColumns = { table: 'mercadolibre_accounts', key: 'id', columns: ['access_token', 'refresh_token'] };

/** Amazon's access tokens live an hour in memory; only the long-lived refresh token is stored. */
export const amazonTokenColumns: TokenColumns = { table: 'amazon_accounts', key: 'id', columns: ['refresh_token'] };

/** Every marketplace's token columns: what a key rotation re-encrypts. A new marketplace adds its line. */
export const marketplaceTokenColumns: readonly TokenColumns[] = [mercadoLibreTokenColumns, amazonTokenColumns];
