/** Building blocks used by every domain schema: safe strings, ids, paging. */
import { z } from 'zod';
import { MAX_SHORT_FIELD, MAX_TEXT_FIELD } from '../domain/limits';

const noNul = (s: string) => !s.includes('\u0000');

/** A trimmed single-line string without NUL bytes, at most `max` characters. */
export const shortText = (max = MAX_SHORT_FIELD) =>
  z.string().trim().max(max, { message: 'too_long' }).refine(noNul, { message: 'invalid_characters' });

/** A multi-line text without NUL bytes. */
export const longText = (max = MAX_TEXT_FIELD) =>
  z.string().max(max, { message: 'too_long' }).refine(noNul, { message: 'invalid_characters' });

/** PostgreSQL `integer`: every id column. */
export const PG_INT_MAX = 2_147_483_647;

const DIGITS = /^-?\d{1,15}$/;

/** True for a JSON integer or a string of decimal digits ("12", "-3"); never a boolean, hex, exponent or fraction. */
export function isWholeNumberLike(v: unknown): v is number | string {
  if (typeof v === 'number') return Number.isSafeInteger(v);
  return typeof v === 'string' && DIGITS.test(v.trim());
}

/**
 * A whole number sent as a JSON integer or as decimal digits (query strings, form fields): `true`, `"0x10"`,
 * `"1e3"`, `"1.5"` and `""` are refused with `message`. Whole HKD amounts, counts, scores and ids use this.
 */
export const wholeNumber = (opts: { min?: number; max?: number; message?: string } = {}) => {
  const message = opts.message ?? 'invalid';
  return z
    .custom<number | string>(isWholeNumberLike, { message })
    .transform((v) => Number(typeof v === 'string' ? v.trim() : v))
    .pipe(
      z
        .number()
        .min(opts.min ?? Number.MIN_SAFE_INTEGER, { message: opts.message ?? 'too_small' })
        .max(opts.max ?? Number.MAX_SAFE_INTEGER, { message: opts.message ?? 'too_big' }),
    );
};

/** A row id: positive and within PostgreSQL's integer range. */
export const idParam = wholeNumber({ min: 1, max: PG_INT_MAX });
/** Path params `{id}`. */
export const idParams = z.object({ id: idParam });
export const pageParam = wholeNumber({ min: 1, max: 10_000 }).default(1);

/** A staff decision's reason where the person concerned must be told why (a rejection, a block, a suspension). */
export const requiredReason = () => shortText(500).min(1, { message: 'required' });
/** A staff decision's reason where it may be left out (an approval, a release). */
export const optionalReason = () => shortText(500).optional().default('');

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  });
export interface Paged<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
  total_pages: number;
}
