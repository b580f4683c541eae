/**
 * When the data behind each public listing page last changed, for the sitemap's <lastmod>: never
 * "now", always the newest row the page shows. Times are UTC 'YYYY-MM-DD HH:mm:ss' (ARCHITECTURE §2).
 */
import { SERVER_CACHE_TTL_S } from '@shared/domain/limits';
import type { Queryable } from '../lib/db';
import { utcSql } from '../lib/sql-time';

export interface Lastmods {
  /** Category slug → its pros, reviews, requests, quotes and guides. */
  categories: Map<string, string>;
  /** District slug → the pros serving it and their reviews. */
  districts: Map<string, string>;
  /** Pro profile id → the profile and its reviews. */
  pros: Map<number, string>;
  /** The newest public pro or review anywhere (the lists of all pros). */
  allPros: string | null;
}

type Row<K> = { key: K; lastmod: string };

const toMap = <K>(rows: Row<K>[]) => new Map(rows.filter((r) => r.lastmod).map((r) => [r.key, r.lastmod]));

const PUBLIC_PRO = `qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL`;

/** Per active category: its public pros, reviews, requests, sent quotes and the guides about it. */
export async function categoryLastmods(db: Queryable): Promise<Map<string, string>> {
  const { rows } = await db.query<Row<string>>(
    `SELECT c.slug AS key, ${utcSql(`GREATEST(
        (SELECT max(qs.modified) FROM service_categories sc JOIN quote_services qs USING (quote_service_id)
          WHERE sc.quote_category_id = c.id AND ${PUBLIC_PRO}),
        (SELECT max(r.created) FROM reviews r WHERE r.quote_category_id = c.id),
        (SELECT max(q.created) FROM quote_requests q WHERE q.quote_category_id = c.id),
        (SELECT max(b.quote_sent_on) FROM quote_bids b JOIN quote_requests q USING (quote_request_id) WHERE q.quote_category_id = c.id),
        (SELECT max(p.modified) FROM content_pages p WHERE p.is_published AND c.slug = ANY (p.category_slugs)),
        c.modified)`)} AS lastmod
       FROM quote_categories c WHERE c.is_active`,
  );
  return toMap(rows);
}

/** Per district: the public pros serving it and their reviews. */
export async function districtLastmods(db: Queryable): Promise<Map<string, string>> {
  const { rows } = await db.query<Row<string>>(
    `SELECT d.slug AS key, ${utcSql(`GREATEST(max(qs.modified), max(r.last_review))`)} AS lastmod
       FROM districts d
       JOIN service_areas sa ON sa.district_id = d.id
       JOIN quote_services qs ON qs.quote_service_id = sa.quote_service_id AND ${PUBLIC_PRO}
       LEFT JOIN (SELECT quote_service_id, max(created) AS last_review FROM reviews GROUP BY quote_service_id) r
         ON r.quote_service_id = qs.quote_service_id
      GROUP BY d.slug`,
  );
  return toMap(rows);
}

/** Per public pro profile: the profile itself and its newest review. */
export async function proLastmods(db: Queryable): Promise<Map<number, string>> {
  const { rows } = await db.query<Row<number>>(
    `SELECT qs.quote_service_id AS key, ${utcSql(`GREATEST(qs.modified, (SELECT max(r.created) FROM reviews r WHERE r.quote_service_id = qs.quote_service_id))`)} AS lastmod
       FROM quote_services qs WHERE ${PUBLIC_PRO}`,
  );
  return toMap(rows);
}

/** All of the above in one go. */
export async function lastmods(db: Queryable): Promise<Lastmods> {
  const [categories, districts, pros] = await Promise.all([categoryLastmods(db), districtLastmods(db), proLastmods(db)]);
  return { categories, districts, pros, allPros: latest([...pros.values()]) };
}

/** The newest of some UTC times (they sort as text), or null when there are none. */
export function latest(times: (string | null | undefined)[]): string | null {
  let out: string | null = null;
  for (const t of times) if (t && (!out || t > out)) out = t;
  return out;
}

/**
 * The stored section if it was built within the server cache TTL, and after `builtAfter` (the last time public pages
 * changed under it: a page taken down must not stay in the sitemap until the next refresh).
 */
export async function freshSnapshot(q: Queryable, section: string, builtAfter: Date | null = null): Promise<string | undefined> {
  const { rows } = await q.query<{ body: string }>(
    `SELECT body FROM sitemap_snapshots
      WHERE section = $1 AND built_at > now() - make_interval(secs => $2) AND ($3::timestamptz IS NULL OR built_at > $3)`,
    [section, SERVER_CACHE_TTL_S, builtAfter],
  );
  return rows[0]?.body;
}

/** Each fresh section's newest <lastmod>, for the sitemap index. */
export async function snapshotLastmods(q: Queryable): Promise<Map<string, string>> {
  const { rows } = await q.query<{ section: string; lastmod: string }>(
    `SELECT section, to_char(lastmod AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS lastmod FROM sitemap_snapshots
      WHERE lastmod IS NOT NULL AND built_at > now() - make_interval(secs => $1)`,
    [SERVER_CACHE_TTL_S],
  );
  return new Map(rows.map((r) => [r.section, r.lastmod]));
}

/** Stores (or replaces) one section as the refresh job built it; `lastmod` is a UTC 'YYYY-MM-DD HH:mm:ss' string. */
export async function storeSnapshot(q: Queryable, s: { section: string; body: string; lastmod: string | null }): Promise<void> {
  await q.query(
    `INSERT INTO sitemap_snapshots (section, body, lastmod, built_at) VALUES ($1, $2, $3::timestamp AT TIME ZONE 'UTC', now())
     ON CONFLICT (section) DO UPDATE SET body = EXCLUDED.body, lastmod = EXCLUDED.lastmod, built_at = EXCLUDED.built_at`,
    [s.section, s.body, s.lastmod],
  );
}
