/** Display formats used by both sides that need no language data (dates are in ./dates.ts and ./hk-dates.ts). */

/** Whole dollars as "HK$1,200" (SPEC §1: currency HKD, price decimals 0). */
export function formatHkd(amount: number): string {
  return `HK$${Math.round(amount).toLocaleString('en-US')}`;
}
