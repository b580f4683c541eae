/** CMS reads and the contact form. */
import { Router } from 'express';
import { z } from 'zod';
import { rateLimit } from 'express-rate-limit';
import { ERROR_CODES } from '@shared/api/api-error';
import { lngQuerySchema, slugParam } from '@shared/schemas/catalog.schema';
import { contactMessageSchema, contentListQuerySchema } from '@shared/schemas/content.schema';
import { parse } from '../../lib/validate';
import { AppError } from '../../lib/errors';
import type { AppDeps } from '../../lib/app-deps';
import * as content from './content.service';

const slugOnly = z.object({ slug: slugParam });

export function contentRouter(deps: AppDeps): Router {
  const { db } = deps;
  const r = Router();
  const ok = (data: unknown) => ({ status: 'Success', data });
  const withLng = (query: object, lng: string) => ({ lng, ...query });
  const contactLimit = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: deps.env.NODE_ENV === 'test' ? 1000 : 5,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: deps.rateLimitStore?.('contact'),
    handler: (_req, _res, next) => next(new AppError({ code: ERROR_CODES.RATE_LIMITED, status: 429, messageKey: 'rate_limited' })),
  });

  r.get('/cms/pages', async (req, res) => {
    res.json(ok(await content.listContent(db, parse(contentListQuerySchema, withLng(req.query, req.lng)))));
  });

  r.get('/cms/pages/:slug', async (req, res) => {
    const { lng } = parse(lngQuerySchema, withLng(req.query, req.lng));
    res.json(ok(await content.getContent(db, { slug: parse(slugOnly, req.params).slug, lng })));
  });

  r.post('/contact_messages', contactLimit, async (req, res) => {
    const input = parse(contactMessageSchema, req.body);
    res.json(ok(await content.sendContactMessage(db, { userId: req.user?.id ?? null, lng: req.lng, deviceId: req.deviceId }, input)));
  });

  return r;
}
