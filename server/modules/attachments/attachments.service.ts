/**
 * Uploads (SPEC §5): size under 10,000,000 bytes, type by magic bytes, generated storage names, guarded downloads.
 * Images are decoded and re-encoded upright without metadata, with thumb and display variants (image-variants.ts).
 */
import crypto from 'node:crypto';
import { ERROR_CODES } from '@shared/api/api-error';
import { attachmentVariantUrl, attachmentsContract } from '@shared/api/attachments.contract';
import { urlOf } from '@shared/api/endpoint';
import { UPLOAD_QUOTA_BYTES_PER_DAY } from '@shared/api/rate-limits';
import { MAX_UPLOAD_BYTES } from '@shared/domain/limits';
import { IMAGE_SIZES, type ImageFormat, type ImageSize } from '@shared/domain/image-variants';
import { publicMediaUrl, publicOriginalUrl } from '@shared/domain/public-media';
import type { Attachment, DownloadQuery, ImageVariants, PublicImage } from '@shared/schemas/attachments.schema';
import type { Queryable } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import type { FileStore } from '../../lib/file-store';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { utcStringOf } from '../../lib/utc-time';
import { recordOperatorFileView } from '../operator-audit/operator-audit.service';
import * as repo from './attachments.repository';
import { ImageDecodeError, processImage, type ImageMime } from './image-variants';

export type { LinkKind, StoredVariants } from './attachments.repository';

import type { UploadedFile } from '../../middleware/api-endpoint';

export type { UploadedFile };

type Mime = repo.AttachmentRow['mime'];

const SIGNATURES: Array<{ mime: Mime; ext: string; test: (b: Buffer) => boolean }> = [
  { mime: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', ext: 'gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { mime: 'application/pdf', ext: 'pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

/** The accepted type of a file by its first bytes, or undefined. */
export function sniffType(data: Buffer): { mime: Mime; ext: string } | undefined {
  return SIGNATURES.find((s) => s.test(data));
}

const downloadUrl = (id: number) => urlOf(attachmentsContract.download, { params: { id } });

/** Whether a mime type is one of the accepted image types (not pdf). */
export const isImageMime = (mime: string): mime is ImageMime => mime === 'image/png' || mime === 'image/jpeg' || mime === 'image/gif';

/** Where a file is served: the API route with its access check, or the public /media path (ADR 0045). */
export type ServedFrom = 'api' | 'media';

const variantUrl = (from: ServedFrom) => (from === 'media' ? publicMediaUrl : attachmentVariantUrl);

/** The served URLs of an image's stored variants, or undefined when it has none (pdf, older uploads). */
export function variantUrlsOf(
  id: number,
  stored: repo.StoredVariants | null | undefined,
  from: ServedFrom = 'api',
): ImageVariants | undefined {
  if (!stored?.thumb || !stored.display) return undefined;
  const url = variantUrl(from);
  const one = (size: ImageSize) => ({
    width: stored[size]!.width,
    height: stored[size]!.height,
    webp: url(id, size, 'webp'),
    jpeg: url(id, size, 'jpeg'),
  });
  return { thumb: one('thumb'), display: one('display') };
}

/**
 * A processed image as pages show it (sizes and variant URLs), or null when it has no variants. Public pages' images
 * (a public service's photos and logo, a published item's photos) are served from /media; `from: 'api'` for an image
 * that may not be public (an order's or a chat's item photo), which keeps its access check.
 */
export function publicImageOf(
  a: {
    attachment_id: number | null;
    width: number | null;
    height: number | null;
    variants: repo.StoredVariants | null;
  },
  from: ServedFrom = 'media',
): PublicImage | null {
  const variants = a.attachment_id ? variantUrlsOf(a.attachment_id, a.variants, from) : undefined;
  if (!variants || !a.width || !a.height) return null;
  return { width: a.width, height: a.height, ...variants };
}

/** An attachment row (or the same columns read as JSON, where `created` is already a UTC string). */
export type AttachmentWireRow = Pick<repo.AttachmentRow, 'id' | 'file_name' | 'mime' | 'size'> &
  Partial<Pick<repo.AttachmentRow, 'width' | 'height' | 'variants'>> & { created: Date | string };

/**
 * The wire shape of an attachment, with its image size and variant URLs when it has them; `from: 'media'` for an
 * image that is public wherever it is shown (a review photo).
 */
export function toAttachment(row: AttachmentWireRow, from: ServedFrom = 'api'): Attachment {
  const variants = variantUrlsOf(row.id, row.variants, from);
  return {
    id: row.id,
    file_name: row.file_name,
    mime: row.mime,
    size: row.size,
    url: from === 'media' ? publicOriginalUrl(row.id) : downloadUrl(row.id),
    created: typeof row.created === 'string' ? row.created : utcStringOf(row.created),
    ...(row.width && row.height ? { width: row.width, height: row.height } : {}),
    ...(variants ? { thumb_url: variants.thumb.jpeg, display_url: variants.display.jpeg, variants } : {}),
  };
}

const positiveInt = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);

function variantsFromJson(v: unknown): ImageVariants | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, Record<string, unknown> | undefined>;
  const one = (size: ImageSize) => {
    const x = o[size];
    const width = positiveInt(x?.width);
    const height = positiveInt(x?.height);
    if (!x || !width || !height || typeof x.webp !== 'string' || typeof x.jpeg !== 'string') return undefined;
    return { width, height, webp: x.webp, jpeg: x.jpeg };
  };
  const thumb = one('thumb');
  const display = one('display');
  return thumb && display ? { thumb, display } : undefined;
}

/** Reads stored attachment snapshots tolerantly (objects, or bare ids from older rows). */
export function attachmentsFromJson(value: unknown): Attachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v): Attachment[] => {
    if (typeof v === 'number') return [{ id: v, file_name: '', mime: 'image/jpeg', size: 0, url: downloadUrl(v), created: '' }];
    if (v && typeof v === 'object' && 'id' in v) {
      const o = v as Partial<Attachment> & { id: number };
      const width = positiveInt(o.width);
      const height = positiveInt(o.height);
      const variants = variantsFromJson(o.variants);
      return [
        {
          id: o.id,
          file_name: o.file_name ?? '',
          mime: o.mime ?? 'image/jpeg',
          size: o.size ?? 0,
          url: o.url ?? downloadUrl(o.id),
          created: o.created ?? '',
          ...(width && height ? { width, height } : {}),
          ...(variants ? { thumb_url: variants.thumb.jpeg, display_url: variants.display.jpeg, variants } : {}),
        },
      ];
    }
    return [];
  });
}

