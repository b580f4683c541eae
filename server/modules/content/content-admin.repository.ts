/** SQL of the back office's CMS editor: content_pages as operators list, write, publish, schedule and take down. */
import type { ContentInput, ContentState, OpsContentListQuery } from '@shared/schemas/ops-data.schema';
import type { ContentKind } from '@shared/schemas/content.schema';
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';

const STATE_SQL = `CASE WHEN NOT is_published THEN 'draft' WHEN published_on > now() THEN 'scheduled' ELSE 'published' END`;

export interface OpsContentRow {
  id: number;
  kind: ContentKind;
  slug: string;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  body_zh: string;
  body_en: string;
  genre_slug: string | null;
  category_slugs: string[];
  state: ContentState;
  published_on: string;
  modified: string;
  version: number;
}

const SUMMARY_COLUMNS = `id, kind, slug, title_zh, title_en, ${STATE_SQL} AS state, ${utcSql('published_on')} AS published_on,
  ${utcSql('modified')} AS modified, version`;
const COLUMNS = `${SUMMARY_COLUMNS}, summary_zh, summary_en, body_zh, body_en, genre_slug, category_slugs`;

export type OpsContentSummaryRow = Pick<
  OpsContentRow,
  'id' | 'kind' | 'slug' | 'title_zh' | 'title_en' | 'state' | 'published_on' | 'modified' | 'version'
>;

/** One page of pages, last changed first, searched by slug or title, of one kind and state. */
export async function listPages(
  q: Queryable,
  f: Omit<OpsContentListQuery, 'page'>,
  limit: number,
  offset: number,
): Promise<{ rows: OpsContentSummaryRow[]; total: number }> {
  const where = `($1::text IS NULL OR slug ILIKE '%' || $1 || '%' OR title_zh ILIKE '%' || $1 || '%' OR title_en ILIKE '%' || $1 || '%')
    AND ($2::text IS NULL OR kind = $2) AND ($3::text IS NULL OR ${STATE_SQL} = $3)`;
  const params = [f.q || null, f.kind ?? null, f.state ?? null];
  const [{ rows }, count] = await Promise.all([
    q.query<OpsContentSummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM content_pages WHERE ${where} ORDER BY modified DESC, id DESC LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM content_pages WHERE ${where}`, params),
  ]);
  return { rows, total: count.rows[0].n };
}

export async function findPage(q: Queryable, id: number, lock = false): Promise<OpsContentRow | undefined> {
  const { rows } = await q.query<OpsContentRow>(`SELECT ${COLUMNS} FROM content_pages WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export async function slugTaken(q: Queryable, slug: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM content_pages WHERE slug = $1 AND id IS DISTINCT FROM $2', [slug, exceptId]);
  return rows.length > 0;
}

type Texts = Omit<ContentInput, 'kind'>;
const textValues = (p: Texts) => [
  p.slug,
  p.title_zh,
  p.title_en,
  p.summary_zh,
  p.summary_en,
  p.body_zh,
  p.body_en,
  p.genre_slug,
  p.category_slugs,
];

/** A new page starts as a draft: nobody sees it until it is published. */
export async function insertPage(q: Queryable, p: ContentInput): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO content_pages (slug, title_zh, title_en, summary_zh, summary_en, body_zh, body_en, genre_slug, category_slugs, kind, is_published)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false) RETURNING id`,
    [...textValues(p), p.kind],
  );
  return rows[0].id;
}

/** Writes the texts only over the version they were edited from; false when that version is no longer there. */
export async function updatePage(q: Queryable, id: number, version: number, p: Texts): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE content_pages
        SET slug = $1, title_zh = $2, title_en = $3, summary_zh = $4, summary_en = $5, body_zh = $6, body_en = $7, genre_slug = $8,
            category_slugs = $9, modified = now(), version = version + 1
      WHERE id = $10 AND version = $11`,
    [...textValues(p), id, version],
  );
  return rowCount === 1;
}

/**
 * Publishes (from `at`, or now), or takes the page down. Publishing a page that is already public without a time
 * keeps its publication date (the article's date does not move); a draft or a page taken down is dated now.
 */
export async function setPublished(q: Queryable, id: number, version: number, publish: boolean, at: string | null): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE content_pages
        SET is_published = $3,
            published_on = CASE
              WHEN NOT $3 THEN published_on
              WHEN $4::text IS NOT NULL THEN $4::timestamp AT TIME ZONE 'UTC'
              WHEN is_published AND published_on <= now() THEN published_on
              ELSE now() END,
            modified = now(), version = version + 1
      WHERE id = $1 AND version = $2`,
    [id, version, publish, at],
  );
  return rowCount === 1;
}

/**
 * Scheduled pages that became public within the last `seconds` (the schedule sweep then drops the caches). A page
 * was scheduled when its publication time lies after its last change; one published at once never is.
 */
export async function pagesBecamePublic(q: Queryable, seconds: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM content_pages
      WHERE is_published AND published_on > modified AND published_on <= now() AND published_on > now() - make_interval(secs => $1)`,
    [seconds],
  );
  return rows[0].n;
}
