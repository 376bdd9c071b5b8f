import type { CredentialMarketplace } from '../marketplaces/credentialCalls';

export interface SettingsPlatformEntry {
  readonly id: CredentialMarketplace;
}

/**
 * The platforms of the settings page, in the side menu's order: those the server has a connector for,
 * as the side menu shows them. A platform without one has nothing to configure, so it gets no card that
 * would only say so.
 */
export const settingsPlatforms: readonly SettingsPlatformEntry[] = [{ id: 'mercadolibre' }, { id: 'amazon' }];
