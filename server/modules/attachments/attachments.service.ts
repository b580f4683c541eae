/** Uploads (SPEC §5): size under 10,000,000 bytes, type by magic bytes, generated storage names, guarded downloads. */
import crypto from 'node:crypto';
import { ERROR_CODES } from '@shared/api/api-error';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { urlOf } from '@shared/api/endpoint';
import { UPLOAD_QUOTA_BYTES_PER_DAY } from '@shared/api/rate-limits';
import { MAX_UPLOAD_BYTES } from '@shared/domain/limits';
import type { Attachment } from '@shared/schemas/attachments.schema';
import type { Queryable } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import * as repo from './attachments.repository';

export type { LinkKind } from './attachments.repository';

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

export function toAttachment(row: Pick<repo.AttachmentRow, 'id' | 'file_name' | 'mime' | 'size' | 'created'>): Attachment {
  return {
    id: row.id,
    file_name: row.file_name,
    mime: row.mime,
    size: row.size,
    url: downloadUrl(row.id),
    created: utcStringOf(row.created),
  };
}

/** Reads stored attachment snapshots tolerantly (objects, or bare ids from older rows). */
export function attachmentsFromJson(value: unknown): Attachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v): Attachment[] => {
    if (typeof v === 'number') return [{ id: v, file_name: '', mime: 'image/jpeg', size: 0, url: downloadUrl(v), created: '' }];
    if (v && typeof v === 'object' && 'id' in v) {
      const o = v as Partial<Attachment> & { id: number };
      return [
        {
          id: o.id,
          file_name: o.file_name ?? '',
          mime: o.mime ?? 'image/jpeg',
          size: o.size ?? 0,
          url: o.url ?? downloadUrl(o.id),
          created: o.created ?? '',
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

/** Stores each file and returns its attachment; rejects the whole upload when one file is too large or of a wrong type. */
export async function uploadFiles(deps: FullDeps, userId: number, files: UploadedFile[]): Promise<Attachment[]> {
  if (!files.length) throw badRequest('validation', { file: 'required' });
  const checked = files.map((f) => {
    if (f.size >= MAX_UPLOAD_BYTES || f.buffer.length >= MAX_UPLOAD_BYTES) throw uploadRejected('file_too_large', 413);
    const type = sniffType(f.buffer);
    if (!type || f.buffer.length === 0) throw uploadRejected('file_type_not_allowed');
    return { f, type };
  });
  // A rolling 24-hour byte quota per user (README: rate limits and quotas).
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
  const out: Attachment[] = [];
  for (const { f, type } of checked) {
    const storage_name = await deps.files.save(f.buffer, type.ext);
    const row = await repo.insert(deps.db, {
      user_id: userId,
      storage_name,
      file_name: cleanName(f.originalname, type.ext),
      mime: type.mime,
      size: f.buffer.length,
      sha256: crypto.createHash('sha256').update(f.buffer).digest('hex'),
    });
    out.push(toAttachment(row));
  }
  return out;
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

/** GET /api/attachments/{id}: the bytes, for users allowed to see the file (else 404). */
export async function openAttachment(deps: FullDeps, id: number, userId: number | null) {
  const row = await repo.findAccessible(deps.db, id, userId);
  if (!row) throw notFound();
  const data = await deps.files.read(row.storage_name).catch(() => {
    throw notFound();
  });
  return { data, mime: row.mime, fileName: row.file_name };
}
