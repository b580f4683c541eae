/**
 * Coercions for bodies that arrive as JSON, urlencoded or multipart (ARCHITECTURE §2): in the last two every
 * value is a string, lists may repeat a key or be sent as JSON, and booleans are "1"/"true"/"on".
 */
import { z } from 'zod';
import { idParam, wholeNumber } from './common.schema';

function parseMaybeJson(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (!(s.startsWith('[') || s.startsWith('{'))) return v;
  try {
    return JSON.parse(s);
  } catch {
    return v;
  }
}

/** A list: a real array, a JSON array string, one value, or "a,b,c". Empty → []. */
export const listOf = <T extends z.ZodType>(item: T, max = 50) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      const parsed = parseMaybeJson(v);
      if (Array.isArray(parsed)) return parsed;
      if (typeof parsed === 'string')
        return parsed
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      return [parsed];
    },
    z.array(item).max(max, { message: 'too_many' }),
  );

/** An object sent as JSON or as a JSON string field. */
export const jsonObject = <T extends z.ZodType>(schema: T) => z.preprocess(parseMaybeJson, schema);

const TRUE_WORDS = /^(1|true|on|yes)$/i;
const BOOL_WORDS = /^(1|0|true|false|on|off|yes|no)$/i;

/** true/false from JSON, 1/0, or "1"/"0"/"true"/"false"/"on"/"off"/"yes"/"no"; anything else is invalid. */
export const formBool = z
  .custom<boolean | number | string>(
    (v) => typeof v === 'boolean' || v === 0 || v === 1 || (typeof v === 'string' && BOOL_WORDS.test(v.trim())),
    {
      message: 'invalid',
    },
  )
  .transform((v) => (typeof v === 'boolean' ? v : typeof v === 'number' ? v === 1 : TRUE_WORDS.test(v.trim())));

/** A whole number from JSON or a string of decimal digits (no booleans, hex, exponents or fractions). */
export const formInt = wholeNumber();

/** Attachment ids (POST /api/attachments results). */
export const attachmentIds = listOf(idParam, 10);
