/** SQL of reviews (SPEC §3 feedback): public listings, hashed-link reviews, hire reviews and the service rating. */
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';
import type { AttachmentWireRow } from '../attachments/attachments.service';

export type Sfx = 'zh' | 'en';

export interface ReviewRow {
  id: number;
  reviewer_name: string;
  score: number;
  note: string;
  tags: string[];
  comment: string;
  created: string;
  category_slug: string | null;
  category_name: string | null;
  quote_service_id: number;
  service_slug: string;
  business_name: string;
  photos: AttachmentWireRow[] | null;
}

/** The review's photos (stored as snapshots or bare ids in r.attachments), read from attachments for their variants. */
const PHOTOS = `(SELECT json_agg(json_build_object('id', a.id, 'file_name', a.file_name, 'mime', a.mime, 'size', a.size,
      'created', ${utcSql('a.created')}, 'width', a.width, 'height', a.height, 'variants', a.variants) ORDER BY x.ord)
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.attachments) = 'array' THEN r.attachments ELSE '[]' END) WITH ORDINALITY AS x(v, ord)
    JOIN attachments a ON a.id = CASE WHEN jsonb_typeof(x.v) = 'number' THEN (x.v #>> '{}')::int ELSE (x.v ->> 'id')::int END
   WHERE a.mime <> 'application/pdf') AS photos`;

export const columns = (sfx: Sfx) => `r.id, r.reviewer_name, r.score, r.note, r.tags, r.comment, ${utcSql('r.created')} AS created,
  c.slug AS category_slug, c.name_${sfx} AS category_name,
  qs.quote_service_id, qs.slug AS service_slug, qs.business_name_${sfx} AS business_name, ${PHOTOS}`;

export const FROM = `FROM reviews r JOIN quote_services qs ON qs.quote_service_id = r.quote_service_id
  LEFT JOIN quote_categories c ON c.id = r.quote_category_id`;

