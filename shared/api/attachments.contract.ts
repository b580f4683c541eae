/** Uploads (SPEC §5): png, jpeg, gif or pdf by magic bytes, each under 10,000,000 bytes (else code 2). */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { MAX_UPLOAD_BYTES } from '../domain/limits';
import { idParams } from '../schemas/common.schema';
import { uploadResultSchema } from '../schemas/attachments.schema';

export const attachmentsContract = {
  upload: endpoint({
    method: 'POST',
    path: '/attachments',
    access: 'user',
    rate: 'upload',
    summary: 'Upload up to 10 files (multipart); a daily byte quota applies per user',
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
    summary: 'A file, for its uploader and the users who may see what it is attached to (else 404)',
    params: idParams,
    response: z.unknown(),
  }),
};
