/** POST /api/attachments (multipart) and GET /api/attachments/{id}. */
import { Router } from 'express';
import { idParam } from '@shared/schemas/common.schema';
import { parse } from '../../lib/validate';
import { withAdapterDefaults } from '../../lib/adapters';
import type { AppDeps } from '../../lib/app-deps';
import { requireAuth, userOf } from '../../middleware/require-auth';
import * as attachments from './attachments.service';

export function attachmentsRouter(appDeps: AppDeps): Router {
  const deps = withAdapterDefaults(appDeps);
  const r = Router();

  r.post('/attachments', requireAuth, async (req, res) => {
    const files = Array.isArray(req.files) ? req.files : Object.values(req.files ?? {}).flat();
    res.json({ status: 'Success', data: await attachments.uploadFiles(deps, userOf(req).id, files) });
  });

  r.get('/attachments/:id', async (req, res) => {
    const id = parse(idParam, req.params.id);
    const file = await attachments.openAttachment(deps, id, req.user?.id ?? null);
    const disposition = file.mime === 'application/pdf' ? 'attachment' : 'inline';
    res.set({
      'Content-Type': file.mime,
      'Content-Length': String(file.data.length),
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600',
    });
    res.end(file.data);
  });

  return r;
}
