/** Uploads (SPEC §5): png, jpeg, gif or pdf by magic bytes, each under 10,000,000 bytes (else code 2). */
import { z } from 'zod';
import { endpoint, urlOf } from './endpoint';
import { MAX_UPLOAD_BYTES } from '../domain/limits';
import type { ImageFormat, ImageSize } from '../domain/image-variants';
import { idParams } from '../schemas/common.schema';
import { downloadQuerySchema, uploadResultSchema } from '../schemas/attachments.schema';

export const attachmentsContract = {
  upload: endpoint({
    method: 'POST',
    path: '/attachments',
    access: 'user',
    rate: 'upload',
    summary: 'Upload up to 10 files (multipart); images are made upright, stripped of metadata and get thumb/display variants',
    files: { max: 10, maxBytes: MAX_UPLOAD_BYTES, types: ['png', 'jpeg', 'gif', 'pdf'] },
    response: uploadResultSchema,
  }),
  download: endpoint({
    method: 'GET',
    path: '/attachments/{id}',
    access: 'visitor',
    owner: 'attachment',
    rate: 'read',
    raw: true,
    summary:
      'A file (or ?size=thumb|display&format=webp|jpeg of an image), for its uploader and the users who may see what it is attached to (else 404); photos and logos of public services are public',
    params: idParams,
    query: downloadQuerySchema,
    response: z.unknown(),
  }),
};

/** Where one processed size of an image attachment is served. */
export function attachmentVariantUrl(id: number, size: ImageSize, format: ImageFormat): string {
  return urlOf(attachmentsContract.download, { params: { id }, query: { size, format } });
}
