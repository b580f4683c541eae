/** In-app notifications of the signed-in user. */
import { Router } from 'express';
import { z } from 'zod';
import { markNotificationsSchema } from '@shared/schemas/notifications.schema';
import { parse } from '../../lib/validate';
import { withAdapterDefaults } from '../../lib/adapters';
import type { AppDeps } from '../../lib/app-deps';
import { requireAuth, userOf } from '../../middleware/require-auth';
import * as notifications from './notifications.service';

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional().default(1) });

export function notificationsRouter(appDeps: AppDeps): Router {
  const deps = withAdapterDefaults(appDeps);
  const r = Router();

  r.get('/notifications', requireAuth, async (req, res) => {
    const { page } = parse(pageQuery, req.query);
    res.json({ status: 'Success', data: await notifications.listNotifications(deps.db, userOf(req).id, page) });
  });

  r.post('/notifications/mark_read', requireAuth, async (req, res) => {
    const { ids } = parse(markNotificationsSchema, req.body);
    res.json({ status: 'Success', data: await notifications.markNotificationsRead(deps, userOf(req).id, ids) });
  });

  return r;
}
