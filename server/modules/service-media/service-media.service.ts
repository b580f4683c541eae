/**
 * Photos of past work and the logo of a pro's service (SPEC §2 service-editing steps Media 4 and Logo 7).
 * Photos are the pro's own uploaded images (processed at upload: upright, no metadata, thumb and display sizes),
 * at most MAX_SERVICE_PHOTOS per service, with captions in both languages and an order the pro chooses. The logo is
 * one uploaded image; `logo_url` keeps its thumb for cards and avatars. Links of kind service_media / service_logo
 * make the files public while the service is public. Someone else's service or photo is a 404.
 */
import { MAX_SERVICE_PHOTOS } from '@shared/domain/image-variants';
import type { Attachment } from '@shared/schemas/attachments.schema';
import type { ServiceMedia } from '@shared/schemas/service-media.schema';
import type { Db, Queryable } from '../../lib/db';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { forget } from '../../lib/memo-cache';
import { linkAttachments, resolveOwnAttachments, toAttachment, unlinkAttachment } from '../attachments/attachments.service';
import * as repo from './service-media.repository';
import { setServiceLogo, touchService } from '../service-editor/service-records.service';

async function ownedService(q: Queryable, userId: number, serviceId: number, lock = false): Promise<repo.OwnedServiceRow> {
  const s = await repo.findOwnedService(q, userId, serviceId, lock);
  if (!s) throw notFound();
  return s;
}

async function view(q: Queryable, s: repo.OwnedServiceRow): Promise<ServiceMedia> {
  const [rows, logo] = await Promise.all([
    repo.listMedia(q, s.quote_service_id),
    s.logo_attachment_id ? repo.logoOf(q, s.logo_attachment_id) : undefined,
  ]);
  return {
    quote_service_id: s.quote_service_id,
    business_name_zh: s.business_name_zh,
    business_name_en: s.business_name_en,
    photos: rows.map((r) => ({
      id: r.id,
      attachment: r.attachment ? toAttachment(r.attachment) : null,
      url: r.url,
      width: r.width,
      height: r.height,
      caption_zh: r.caption_zh,
      caption_en: r.caption_en,
      display_order: r.display_order,
    })),
    max_photos: MAX_SERVICE_PHOTOS,
    logo: logo ? toAttachment(logo) : null,
  };
}

/** Public profiles, cards and category pages show photos and logos: drop their cached copies. */
function changed(db: Db): void {
  forget(db, 'pros:', 'catalog:', 'reviews:');
}

/** Runs a change to one of the caller's services in a transaction (the service row locked), then answers its media. */
async function change(db: Db, userId: number, serviceId: number, fn: (tx: Queryable, s: repo.OwnedServiceRow) => Promise<void>) {
  const result = await db.withTransaction(async (tx) => {
    tx.afterCommit(() => changed(db));
    const s = await ownedService(tx, userId, serviceId, true);
    await fn(tx, s);
    await touchService(tx, serviceId);
    return view(tx, (await repo.findOwnedService(tx, userId, serviceId))!);
  });
  return result;
}

/** The caller's own images among `ids`; a pdf is refused on `field` (photos and logos are pictures). */
async function ownImages(q: Queryable, userId: number, ids: number[], field: string): Promise<Attachment[]> {
  const files = await resolveOwnAttachments(q, userId, ids, field);
  if (files.some((f) => f.mime === 'application/pdf')) throw badRequest('validation', { [field]: 'not_an_image' });
  return files;
}

/** GET /api/services/{id}/media */
export async function listMedia(db: Db, userId: number, serviceId: number): Promise<ServiceMedia> {
  return view(db, await ownedService(db, userId, serviceId));
}

/** POST /api/services/{id}/media/add: appends the images in the given order; one already shown is not added twice. */
export function addMedia(db: Db, userId: number, serviceId: number, attachment_ids: number[]): Promise<ServiceMedia> {
  return change(db, userId, serviceId, async (tx, s) => {
    const files = await ownImages(tx, userId, attachment_ids, 'attachment_ids');
    const current = await repo.listMedia(tx, s.quote_service_id);
    const shown = new Set(current.map((m) => m.attachment?.id));
    const fresh = files.filter((f) => !shown.has(f.id));
    if (current.length + fresh.length > MAX_SERVICE_PHOTOS) {
      throw new AppError({
        code: 'too_many_photos',
        status: 422,
        messageKey: 'too_many_photos',
        params: { max: MAX_SERVICE_PHOTOS },
        details: { max: MAX_SERVICE_PHOTOS, current: current.length },
      });
    }
    await repo.insertMedia(
      tx,
      s.quote_service_id,
      fresh.map((f) => ({ attachment_id: f.id, url: f.display_url ?? f.url, width: f.width ?? null, height: f.height ?? null })),
    );
    await linkAttachments(
      tx,
      fresh.map((f) => f.id),
      'service_media',
      s.quote_service_id,
    );
  });
}

/** POST /api/services/{id}/media/edit/{mediaId} */
export function editMedia(
  db: Db,
  userId: number,
  serviceId: number,
  mediaId: number,
  captions: { caption_zh: string; caption_en: string },
): Promise<ServiceMedia> {
  return change(db, userId, serviceId, async (tx, s) => {
    if (!(await repo.updateCaptions(tx, s.quote_service_id, mediaId, captions))) throw notFound();
  });
}

/** POST /api/services/{id}/media/delete/{mediaId}: the file stays the pro's upload, but is no longer public through this service. */
export function deleteMedia(db: Db, userId: number, serviceId: number, mediaId: number): Promise<ServiceMedia> {
  return change(db, userId, serviceId, async (tx, s) => {
    const gone = await repo.deleteMedia(tx, s.quote_service_id, mediaId);
    if (!gone) throw notFound();
    if (gone.attachment_id && !(await repo.usesAttachment(tx, s.quote_service_id, gone.attachment_id))) {
      await unlinkAttachment(tx, gone.attachment_id, 'service_media', s.quote_service_id);
    }
  });
}

/** POST /api/services/{id}/media/reorder: `ids` must be exactly the service's photo ids (400 otherwise). */
export function reorderMedia(db: Db, userId: number, serviceId: number, ids: number[]): Promise<ServiceMedia> {
  return change(db, userId, serviceId, async (tx, s) => {
    const current = (await repo.listMedia(tx, s.quote_service_id)).map((m) => m.id);
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw badRequest('validation', { ids: 'media_ids_mismatch' });
    await repo.reorder(tx, s.quote_service_id, ids);
  });
}

/** POST /api/services/{id}/logo: one of the caller's images becomes the logo (its thumb is `logo_url`); null removes it. */
export function setLogo(db: Db, userId: number, serviceId: number, attachment_id: number | null): Promise<ServiceMedia> {
  return change(db, userId, serviceId, async (tx, s) => {
    const previous = s.logo_attachment_id;
    if (attachment_id === null) {
      await setServiceLogo(tx, s.quote_service_id, null, null);
    } else {
      const [file] = await ownImages(tx, userId, [attachment_id], 'attachment_id');
      await setServiceLogo(tx, s.quote_service_id, file.id, file.variants?.thumb.webp ?? file.url);
      await linkAttachments(tx, [file.id], 'service_logo', s.quote_service_id);
    }
    if (previous && previous !== attachment_id) await unlinkAttachment(tx, previous, 'service_logo', s.quote_service_id);
  });
}
