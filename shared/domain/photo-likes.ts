/**
 * Photo likes (SPEC §7 photo service likes, §6 flag `photo`), on their own so that the public profile can ask whether
 * they are on without carrying anything else in its first JavaScript.
 */
import type { FeatureFlags } from '../config/feature-flags';

/** SPEC §6 flag `photo`: off, the photo pages redirect home, the like calls answer 404 and no like control shows. */
export function photoEnabled(flags: Pick<FeatureFlags, 'photo'>): boolean {
  return flags.photo;
}

/** SPEC §9: the liked photos come on one page of 9999 (in practice, all of them). */
export const LIKED_PHOTOS_PAGE_SIZE = 9999;