function cleanName(name: string, ext: string): string {
  const base = name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f"\\/<>:|?*]/g, '')
    .trim()
    .slice(0, 120);
  return base || `file.${ext}`;
}

const uploadRejected = (messageKey: string, status = 422) => new AppError({ code: ERROR_CODES.UPLOAD_REJECTED, status, messageKey });

/** The columns of a stored file: the original (re-encoded for images) and, for images, its variants. */
export interface StoredFile {
  storage_name: string;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  variants: repo.StoredVariants;
  /** Every stored name (original and variants), to remove them if the row is never written. */
  names: string[];
}

const VARIANT_EXT: Record<ImageFormat, string> = { webp: 'webp', jpeg: 'jpg' };

/**
 * Stores one accepted file. Images go through the image pipeline first (upright, no metadata, variants), so no
 * EXIF or GPS data is ever stored or served; a file with an image signature that cannot be decoded is a 400.
 * Also used by the demo seed, so seeded pictures are processed exactly as uploads are.
 */
export async function storeFile(files: FileStore, data: Buffer, type: { mime: Mime; ext: string }): Promise<StoredFile> {
  if (!isImageMime(type.mime)) {
    const storage_name = await files.save(data, type.ext);
    const sha256 = crypto.createHash('sha256').update(data).digest('hex');
    return { storage_name, size: data.length, sha256, width: null, height: null, variants: {}, names: [storage_name] };
  }
  let image;
  try {
    image = await processImage(data, type.mime);
  } catch (err) {
    if (!(err instanceof ImageDecodeError)) throw err;
    throw uploadRejected(err.reason === 'too_many_pixels' ? 'image_too_many_pixels' : 'image_unreadable', 400);
  }
  // Re-encoding can make a file a little larger than it came: the stored original obeys SPEC §5 too.
  if (image.original.length >= MAX_UPLOAD_BYTES) throw uploadRejected('file_too_large', 413);
  const names: string[] = [];
  const save = async (buf: Buffer, ext: string) => {
    const name = await files.save(buf, ext);
    names.push(name);
    return name;
  };
  try {
    const storage_name = await save(image.original, type.ext);
    const variants: repo.StoredVariants = {};
    for (const size of IMAGE_SIZES) {
      const v = image.variants[size];
      variants[size] = {
        webp: await save(v.webp, VARIANT_EXT.webp),
        jpeg: await save(v.jpeg, VARIANT_EXT.jpeg),
        width: v.width,
        height: v.height,
      };
    }
    const sha256 = crypto.createHash('sha256').update(image.original).digest('hex');
    return { storage_name, size: image.original.length, sha256, width: image.width, height: image.height, variants, names };
  } catch (err) {
    await removeStored(files, names);
    throw err;
  }
}

