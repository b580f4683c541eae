/** SQL on service_media and the logo columns of quote_services (Media and Logo steps). */
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';
import type { StoredVariants } from '../attachments/attachments.service';

export interface OwnedServiceRow {
  quote_service_id: number;
  business_name_zh: string;
  business_name_en: string;
  logo_attachment_id: number | null;
}

/** The caller's service (locked for the rest of the transaction when `lock`), or undefined. */
export async function findOwnedService(
  q: Queryable,
  userId: number,
  serviceId: number,
  lock = false,
): Promise<OwnedServiceRow | undefined> {
  const { rows } = await q.query<OwnedServiceRow>(
    `SELECT quote_service_id, business_name_zh, business_name_en, logo_attachment_id
       FROM quote_services WHERE quote_service_id = $1 AND user_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [serviceId, userId],
  );
  return rows[0];
}

/** The attachment columns of a photo or logo, read as JSON (created already a UTC string). */
export interface AttachmentJson {
  id: number;
  file_name: string;
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'application/pdf';
  size: number;
  created: string;
  width: number | null;
  height: number | null;
  variants: StoredVariants;
}

export interface MediaRow {
  id: number;
  url: string;
  width: number | null;
  height: number | null;
  caption_zh: string;
  caption_en: string;
  display_order: number;
  attachment: AttachmentJson | null;
}

const attachmentJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'file_name', ${alias}.file_name, 'mime', ${alias}.mime, 'size', ${alias}.size,
     'created', ${utcSql(`${alias}.created`)}, 'width', ${alias}.width, 'height', ${alias}.height, 'variants', ${alias}.variants)`;

export async function listMedia(q: Queryable, serviceId: number): Promise<MediaRow[]> {
  const { rows } = await q.query<MediaRow>(
    `SELECT m.id, m.url, m.width, m.height, m.caption_zh, m.caption_en, m.display_order,
            CASE WHEN a.id IS NULL THEN NULL ELSE ${attachmentJson('a')} END AS attachment
       FROM service_media m LEFT JOIN attachments a ON a.id = m.attachment_id
      WHERE m.quote_service_id = $1 ORDER BY m.display_order, m.id`,
    [serviceId],
  );
  return rows;
}

export async function logoOf(q: Queryable, attachmentId: number): Promise<AttachmentJson | undefined> {
  const { rows } = await q.query<{ a: AttachmentJson }>(`SELECT ${attachmentJson('a')} AS a FROM attachments a WHERE a.id = $1`, [
    attachmentId,
  ]);
  return rows[0]?.a;
}

export interface NewMedia {
  attachment_id: number;
  url: string;
  width: number | null;
  height: number | null;
}

/** Appends photos after the service's last one, in the given order. */
export async function insertMedia(q: Queryable, serviceId: number, items: NewMedia[]): Promise<void> {
  if (!items.length) return;
  await q.query(
    `INSERT INTO service_media (quote_service_id, attachment_id, url, width, height, display_order)
     SELECT $1, x.attachment_id, x.url, x.width, x.height,
            (SELECT COALESCE(max(display_order), 0) FROM service_media WHERE quote_service_id = $1) + x.ord
       FROM unnest($2::int[], $3::text[], $4::int[], $5::int[]) WITH ORDINALITY AS x(attachment_id, url, width, height, ord)`,
    [serviceId, items.map((i) => i.attachment_id), items.map((i) => i.url), items.map((i) => i.width), items.map((i) => i.height)],
  );
}

export async function updateCaptions(
  q: Queryable,
  serviceId: number,
  mediaId: number,
  captions: { caption_zh: string; caption_en: string },
): Promise<boolean> {
  const { rowCount } = await q.query('UPDATE service_media SET caption_zh = $3, caption_en = $4 WHERE id = $2 AND quote_service_id = $1', [
    serviceId,
    mediaId,
    captions.caption_zh,
    captions.caption_en,
  ]);
  return (rowCount ?? 0) > 0;
}

/** Deletes one photo; returns its attachment id (null for url-only photos), or undefined when it is not the service's. */
export async function deleteMedia(q: Queryable, serviceId: number, mediaId: number): Promise<{ attachment_id: number | null } | undefined> {
  const { rows } = await q.query<{ attachment_id: number | null }>(
    'DELETE FROM service_media WHERE id = $2 AND quote_service_id = $1 RETURNING attachment_id',
    [serviceId, mediaId],
  );
  return rows[0];
}

export async function usesAttachment(q: Queryable, serviceId: number, attachmentId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM service_media WHERE quote_service_id = $1 AND attachment_id = $2 LIMIT 1', [
    serviceId,
    attachmentId,
  ]);
  return rows.length > 0;
}

/** Sets display_order 1..n in the order of `ids` (all of them the service's photos). */
export async function reorder(q: Queryable, serviceId: number, ids: number[]): Promise<void> {
  await q.query(
    `UPDATE service_media m SET display_order = x.ord
       FROM unnest($2::int[]) WITH ORDINALITY AS x(id, ord)
      WHERE m.id = x.id AND m.quote_service_id = $1`,
    [serviceId, ids],
  );
}