/** Newest reviews of one public service. */
export async function listForService(
  db: Queryable,
  serviceId: number,
  page: { sfx: Sfx; limit: number; offset: number },
): Promise<ReviewRow[]> {
  const { rows } = await db.query<ReviewRow>(
    `SELECT ${columns(page.sfx)} ${FROM}
      WHERE r.quote_service_id = $1 AND qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL
      ORDER BY r.created DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [serviceId, page.limit, page.offset],
  );
  return rows;
}

/** How many reviews of each score a service has. */
export async function distribution(db: Queryable, serviceId: number): Promise<{ score: number; count: number }[]> {
  const { rows } = await db.query<{ score: number; count: number }>(
    `SELECT score, count(*)::int AS count FROM reviews WHERE quote_service_id = $1 GROUP BY score`,
    [serviceId],
  );
  return rows;
}

/** The service's public rating summary, or nothing when it is not public. */
export async function serviceRating(db: Queryable, serviceId: number): Promise<{ rating: number; review_count: number } | undefined> {
  const { rows } = await db.query<{ rating: number; review_count: number }>(
    `SELECT rating, review_count FROM quote_services WHERE quote_service_id = $1 AND is_public AND NOT is_archived AND profile_ready_on IS NOT NULL`,
    [serviceId],
  );
  return rows[0];
}

/**
 * Recent reviews with a written note, optionally for one category and pros serving one district:
 * never the same text twice (the newest copy wins), at most `perPro` per pro, and only scores ≥ `minScore` when
 * given (the home page's "what customers say" shows good, distinct, recent reviews).
 */
export async function recent(
  db: Queryable,
  f: { categoryId?: number; districtId?: number; minScore?: number; limit: number; sfx: Sfx },
): Promise<ReviewRow[]> {
  const perPro = f.minScore ? 1 : 2;
  const { rows } = await db.query<ReviewRow>(
    `SELECT ${columns(f.sfx)} ${FROM}
      WHERE r.id IN (
        SELECT x.id FROM (
          SELECT t.id, t.created, row_number() OVER (PARTITION BY t.quote_service_id ORDER BY t.created DESC, t.id DESC) AS pro_rank
            FROM (SELECT DISTINCT ON (lower(btrim(r.note))) r.id, r.created, r.quote_service_id
                    ${FROM}
                   WHERE qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL AND length(r.note) >= 20
                     AND ($1::int IS NULL OR r.quote_category_id = $1)
                     AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM service_areas sa WHERE sa.quote_service_id = qs.quote_service_id AND sa.district_id = $2))
                     AND ($4::int IS NULL OR r.score >= $4)
                   ORDER BY lower(btrim(r.note)), r.created DESC, r.id DESC) t
        ) x
        WHERE x.pro_rank <= $5
        ORDER BY x.created DESC, x.id DESC LIMIT $3)
      ORDER BY r.created DESC, r.id DESC`,
    [f.categoryId ?? null, f.districtId ?? null, f.limit, f.minScore ?? null, perPro],
  );
  return rows;
}

export interface LinkServiceRow {
  quote_service_id: number;
  slug: string;
  business_name: string;
  rating: number;
  review_count: number;
  categories: { id: number; slug: string; name: string }[];
}

/** The public service a review link points at, when id and hash match. */
export async function serviceForLink(db: Queryable, id: number, hash: string, sfx: Sfx): Promise<LinkServiceRow | undefined> {
  const { rows } = await db.query<LinkServiceRow>(
    `SELECT qs.quote_service_id, qs.slug, qs.business_name_${sfx} AS business_name, qs.rating, qs.review_count,
            COALESCE((SELECT json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name_${sfx}) ORDER BY c.display_order, c.id)
                        FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
                       WHERE sc.quote_service_id = qs.quote_service_id AND c.is_active), '[]') AS categories
       FROM quote_services qs
      WHERE qs.quote_service_id = $1 AND qs.review_hash = $2 AND qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL`,
    [id, hash],
  );
  return rows[0];
}

export interface NewLinkReview {
  quote_service_id: number;
  reviewer_name: string;
  score: number;
  note: string;
  quote_category_id: number | null;
  language: string;
  device_id: string | null;
}

/** Stores a hashed-link review; returns nothing when this device already reviewed this service. */
export async function insertLinkReview(db: Queryable, r: NewLinkReview): Promise<{ id: number } | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO reviews (quote_service_id, reviewer_name, score, note, quote_category_id, language, device_id, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'link')
     ON CONFLICT (quote_service_id, device_id) WHERE source = 'link' AND device_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [r.quote_service_id, r.reviewer_name, r.score, r.note, r.quote_category_id, r.language, r.device_id],
  );
  return rows[0];
}

/** Whether the hire behind a bid has a review already (a review hidden by Sifu counts: it may be restored). */
export async function existsForBid(db: Queryable, bidId: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM reviews WHERE quote_bid_id = $1 UNION ALL SELECT 1 FROM hidden_reviews WHERE quote_bid_id = $1',
    [bidId],
  );
  return rows.length > 0;
}

/** The reviewing consumer's names (for the public display name) and language. */
export async function reviewerUser(
  db: Queryable,
  userId: number,
): Promise<{ username: string; first_name: string; last_name: string; language: string }> {
  const { rows } = await db.query('SELECT username, first_name, last_name, language FROM users WHERE id = $1', [userId]);
  return rows[0];
}

export interface NewHireReview {
  serviceId: number;
  bidId: number;
  userId: number;
  reviewerName: string;
  categoryId: number;
  score: number;
  note: string;
  isSatisfied: boolean;
  tags: string[];
  attachments: unknown[];
  comment: string;
  language: string;
}

/** Stores the hiring consumer's review of a bid; returns its id. */
export async function insertHireReview(db: Queryable, r: NewHireReview): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO reviews (quote_service_id, quote_bid_id, user_id, reviewer_name, quote_category_id, score, note, is_satisfied, tags, attachments, comment, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      r.serviceId,
      r.bidId,
      r.userId,
      r.reviewerName,
      r.categoryId,
      r.score,
      r.note,
      r.isSatisfied,
      r.tags,
      JSON.stringify(r.attachments),
      r.comment,
      r.language,
    ],
  );
  return rows[0].id;
}

/** The review link token of a service owned by a user (for the pro to share). */
export async function ownedReviewHash(db: Queryable, serviceId: number, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ review_hash: string }>(
    `SELECT review_hash FROM quote_services WHERE quote_service_id = $1 AND user_id = $2`,
    [serviceId, userId],
  );
  return rows[0]?.review_hash;
}

/** The pro's public reply on a review of their service; an empty reply clears it and its time. False: no such review. */
export async function setReply(q: Queryable, serviceId: number, reviewId: number, comment: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE reviews SET comment = $3, replied_on = CASE WHEN $3 = '' THEN NULL ELSE now() END
      WHERE id = $2 AND quote_service_id = $1`,
    [serviceId, reviewId, comment],
  );
  return (rowCount ?? 0) > 0;
}
