/** HKD in whole dollars (SPEC §1: price decimals 0). */
export const CURRENCY = 'HKD';

export function isWholeHkd(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
