/**
 * pro-newyear (SPEC §2): before Lunar New Year Hong Kong households clean, move, renovate and fix or replace air
 * conditioners and wiring. The page shows how many requests Sifu received in these categories over the last weeks and in
 * the same weeks before the last Lunar New Year, with the sample sizes; these are the groups and the window.
 */

/** The first day of the Lunar New Year (Hong Kong public holiday), by year. */
export const LUNAR_NEW_YEAR_DATES: readonly string[] = [
  '2024-02-10',
  '2025-01-29',
  '2026-02-17',
  '2027-02-06',
  '2028-01-26',
  '2029-02-13',
  '2030-02-03',
  '2031-01-23',
];

/** How many days the page counts: the last 8 weeks, and the 8 weeks before the last Lunar New Year. */
export const NEW_YEAR_WINDOW_DAYS = 56;

export const NEW_YEAR_GROUPS = ['cleaning', 'moving', 'renovation', 'aircon_electrical'] as const;
export type NewYearGroup = (typeof NEW_YEAR_GROUPS)[number];

/** The categories (catalogue slugs) of each group; a slug missing from the catalogue is left out. */
export const NEW_YEAR_CATEGORIES: Record<NewYearGroup, readonly string[]> = {
  cleaning: ['deep-cleaning', 'home-cleaning', 'move-in-cleaning', 'sofa-cleaning', 'aircon-cleaning'],
  moving: ['moving', 'furniture-disposal', 'storage'],
  renovation: ['renovation', 'painting', 'handyman', 'curtain-installation'],
  aircon_electrical: ['aircon-installation', 'electrician'],
};

/** The next Lunar New Year on or after `today` (YYYY-MM-DD, Hong Kong date), and the last one before it. */
export function lunarNewYearAround(today: string): { next: string | null; last: string | null } {
  const next = LUNAR_NEW_YEAR_DATES.find((d) => d >= today) ?? null;
  const before = LUNAR_NEW_YEAR_DATES.filter((d) => d < today);
  return { next, last: before[before.length - 1] ?? null };
}
