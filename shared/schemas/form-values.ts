/**
 * Coercions for bodies that arrive as JSON, urlencoded or multipart (ARCHITECTURE §2): in the last two every
 * value is a string, lists may repeat a key or be sent as JSON, and booleans are "1"/"true"/"on".
 */
import { z } from 'zod';

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
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return [];
    const parsed = parseMaybeJson(v);
    if (Array.isArray(parsed)) return parsed;
    if (typeof parsed === 'string') return parsed.split(',').map((s) => s.trim()).filter(Boolean);
    return [parsed];
  }, z.array(item).max(max, { message: 'too_many' }));

/** An object sent as JSON or as a JSON string field. */
export const jsonObject = <T extends z.ZodType>(schema: T) => z.preprocess(parseMaybeJson, schema);

/** true/false from JSON or "1"/"0"/"true"/"false"/"on"/"off". */
export const formBool = z.preprocess((v) => {
  if (typeof v === 'string') return /^(1|true|on|yes)$/i.test(v.trim());
  if (typeof v === 'number') return v !== 0;
  return v;
}, z.boolean());

/** A whole number from JSON or a numeric string. */
export const formInt = z.coerce.number({ message: 'invalid' }).int({ message: 'invalid' });

/** Attachment ids (POST /api/attachments results). */
export const attachmentIds = listOf(z.coerce.number().int().positive(), 10);
