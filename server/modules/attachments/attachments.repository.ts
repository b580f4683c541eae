/** SQL on attachments and attachment_links. */
import type { Queryable } from '../../lib/db';

export type LinkKind =
  | 'request'
  | 'bid'
  | 'message'
  | 'review'
  | 'report'
  | 'template'
  | 'service_media'
  | 'service_logo'
  | 'certificate'
  | 'identity'
  | 'charge_application'
  | 'shop_item'
  | 'shop_feedback'
  | 'merchant_application';

/** Storage names of the processed sizes of an image (migration 0300), `{}` for pdf files and older uploads. */
export interface StoredVariants {
  thumb?: StoredVariant;
  display?: StoredVariant;
}
export interface StoredVariant {
  webp: string;
  jpeg: string;
  width: number;
  height: number;
}

export interface AttachmentRow {
  id: number;
  user_id: number;
  storage_name: string;
  file_name: string;
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'application/pdf';
  size: number;
  /** Bytes received for the upload (the quota counts these); 0 for files the app made, null before migration 0809. */
  received_bytes: number | null;
  sha256: string;
  width: number | null;
  height: number | null;
  variants: StoredVariants;
  created: Date;
}

export async function insert(q: Queryable, a: Omit<AttachmentRow, 'id' | 'created'>): Promise<AttachmentRow> {
  const { rows } = await q.query<AttachmentRow>(
    `INSERT INTO attachments (user_id, storage_name, file_name, mime, size, received_bytes, sha256, width, height, variants)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [a.user_id, a.storage_name, a.file_name, a.mime, a.size, a.received_bytes, a.sha256, a.width, a.height, JSON.stringify(a.variants)],
  );
  return rows[0];
}

export async function findByIds(q: Queryable, ids: number[]): Promise<AttachmentRow[]> {
  if (!ids.length) return [];
  const { rows } = await q.query<AttachmentRow>('SELECT * FROM attachments WHERE id = ANY($1::int[])', [ids]);
  return rows;
}

/** Bytes the user uploaded in the last `seconds`. */
export async function bytesUploadedSince(q: Queryable, userId: number, seconds: number): Promise<number> {
  const { rows } = await q.query<{ bytes: string }>(
    `SELECT COALESCE(SUM(COALESCE(received_bytes, size)), 0)::text AS bytes
       FROM attachments WHERE user_id = $1 AND created > now() - make_interval(secs => $2)`,
    [userId, seconds],
  );
  return Number(rows[0].bytes);
}

export async function findOwned(q: Queryable, userId: number, ids: number[]): Promise<AttachmentRow[]> {
  if (!ids.length) return [];
  const { rows } = await q.query<AttachmentRow>('SELECT * FROM attachments WHERE user_id = $1 AND id = ANY($2::int[])', [userId, ids]);
  return rows;
}

export async function link(q: Queryable, ids: number[], kind: LinkKind, refId: number): Promise<void> {
  if (!ids.length) return;
  await q.query(`INSERT INTO attachment_links (attachment_id, kind, ref_id) SELECT unnest($1::int[]), $2, $3 ON CONFLICT DO NOTHING`, [
    ids,
    kind,
    refId,
  ]);
}

/** The attachment if it is linked to this row (the owning module decided who may see it). */
export async function findLinked(q: Queryable, id: number, kind: LinkKind, refId: number): Promise<AttachmentRow | undefined> {
  const { rows } = await q.query<AttachmentRow>(
    `SELECT a.* FROM attachments a JOIN attachment_links l ON l.attachment_id = a.id AND l.kind = $2 AND l.ref_id = $3 WHERE a.id = $1`,
    [id, kind, refId],
  );
  return rows[0];
}

export async function unlink(q: Queryable, id: number, kind: LinkKind, refId: number): Promise<void> {
  await q.query('DELETE FROM attachment_links WHERE attachment_id = $1 AND kind = $2 AND ref_id = $3', [id, kind, refId]);
}

/**
 * Files anyone may see: review photos, the photos and logo of a public, non-archived service (checked against
 * what the service shows now, so a replaced logo or a deleted photo is no longer public), and a published shop item's photos.
 */
const PUBLIC_LINK = `l.kind = 'review'
  OR (l.kind = 'service_media' AND EXISTS (
        SELECT 1 FROM service_media m JOIN quote_services s ON s.quote_service_id = m.quote_service_id
         WHERE m.quote_service_id = l.ref_id AND m.attachment_id = l.attachment_id AND m.hidden_at IS NULL AND s.is_public AND NOT s.is_archived AND s.profile_ready_on IS NOT NULL))
  OR (l.kind = 'shop_item' AND EXISTS (
        SELECT 1 FROM shop_item_photos p JOIN shop_items i ON i.id = p.shop_item_id
         WHERE p.shop_item_id = l.ref_id AND p.attachment_id = l.attachment_id AND i.status = 'published'))
  OR (l.kind = 'service_logo' AND EXISTS (
        SELECT 1 FROM quote_services s
         WHERE s.quote_service_id = l.ref_id AND s.logo_attachment_id = l.attachment_id AND s.is_public AND NOT s.is_archived AND s.profile_ready_on IS NOT NULL))`;

/** The attachment if anyone may see it (the /media path): one indexed lookup plus the public-link test. */
export async function findPublic(q: Queryable, id: number): Promise<AttachmentRow | undefined> {
  const { rows } = await q.query<AttachmentRow>(
    `SELECT a.* FROM attachments a
      WHERE a.id = $1 AND EXISTS (SELECT 1 FROM attachment_links l WHERE l.attachment_id = a.id AND (${PUBLIC_LINK}))`,
    [id],
  );
  return rows[0];
}

/**
 * The attachment if `userId` (null = visitor) may download it, and whether it is public: the uploader; anyone for
 * review photos and public services' photos and logos; the request owner and its matched pros for request photos;
 * the two parties of a bid for quote and chat files; operators for certificate, identity and report files, a merchant
 * application's documents and a shop item's photos (reviewed before the item is published).
 */
export async function findAccessible(
  q: Queryable,
  id: number,
  userId: number | null,
): Promise<(AttachmentRow & { is_public: boolean }) | undefined> {
  const { rows } = await q.query<AttachmentRow & { is_public: boolean }>(
    `SELECT a.*, EXISTS (SELECT 1 FROM attachment_links l WHERE l.attachment_id = a.id AND (${PUBLIC_LINK})) AS is_public
       FROM attachments a
      WHERE a.id = $1 AND (
        a.user_id = $2
        OR EXISTS (
          SELECT 1 FROM attachment_links l
           WHERE l.attachment_id = a.id AND (
             ${PUBLIC_LINK}
             OR (l.kind IN ('certificate', 'identity', 'report', 'shop_item', 'merchant_application') AND EXISTS (SELECT 1 FROM users u WHERE u.id = $2 AND u.is_operator))
             OR (l.kind = 'request' AND EXISTS (
                   SELECT 1 FROM quote_requests r
                    WHERE r.quote_request_id = l.ref_id
                      AND (r.user_id = $2 OR EXISTS (
                            SELECT 1 FROM quote_bids b JOIN quote_services s ON s.quote_service_id = b.quote_service_id
                             WHERE b.quote_request_id = r.quote_request_id AND s.user_id = $2))))
             OR (l.kind IN ('bid', 'message') AND EXISTS (
                   SELECT 1 FROM quote_bids b
                     JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
                     JOIN quote_services s ON s.quote_service_id = b.quote_service_id
                    WHERE b.quote_bid_id = CASE WHEN l.kind = 'bid' THEN l.ref_id
                                                ELSE (SELECT m.quote_bid_id FROM messages m WHERE m.id = l.ref_id) END
                      AND (s.user_id = $2 OR (r.user_id = $2 AND b.quote_sent_on IS NOT NULL))))
           )))`,
    [id, userId],
  );
  return rows[0];
}

/**
 * Deletes up to `limit` uploads older than `graceHours` that nothing refers to (no attachment_links row, no service
 * logo or photo); a row locked by a transaction that is linking it is skipped. Answers the stored names to remove.
 */
export async function deleteOrphans(
  q: Queryable,
  graceHours: number,
  limit: number,
): Promise<Array<Pick<AttachmentRow, 'id' | 'storage_name' | 'variants'>>> {
  const { rows } = await q.query(
    `DELETE FROM attachments WHERE id IN (
       SELECT a.id FROM attachments a
        WHERE a.created < now() - make_interval(hours => $1)
          AND NOT EXISTS (SELECT 1 FROM attachment_links l WHERE l.attachment_id = a.id)
          AND NOT EXISTS (SELECT 1 FROM quote_services s WHERE s.logo_attachment_id = a.id)
          AND NOT EXISTS (SELECT 1 FROM service_media m WHERE m.attachment_id = a.id)
        ORDER BY a.id LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id, storage_name, variants`,
    [graceHours, limit],
  );
  return rows;
}

/**
 * Of `names` (stored files), those no row refers to: not an attachment's original or one of its variants, not an
 * avatar's original or thumbnail. Each test is an index lookup (migration 0701).
 */
export async function unreferencedNames(q: Queryable, names: string[]): Promise<string[]> {
  const { rows } = await q.query<{ n: string }>(
    `SELECT c.n FROM unnest($1::text[]) AS c(n)
      WHERE NOT EXISTS (SELECT 1 FROM attachments a WHERE a.storage_name = c.n)
        AND NOT EXISTS (
          SELECT 1 FROM attachments a
           WHERE a.variants @> jsonb_build_object('thumb', jsonb_build_object('webp', c.n))
              OR a.variants @> jsonb_build_object('thumb', jsonb_build_object('jpeg', c.n))
              OR a.variants @> jsonb_build_object('display', jsonb_build_object('webp', c.n))
              OR a.variants @> jsonb_build_object('display', jsonb_build_object('jpeg', c.n)))
        AND NOT EXISTS (SELECT 1 FROM user_avatars v WHERE v.original_name = c.n)
        AND NOT EXISTS (SELECT 1 FROM user_avatars v WHERE v.thumb_name = c.n)`,
    [names],
  );
  return rows.map((r) => r.n);
}
