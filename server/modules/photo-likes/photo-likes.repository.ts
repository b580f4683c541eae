/** SQL of photo likes (migration 0819 photo_likes): one row per photo and user, read beside the photos (service_media). */
import type { Db } from '../../lib/db';
import type { publicImageOf } from '../attachments/attachments.service';

type StoredVariants = Parameters<typeof publicImageOf>[0]['variants'];

/** A photo is shown publicly while it is not hidden by moderation and its profile is public (published, ready). */
const SHOWN = `m.hidden_at IS NULL AND qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL`;

/** Every row counts: only a consumer can add one (the contract's access). */
const COUNT = `(SELECT count(*)::int FROM photo_likes l WHERE l.service_media_id = m.id)`;

export interface PhotoTarget {
  id: number;
  owner_id: number;
  shown: boolean;
}

/** The photo with the pro who owns it and whether it is shown publicly; undefined when there is no such photo. */
export function findPhoto(db: Db, photoId: number): Promise<PhotoTarget | undefined> {
  return db.one<PhotoTarget>(
    `SELECT m.id, qs.user_id AS owner_id, (${SHOWN}) AS shown
       FROM service_media m JOIN quote_services qs ON qs.quote_service_id = m.quote_service_id
      WHERE m.id = $1`,
    [photoId],
  );
}

/** Adds the like unless it is there (two likes at once leave one row: the primary key decides), only while shown. */
export async function addLike(db: Db, userId: number, photoId: number): Promise<void> {
  await db.query(
    `INSERT INTO photo_likes (service_media_id, user_id)
     SELECT m.id, $1 FROM service_media m JOIN quote_services qs ON qs.quote_service_id = m.quote_service_id
      WHERE m.id = $2 AND ${SHOWN}
     ON CONFLICT (service_media_id, user_id) DO NOTHING`,
    [userId, photoId],
  );
}

export async function removeLike(db: Db, userId: number, photoId: number): Promise<void> {
  await db.query('DELETE FROM photo_likes WHERE user_id = $1 AND service_media_id = $2', [userId, photoId]);
}

/** Whether the user likes the photo, and how many do. */
export async function likeState(db: Db, userId: number, photoId: number): Promise<{ liked: boolean; like_count: number }> {
  const row = await db.one<{ liked: boolean; like_count: number }>(
    `SELECT EXISTS (SELECT 1 FROM photo_likes WHERE user_id = $1 AND service_media_id = $2) AS liked,
            (SELECT count(*)::int FROM photo_likes WHERE service_media_id = $2) AS like_count`,
    [userId, photoId],
  );
  return row!;
}

/** Whether the profile is public (undefined when not): its counts are read only then. */
export function publicService(db: Db, serviceId: number): Promise<{ quote_service_id: number } | undefined> {
  return db.one(
    `SELECT quote_service_id FROM quote_services qs
      WHERE qs.quote_service_id = $1 AND qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL`,
    [serviceId],
  );
}

/** The counts of a profile's shown photos, in the profile's order, and whether `userId` (when given) likes each. */
export function profileCounts(
  db: Db,
  serviceId: number,
  userId: number | null,
): Promise<{ id: number; like_count: number; liked: boolean | null }[]> {
  return db.many(
    `SELECT m.id, ${COUNT} AS like_count,
            CASE WHEN $2::int IS NULL THEN NULL
                 ELSE EXISTS (SELECT 1 FROM photo_likes l WHERE l.service_media_id = m.id AND l.user_id = $2) END AS liked
       FROM service_media m
      WHERE m.quote_service_id = $1 AND m.hidden_at IS NULL
      ORDER BY m.display_order, m.id`,
    [serviceId, userId],
  );
}

export interface PhotoRow {
  id: number;
  url: string;
  caption: string;
  width: number | null;
  height: number | null;
  attachment_id: number | null;
  variants: StoredVariants | null;
  like_count: number;
}

const PHOTO_COLUMNS = (sfx: 'zh' | 'en') => `m.id, m.url, m.caption_${sfx} AS caption, m.attachment_id, a.variants,
       COALESCE(a.width, m.width) AS width, COALESCE(a.height, m.height) AS height, ${COUNT} AS like_count`;

export interface LikedRow extends PhotoRow {
  liked_at: Date;
  quote_service_id: number;
  slug: string;
  business_name: string;
  total: number;
}

/** A page of the user's liked photos that are still shown, newest like first (a hidden photo's like stays for later). */
export function likedPage(db: Db, userId: number, sfx: 'zh' | 'en', limit: number, offset: number): Promise<LikedRow[]> {
  return db.many<LikedRow>(
    `SELECT ${PHOTO_COLUMNS(sfx)}, l.created AS liked_at, qs.quote_service_id, qs.slug,
            COALESCE(NULLIF(qs.business_name_${sfx}, ''), qs.business_name_zh, qs.business_name_en) AS business_name,
            count(*) OVER ()::int AS total
       FROM photo_likes l
       JOIN service_media m ON m.id = l.service_media_id
       JOIN quote_services qs ON qs.quote_service_id = m.quote_service_id
       LEFT JOIN attachments a ON a.id = m.attachment_id
      WHERE l.user_id = $1 AND ${SHOWN}
      ORDER BY l.created DESC, m.id DESC
      LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
}

export interface OwnServiceRow {
  quote_service_id: number;
  slug: string;
  business_name: string;
  is_public: boolean;
  photos: (Omit<PhotoRow, 'like_count'> & { like_count: number })[];
}

/** The pro's services that are not archived, oldest first, each with its photos (hidden ones left out) and counts. */
export function ownServices(db: Db, userId: number, sfx: 'zh' | 'en'): Promise<OwnServiceRow[]> {
  return db.many<OwnServiceRow>(
    `SELECT qs.quote_service_id, qs.slug,
            COALESCE(NULLIF(qs.business_name_${sfx}, ''), qs.business_name_zh, qs.business_name_en) AS business_name,
            (qs.is_public AND qs.profile_ready_on IS NOT NULL) AS is_public,
            COALESCE((SELECT json_agg(p ORDER BY p.display_order, p.id)
                        FROM (SELECT ${PHOTO_COLUMNS(sfx)}, m.display_order
                                FROM service_media m LEFT JOIN attachments a ON a.id = m.attachment_id
                               WHERE m.quote_service_id = qs.quote_service_id AND m.hidden_at IS NULL) p), '[]') AS photos
       FROM quote_services qs
      WHERE qs.user_id = $1 AND NOT qs.is_archived
      ORDER BY qs.quote_service_id`,
    [userId],
  );
}
