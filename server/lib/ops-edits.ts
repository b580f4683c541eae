/**
 * What every back-office data editor shares (promotions, packages, CMS pages, category texts): the page size of its
 * lists, the 409 of an edit made from an older version, a taken slug or code as a field error, and the audit's
 * before/after reduced to the fields that changed (a 40,000-character article body is stored only when it changed).
 */
import { ERROR_CODES, type FieldErrors } from '@shared/api/api-error';
import type { Paged } from '@shared/schemas/common.schema';
import { badRequest, conflict, notFound } from './errors';

export const OPS_PAGE_SIZE = 30;

export function pageOf<T>(items: T[], total: number, page: number, pageSize = OPS_PAGE_SIZE): Paged<T> {
  return { items, page, page_size: pageSize, total, total_pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The edit named a version someone else already replaced: reload and edit again (nothing was written). */
export const editConflict = () => conflict(ERROR_CODES.CONFLICT, 'ops_data_changed_meanwhile');

/** An UPDATE … WHERE version = $v changed nothing: 404 when the row is gone, else 409. */
export function missedEdit(exists: boolean): never {
  throw exists ? editConflict() : notFound();
}

/** 400 with one field's error, like a schema failure (the console shows it at the field). */
export const fieldError = (field: string, key: string) => badRequest('validation', { [field]: key } satisfies FieldErrors);

/** PostgreSQL unique_violation, optionally of one constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && (!constraint || e.constraint === constraint);
}

/**
 * Runs a write whose unique field (a slug, a code) it checks first: two writes claiming the same value at once both
 * pass the check, the unique index stops the second, and its operator sees the same field error as after the check.
 */
export async function uniqueWrite<T>(field: string, key: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError(field, key);
    throw err;
  }
}

/** The fields whose values differ, as the audit's before and after (null when nothing changed). */
export function changes<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | null {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

/**
 * A forget() prefix no cache entry uses: it tells every instance's sitemap router (server/ssr/sitemap.router.ts) to
 * stop serving sitemap snapshots stored before now, so a page taken down leaves the sitemap at once.
 */
export const SITEMAP_STALE = 'sitemap-stale:';
