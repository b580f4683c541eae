/**
 * Payouts (docs/decisions/0037): the bank file that pays pros what they are owed. Two things owe through it: released
 * safety payments and completed shop orders (docs/decisions/0038), so finance's payouts and a pro's payout account
 * exist while either is on.
 */
import type { FeatureFlags } from '../config/feature-flags';
import { shopEnabled } from './shop';

export function payoutsEnabled(flags: Pick<FeatureFlags, 'safetyPayment' | 'shop' | 'nshop'>): boolean {
  return flags.safetyPayment || shopEnabled(flags);
}
