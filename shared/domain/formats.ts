/** Format rules without zod, for code that ships to the browser (the zod schemas build on these). */

/**
 * SPEC §5, narrowed to what mail servers accept (RFC 5321/5322 addr-spec without the obsolete and quoted forms):
 * - local part: a dot-atom of RFC 5322 atext (ASCII letters, digits and !#$%&'*+/=?^_`{|}~-), at most 64 characters;
 *   quoted local parts ("<script>…"@x.com) and the specials <>()[]\,;:" or spaces are refused;
 * - domain: a hostname of dot-separated labels (letters, digits, inner hyphens; at most 63 characters each), unicode
 *   labels allowed for internationalised domains, ending in a suffix of at least 2 letters or a punycode (xn--) label;
 * - the whole address at most 254 characters (the SMTP path limit less its angle brackets).
 */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '(?=[^.@]{1,63}\\.)[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?';
const SUFFIX = '(?:\\p{L}[\\p{L}\\p{M}]{1,62}|[xX][nN]--[a-zA-Z0-9-]{1,59})';
export const EMAIL_PATTERN = new RegExp(`^(?=[^]{6,254}$)(?=[^@]{1,64}@)${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+${SUFFIX}$`, 'u');

export const DEFAULT_PHONE_COUNTRY_CODE = '+852';

/** SPEC §5: a number without a leading + gets the HK prefix; spaces, dashes and brackets are dropped. */
export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim().replace(/[\s\-().]/g, '');
  const withPrefix = trimmed.startsWith('+') ? trimmed : `${DEFAULT_PHONE_COUNTRY_CODE}${trimmed.replace(/^00/, '')}`;
  if (!/^\+\d{7,15}$/.test(withPrefix)) return null;
  if (withPrefix.startsWith('+852') && !/^\+852[2-9]\d{7}$/.test(withPrefix)) return null;
  return withPrefix;
}
