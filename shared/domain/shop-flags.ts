/**
 * Whether the shop is open (docs/decisions/0038), on its own so that public pages (a profile's or a category's shop
 * strip) can ask without carrying the shop's state machines (shop.ts) in their first JavaScript.
 */
import type { FeatureFlags } from '../config/feature-flags';

/**
 * SPEC §6 flags `shop` (the pages and the editor's Shop step) and `nshop` (the shop's calls, SPEC §7): the shop is
 * open only with both on; otherwise every shop route redirects home and every shop call answers 404.
 */
export function shopEnabled(flags: Pick<FeatureFlags, 'shop' | 'nshop'>): boolean {
  return flags.shop && flags.nshop;
}
