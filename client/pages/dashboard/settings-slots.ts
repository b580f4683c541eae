/**
 * Settings sections drawn by other features, by section name. A section listed here appears in the
 * settings menu at settings/{name}; one that is not listed does not exist (its URL is a 404).
 *
 * `connected`: the Google / Apple / Facebook connections (client/features/accounts/components).
 * `payout`: a pro's payout account for safety payments (client/features/safety-payments), only with its flag.
 */
import type { ComponentType } from 'react';
import { PrivacySettings } from '@client/features/privacy/components/privacy-settings';
import { ConnectedAccounts } from '@client/features/accounts/components/connected-accounts';
import { PayoutAccountSettings } from '@client/features/safety-payments/components/payout-account-settings';

export type SettingsSlot = 'connected' | 'privacy' | 'payout';

export const SETTINGS_SLOTS: Partial<Record<SettingsSlot, ComponentType>> = {
  connected: ConnectedAccounts,
  privacy: PrivacySettings,
  payout: PayoutAccountSettings,
};
