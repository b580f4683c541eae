/**
 * The user's avatar (SPEC §3 avatar: amazon_s3_original_url, amazon_s3_thumb_url; SPEC §5 uploads under 10 MB).
 * Files go to the upload store under generated names; the public URL carries a random key that changes with every
 * upload, so the picture can be cached for ever and a replaced one stops being served.
 */
import crypto from 'node:crypto';
import { urlOf } from '@shared/api/endpoint';
import { settingsContract } from '@shared/api/settings.contract';
import { ERROR_CODES } from '@shared/api/api-error';
import { MAX_UPLOAD_BYTES } from '@shared/domain/limits';
import type { FullDeps } from '../../lib/adapters';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { UploadedFile } from '../../middleware/api-endpoint';
import { AvatarDecodeError, processAvatar, sniffAvatarType } from './avatar-image';
import * as repo from './avatar.repository';
import * as userRecords from '../accounts/user-records.service';

const rejected = (messageKey: string, status: number) => new AppError({ code: ERROR_CODES.UPLOAD_REJECTED, status, messageKey });

export const avatarUrl = (key: string, size: 'thumb' | 'original') => urlOf(settingsContract.avatarFile, { params: { key, size } });

/** Removes stored files once they are no longer referenced (a failure only leaves an orphan file behind). */
function removeLater(deps: FullDeps, names: string[]): void {
  deps.background.run('avatar-files-removed', async () => {
    await Promise.all(
      names.map((n) => deps.files.remove(n).catch((err: Error) => logger().warn('avatar-file-remove-failed', { err: err.message }))),
    );
  });
}

/** POST /api/user/avatar: checks, processes and stores the picture, then makes it the user's avatar. */
export async function uploadAvatar(deps: FullDeps, userId: number, files: UploadedFile[]): Promise<void> {
  const file = files[0];
  if (!file || file.buffer.length === 0) throw badRequest('validation', { file: 'required' });
  if (file.size >= MAX_UPLOAD_BYTES || file.buffer.length >= MAX_UPLOAD_BYTES) throw rejected('file_too_large', 413);
  const type = sniffAvatarType(file.buffer);
  if (!type) throw rejected('avatar_type_not_allowed', 400);
  let images;
  try {
    images = await processAvatar(file.buffer, type.mime);
  } catch (err) {
    if (err instanceof AvatarDecodeError) throw rejected('image_unreadable', 400);
    throw err;
  }
  const stored: string[] = [];
  try {
    const original_name = await deps.files.save(images.original, type.ext);
    stored.push(original_name);
    const thumb_name = await deps.files.save(images.thumb, 'webp');
    stored.push(thumb_name);
    const key = crypto.randomBytes(16).toString('hex');
    const previous = await deps.db.withTransaction(async (tx) => {
      const old = await repo.lockOfUser(tx, userId);
      await repo.upsert(tx, { user_id: userId, key, original_name, original_mime: type.mime, thumb_name });
      await userRecords.setAvatarUrls(tx, userId, { thumb: avatarUrl(key, 'thumb'), original: avatarUrl(key, 'original') });
      return old;
    });
    if (previous) removeLater(deps, [previous.original_name, previous.thumb_name]);
  } catch (err) {
    removeLater(deps, stored);
    throw err;
  }
}

/** POST /api/user/avatar/remove: back to initials; the files are deleted. */
export async function removeAvatar(deps: FullDeps, userId: number): Promise<void> {
  const previous = await deps.db.withTransaction(async (tx) => {
    const old = await repo.lockOfUser(tx, userId);
    await repo.remove(tx, userId);
    await userRecords.setAvatarUrls(tx, userId, { thumb: null, original: null });
    return old;
  });
  if (previous) removeLater(deps, [previous.original_name, previous.thumb_name]);
}

export interface AvatarFile {
  data: Buffer;
  mime: string;
}

/** GET /api/avatars/{key}/{size}: the current avatar's bytes; an unknown or replaced key is a 404. */
export async function openAvatar(deps: FullDeps, key: string, size: 'thumb' | 'original'): Promise<AvatarFile> {
  const row = await repo.findByKey(deps.db, key);
  if (!row) throw notFound();
  const name = size === 'thumb' ? row.thumb_name : row.original_name;
  const data = await deps.files.read(name).catch(() => {
    throw notFound();
  });
  return { data, mime: size === 'thumb' ? 'image/webp' : row.original_mime };
}