/** Removes stored files (after a failed write); missing files are ignored. */
export async function removeStored(files: FileStore, names: string[]): Promise<void> {
  await Promise.all(names.map((n) => files.remove(n).catch(() => undefined)));
}

/** Stores each file and returns its attachment; rejects the whole upload when one file is too large or of a wrong type. */
export async function uploadFiles(deps: FullDeps, userId: number, files: UploadedFile[]): Promise<Attachment[]> {
  if (!files.length) throw badRequest('validation', { file: 'required' });
  const checked = files.map((f) => {
    if (f.size >= MAX_UPLOAD_BYTES || f.buffer.length >= MAX_UPLOAD_BYTES) throw uploadRejected('file_too_large', 413);
    const type = sniffType(f.buffer);
    if (!type || f.buffer.length === 0) throw uploadRejected('file_type_not_allowed');
    return { f, type };
  });
  // A rolling 24-hour byte quota per user (docs/reference/rate-limits.md).
  const incoming = files.reduce((n, f) => n + f.buffer.length, 0);
  const used = await repo.bytesUploadedSince(deps.db, userId, 24 * 3600);
  if (used + incoming > UPLOAD_QUOTA_BYTES_PER_DAY) {
    throw new AppError({
      code: ERROR_CODES.UPLOAD_QUOTA,
      status: 429,
      messageKey: 'upload_quota_exceeded',
      details: { used, quota: UPLOAD_QUOTA_BYTES_PER_DAY },
    });
  }
  const log = logger().child({ module: 'attachments' });
  // Every file is processed before any row is written: one unreadable image refuses the whole upload.
  const stored: Array<{ f: UploadedFile; type: { mime: Mime; ext: string }; file: StoredFile }> = [];
  try {
    for (const { f, type } of checked) {
      const started = performance.now();
      const file = await storeFile(deps.files, f.buffer, type);
      stored.push({ f, type, file });
      if (isImageMime(type.mime)) {
        log.debug('image-processed', {
          ms: Math.round(performance.now() - started),
          bytes: f.buffer.length,
          width: file.width,
          height: file.height,
        });
      }
    }
    const out: Attachment[] = [];
    for (const { f, type, file } of stored) {
      const row = await repo.insert(deps.db, {
        user_id: userId,
        storage_name: file.storage_name,
        file_name: cleanName(f.originalname, type.ext),
        mime: type.mime,
        size: file.size,
        received_bytes: f.buffer.length,
        sha256: file.sha256,
        width: file.width,
        height: file.height,
        variants: file.variants,
      });
      out.push(toAttachment(row));
    }
    return out;
  } catch (err) {
    await removeStored(
      deps.files,
      stored.flatMap((s) => s.file.names),
    );
    throw err;
  }
}

/** The user's own attachments with these ids, in the given order; a foreign or unknown id is a 400 on `field`. */
export async function resolveOwnAttachments(q: Queryable, userId: number, ids: number[], field = 'attachments'): Promise<Attachment[]> {
  const unique = [...new Set(ids)];
  const rows = await repo.findOwned(q, userId, unique);
  if (rows.length !== unique.length) throw badRequest('validation', { [field]: 'invalid_attachment' });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => toAttachment(byId.get(id)!));
}

/** The ids among `ids` that the user uploaded. */
export async function ownedAttachmentIds(q: Queryable, userId: number, ids: number[]): Promise<Set<number>> {
  return new Set((await repo.findOwned(q, userId, [...new Set(ids)])).map((r) => r.id));
}

/** Records what the files are attached to (decides who may download them). */
export function linkAttachments(q: Queryable, ids: number[], kind: repo.LinkKind, refId: number): Promise<void> {
  return repo.link(q, ids, kind, refId);
}

/** Removes one link of a file (a photo taken off a service, a replaced logo). */
export function unlinkAttachment(q: Queryable, id: number, kind: repo.LinkKind, refId: number): Promise<void> {
  return repo.unlink(q, id, kind, refId);
}

