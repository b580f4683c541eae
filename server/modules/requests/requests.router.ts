/** SPEC §7 quote request calls. */
import { Router } from 'express';
import { z } from 'zod';
import { idParam } from '@shared/schemas/common.schema';
import { editRequestSchema, postRequestSchema } from '@shared/schemas/requests.schema';
import { parse } from '../../lib/validate';
import { withAdapterDefaults } from '../../lib/adapters';
import type { AppDeps } from '../../lib/app-deps';
import { notFound } from '../../lib/errors';
import { requireAuth, requireRole, userOf } from '../../middleware/require-auth';
import { rememberLanguage } from '../../middleware/remember-language';
import * as requests from './requests.service';

const pageSpec = z.string().regex(/^page:\d{1,5}$/).transform((s) => Math.max(1, Number(s.slice(5))));
const listQuery = z.object({ archived: z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true') });
const hashParam = z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/);
const statusAction = z.enum(['close', 'reopen', 'archive']);

export function requestsRouter(appDeps: AppDeps): Router {
  const deps = withAdapterDefaults(appDeps);
  const { db } = deps;
  const r = Router();
  const ok = (data: unknown) => ({ status: 'Success', data });

  r.post('/quote_requests/search_add', requireRole('consumer'), rememberLanguage(db), async (req, res) => {
    const input = parse(postRequestSchema, req.body);
    res.json(ok(await requests.postRequest(deps, userOf(req).id, input)));
  });

  r.post(['/quote_requests/edit', '/quote_requests/edit/:id'], requireAuth, async (req, res) => {
    const input = parse(editRequestSchema, req.body);
    const id = parse(idParam, req.params.id ?? input.quote_request_id);
    res.json(ok(await requests.editRequest(deps, userOf(req).id, id, input)));
  });

  r.post('/quote_requests/copy/:id', requireAuth, async (req, res) => {
    res.json(ok(await requests.copyRequest(deps, userOf(req).id, parse(idParam, req.params.id))));
  });

  r.post('/quote_requests/change_status/:action/:id', requireAuth, async (req, res) => {
    const action = statusAction.safeParse(req.params.action);
    if (!action.success) throw notFound();
    const id = parse(idParam, req.params.id);
    await requests.changeRequestStatus(deps, { userId: userOf(req).id }, action.data, id);
    res.json(ok(await requests.getRequest(db, userOf(req).id, id)));
  });

  r.get('/quote_request/:id', requireAuth, async (req, res) => {
    res.json(ok(await requests.getRequest(db, userOf(req).id, parse(idParam, req.params.id))));
  });

  r.get('/quote_requests/index/:pageSpec', requireAuth, async (req, res) => {
    const page = parse(pageSpec, req.params.pageSpec);
    const { archived } = parse(listQuery, req.query);
    res.json(ok(await requests.listRequests(db, userOf(req).id, { page, archived })));
  });

  r.get('/quote_requests/hash/:hash', async (req, res) => {
    res.json(ok(await requests.getByHash(db, parse(hashParam, req.params.hash))));
  });

  r.post('/quote_requests/hash/:action/:hash', async (req, res) => {
    const action = z.enum(['close', 'reopen']).safeParse(req.params.action);
    if (!action.success) throw notFound();
    res.json(ok(await requests.changeStatusByHash(deps, parse(hashParam, req.params.hash), action.data)));
  });

  return r;
}
