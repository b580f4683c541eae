/**
 * Translation keys the browser could not find at run time (SPEC §7): reported in small batches, listed for the
 * content team until someone marks them fixed. Keys built at run time and stale cached locale files slip past the
 * CI check of the locale files; these reports catch them.
 */
import { z } from 'zod';
import { LANGUAGES, NAMESPACES } from '../i18n/i18n-config';
import { pageParam, pagedSchema } from './common.schema';

/** Most keys one report carries (the browser sends at most this many per page load). */
export const MISSING_KEYS_PER_REPORT = 20;
export const MISSING_KEY_MAX = 200;
/** Rows kept at most: once full, new keys are ignored (known ones still count), so junk cannot grow the table. */
export const MISSING_TRANSLATIONS_CAP = 5000;

// eslint-disable-next-line no-control-regex
const noControl = (s: string) => !/[\u0000-\u001f\u007f-\u009f]/.test(s);

/** The check of missingKeySchema without zod, for the browser (zod is inert there): whether the server takes it. */
export const isReportableKey = (i: { lng: string; ns: string; key: string }): i is MissingKey =>
  (LANGUAGES as readonly string[]).includes(i.lng) &&
  (NAMESPACES as readonly string[]).includes(i.ns) &&
  i.key.length > 0 &&
  i.key.length <= MISSING_KEY_MAX &&
  noControl(i.key);

export const missingKeySchema = z.object({
  lng: z.enum(LANGUAGES, { message: 'invalid_option' }),
  ns: z.enum(NAMESPACES, { message: 'invalid_option' }),
  key: z
    .string({ message: 'required' })
    .min(1, { message: 'required' })
    .max(MISSING_KEY_MAX, { message: 'too_long' })
    .refine(noControl, { message: 'invalid_characters' }),
});
export type MissingKey = z.infer<typeof missingKeySchema>;

export const missingReportSchema = z.object({
  items: z
    .array(missingKeySchema, { message: 'invalid' })
    .min(1, { message: 'too_few' })
    .max(MISSING_KEYS_PER_REPORT, { message: 'too_many' }),
  /** The page the keys were missing on (no query string: it may carry personal data). */
  path: z.string().max(MISSING_KEY_MAX, { message: 'too_long' }).refine(noControl, { message: 'invalid_characters' }).optional(),
});
export type MissingReport = z.infer<typeof missingReportSchema>;

export const missingReportResultSchema = z.object({ stored: z.number().int() });

export const missingTranslationSchema = z.object({
  id: z.number().int(),
  lng: z.enum(LANGUAGES),
  ns: z.enum(NAMESPACES),
  key: z.string(),
  count: z.number().int(),
  first_seen: z.string(),
  last_seen: z.string(),
  last_path: z.string().nullable(),
});
export type MissingTranslation = z.infer<typeof missingTranslationSchema>;

export const missingTranslationPageSchema = pagedSchema(missingTranslationSchema);
export const missingTranslationQuerySchema = z.object({ page: pageParam });
