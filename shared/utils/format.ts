/** Display formats used by both sides that need no language data (dates are in ./dates.ts and ./hk-dates.ts). */

/** Whole dollars as "HK$1,200" (SPEC §1: currency HKD, price decimals 0). */
export function formatHkd(amount: number): string {
  return `HK$${Math.round(amount).toLocaleString('en-US')}`;
}

/** A Hong Kong number as people write it: +85291234567 → "+852 9123 4567"; anything else as given. */
export function formatPhone(phone: string): string {
  const m = /^\+852(\d{4})(\d{4})$/.exec(phone.replace(/\s+/g, ''));
  return m ? `+852 ${m[1]} ${m[2]}` : phone;
}
