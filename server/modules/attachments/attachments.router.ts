/** The HTTP edge of uploads (shared/api/attachments.contract.ts); downloads stream the stored bytes. */
import { attachmentsContract } from '@shared/api/attachments.contract';
import type { FullDeps } from '../../lib/adapters';
import { sendFile } from '../../lib/file-response';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as attachments from './attachments.service';

/** Public files never change under their URL (attachments are immutable); anything else stays out of shared caches. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';

export function attachmentsRoutes(deps: FullDeps): Implementation[] {
  return implement(attachmentsContract, {
    upload: ({ user, files }) => attachments.uploadFiles(deps, user.id, files),
    download: async ({ user, params, query, res }) => {
      const file = await attachments.openAttachment(deps, params.id, user?.id ?? null, query);
      sendFile(res, { ...file, cacheControl: file.isPublic ? PUBLIC_CACHE : PRIVATE_CACHE });
    },
  });
}
