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

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

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