/** Attachments by id (any owner), as the API shows them; unknown ids are left out. */
export async function attachmentsByIds(q: Queryable, ids: number[]): Promise<Map<number, Attachment>> {
  const rows = await repo.findByIds(q, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, toAttachment(r)]));
}

const VARIANT_MIME: Record<ImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

export interface OpenedFile {
  data: Buffer;
  mime: string;
  fileName: string;
  /** Anyone may fetch it (review photos, public services' photos and logos): it may be cached publicly. */
  isPublic: boolean;
}

/**
 * GET /api/attachments/{id}[?size=thumb|display&format=webp|jpeg]: the bytes, for users allowed to see the file
 * (else 404). A size of an image is served as JPEG unless WebP is asked for; an image stored before variants
 * existed is served as its original; a pdf has no sizes.
 */
export async function openAttachment(deps: FullDeps, id: number, userId: number | null, query: DownloadQuery = {}): Promise<OpenedFile> {
  const row = await repo.findAccessible(deps.db, id, userId);
  if (!row) throw notFound();
  if (userId !== null && row.user_id !== userId && !row.is_public) await recordOperatorFileView(deps.db, id, userId);
  const read = (name: string) =>
    deps.files.read(name).catch(() => {
      throw notFound();
    });
  const variant = query.size ? row.variants?.[query.size] : undefined;
  if (query.size && !isImageMime(row.mime)) throw notFound();
  if (variant) {
    const format = query.format ?? 'jpeg';
    const base = row.file_name.replace(/\.[^.]*$/, '') || 'image';
    return {
      data: await read(variant[format]),
      mime: VARIANT_MIME[format],
      fileName: `${base}-${query.size}.${VARIANT_EXT[format]}`,
      isPublic: row.is_public,
    };
  }
  return { data: await read(row.storage_name), mime: row.mime, fileName: row.file_name, isPublic: row.is_public };
}

/**
 * GET /media/{id}[/{size}.{webp|jpg}]: a public image (ADR 0045) for anyone, in one query like the API route; a file
 * that is not public (or not an image) is a 404 here even for its uploader, who reads it under /api.
 */
export async function openPublicMedia(deps: FullDeps, id: number, query: DownloadQuery = {}): Promise<OpenedFile> {
  const row = await repo.findPublic(deps.db, id);
  if (!row || !isImageMime(row.mime)) throw notFound();
  const variant = query.size ? row.variants?.[query.size] : undefined;
  const format = query.format ?? 'jpeg';
  const name = variant ? variant[format] : row.storage_name;
  const data = await deps.files.read(name).catch(() => {
    throw notFound();
  });
  const base = row.file_name.replace(/\.[^.]*$/, '') || 'image';
  return variant
    ? { data, mime: VARIANT_MIME[format], fileName: `${base}-${query.size}.${VARIANT_EXT[format]}`, isPublic: true }
    : { data, mime: row.mime, fileName: row.file_name, isPublic: true };
}

/**
 * Stores a PDF the app made itself (a receipt or invoice) for `userId`, linked to the row it documents, inside the
 * caller's transaction. The file is written before the row: a caller whose transaction fails removes it with
 * `removeStored`, and a file left by a process that died in between goes with the unreferenced-file sweep.
 */
export async function storeGeneratedPdf(
  deps: Pick<FullDeps, 'files'>,
  tx: Queryable,
  a: { userId: number; data: Buffer; fileName: string; kind: repo.LinkKind; refId: number; onStored: (names: string[]) => void },
): Promise<number> {
  const file = await storeFile(deps.files, a.data, { mime: 'application/pdf', ext: 'pdf' });
  a.onStored(file.names);
  const row = await repo.insert(tx, {
    user_id: a.userId,
    storage_name: file.storage_name,
    file_name: cleanName(a.fileName, 'pdf'),
    mime: 'application/pdf',
    size: file.size,
    received_bytes: 0,
    sha256: file.sha256,
    width: null,
    height: null,
    variants: {},
  });
  await repo.link(tx, [row.id], a.kind, a.refId);
  return row.id;
}

/** The bytes of an attachment linked to this row, for the module owning the row, which checked access itself; else 404. */
export async function openLinkedAttachment(deps: FullDeps, id: number, kind: repo.LinkKind, refId: number): Promise<OpenedFile> {
  const row = await repo.findLinked(deps.db, id, kind, refId);
  if (!row) throw notFound();
  const data = await deps.files.read(row.storage_name).catch(() => {
    throw notFound();
  });
  return { data, mime: row.mime, fileName: row.file_name, isPublic: false };
}
