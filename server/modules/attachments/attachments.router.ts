/** The HTTP edge of uploads (shared/api/attachments.contract.ts); downloads stream the stored bytes. */
import { attachmentsContract } from '@shared/api/attachments.contract';
import type { FullDeps } from '../../lib/adapters';
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
      const disposition = file.mime === 'application/pdf' ? 'attachment' : 'inline';
      res.set({
        'Content-Type': file.mime,
        'Content-Length': String(file.data.length),
        'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': file.isPublic ? PUBLIC_CACHE : PRIVATE_CACHE,
      });
      res.end(file.data);
    },
  });
}
