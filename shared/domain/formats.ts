/** Format rules without zod, for code that ships to the browser (the zod schemas build on these). */

/** SPEC §5: local part, @, domain with a dot and a suffix of at least 2 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export const DEFAULT_PHONE_COUNTRY_CODE = '+852';

/** SPEC §5: a number without a leading + gets the HK prefix; spaces, dashes and brackets are dropped. */
export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim().replace(/[\s\-().]/g, '');
  const withPrefix = trimmed.startsWith('+') ? trimmed : `${DEFAULT_PHONE_COUNTRY_CODE}${trimmed.replace(/^00/, '')}`;
  if (!/^\+\d{7,15}$/.test(withPrefix)) return null;
  if (withPrefix.startsWith('+852') && !/^\+852[2-9]\d{7}$/.test(withPrefix)) return null;
  return withPrefix;
}
