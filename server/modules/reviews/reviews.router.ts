/** Review reads (service feedbacks, recent reviews) and the hashed-link review form's API. */
import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import { ERROR_CODES } from '@shared/api/api-error';
import { idParam } from '@shared/schemas/common.schema';
import { lngQuerySchema } from '@shared/schemas/catalog.schema';
import {
  recentReviewsQuerySchema, reviewLinkParamsSchema, serviceReviewsQuerySchema, submitLinkReviewSchema,
} from '@shared/schemas/reviews.schema';
import { parse } from '../../lib/validate';
import { AppError } from '../../lib/errors';
import type { AppDeps } from '../../lib/app-deps';
import { requireRole, userOf } from '../../middleware/require-auth';
import * as reviews from './reviews.service';

const idOnly = z.object({ id: idParam });

function reviewRateLimit(deps: AppDeps): RequestHandler {
  return rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: deps.env.NODE_ENV === 'test' ? 1000 : 10,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: deps.rateLimitStore?.('link-review'),
    handler: (_req, _res, next) => next(new AppError({ code: ERROR_CODES.RATE_LIMITED, status: 429, messageKey: 'rate_limited' })),
  });
}

export function reviewsRouter(deps: AppDeps): Router {
  const { db } = deps;
  const r = Router();
  const ok = (data: unknown) => ({ status: 'Success', data });
  const withLng = (query: object, lng: string) => ({ lng, ...query });

  r.get('/services/:id/feedbacks', async (req, res) => {
    const q = parse(serviceReviewsQuerySchema, withLng(req.query, req.lng));
    res.json(ok(await reviews.listServiceReviews(db, { ...q, id: parse(idOnly, req.params).id })));
  });

  r.get('/services/:id/review_link', requireRole('pro'), async (req, res) => {
    const path = await reviews.reviewLinkPathFor(db, parse(idOnly, req.params).id, userOf(req).id);
    res.json(ok({ path, url: `${deps.env.PUBLIC_URL.replace(/\/$/, '')}${path}` }));
  });

  r.get('/feedbacks/recent', async (req, res) => {
    res.json(ok(await reviews.listRecentReviews(db, parse(recentReviewsQuerySchema, withLng(req.query, req.lng)))));
  });

  r.get('/reviews/service/:id/:hash', async (req, res) => {
    const { lng } = parse(lngQuerySchema, withLng(req.query, req.lng));
    res.json(ok(await reviews.getReviewLink(db, { ...parse(reviewLinkParamsSchema, req.params), lng })));
  });

  r.post('/reviews/service/:id/:hash', reviewRateLimit(deps), async (req, res) => {
    const target = parse(reviewLinkParamsSchema, req.params);
    const input = parse(submitLinkReviewSchema, req.body);
    res.json(ok(await reviews.submitLinkReview(db, { ...target, lng: req.lng, deviceId: req.deviceId }, input)));
  });

  return r;
}
