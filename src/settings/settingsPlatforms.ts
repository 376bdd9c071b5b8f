import type { CredentialMarketplace } from '../marketplaces/credentialCalls';

export type SettingsPlatform = 'mercadolibre' | 'amazon' | 'walmart' | 'anymarket' | 'tienda';

export interface SettingsPlatformEntry {
  readonly id: SettingsPlatform;
  /** Whose credentials the start-up loading reads; others have none to read. */
  readonly credentials?: CredentialMarketplace;
  /** Only a platform with a server connector can be connected from here. */
  readonly hasConnector: boolean;
}

/** Every platform of the settings page, in the side menu's order. */
export const settingsPlatforms: readonly SettingsPlatformEntry[] = [
  { id: 'mercadolibre', credentials: 'mercadolibre', hasConnector: true },
  { id: 'amazon', credentials: 'amazon', hasConnector: true },
  { id: 'walmart', credentials: 'walmart', hasConnector: false },
  { id: 'anymarket', hasConnector: false },
  { id: 'tienda', hasConnector: false },
];
