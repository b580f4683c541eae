/** Format rules without zod, for code that ships to the browser (the zod schemas build on these). */

/** SPEC §5: local part, @, domain with a dot and a suffix of at least 2 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
