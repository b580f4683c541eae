/** HKD in whole dollars (SPEC §1: price decimals 0). */
export const CURRENCY = 'HKD';

export function isWholeHkd(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Formats whole dollars as "HK$1,200". */
export function formatHkd(amount: number): string {
  return `HK$${Math.round(amount).toLocaleString('en-US')}`;
}
