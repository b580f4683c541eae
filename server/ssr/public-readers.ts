/**
 * In-process answers to the public-page reads (issue 4) during SSR: the same service functions as the API
 * routes, with the same zod schemas. Params that come from a URL and fail validation are a 404, not a 500.
 */
import type { z } from 'zod';
import type { Request } from 'express';
import type { ReadParams, ReadResult } from '@shared/api/data-client';
import type { CatalogReads } from '@shared/api/reads/catalog.reads';
import type { ProServicesReads } from '@shared/api/reads/pro-services.reads';
import type { ReviewsReads } from '@shared/api/reads/reviews.reads';
import type { ContentReads } from '@shared/api/reads/content.reads';
import { nearMeQuerySchema, priceGuideQuerySchema, slugParam } from '@shared/schemas/catalog.schema';
import { featuredQuerySchema, proListQuerySchema } from '@shared/schemas/pro-services.schema';
import { recentReviewsQuerySchema, reviewLinkParamsSchema, serviceReviewsQuerySchema } from '@shared/schemas/reviews.schema';
import { contentListQuerySchema } from '@shared/schemas/content.schema';
import { idParam } from '@shared/schemas/common.schema';
import type { AppDeps } from '../lib/app-deps';
import { notFound } from '../lib/errors';
import * as catalog from '../modules/catalog/catalog.service';
import * as pros from '../modules/pro-services/pro-services.service';
import * as reviews from '../modules/reviews/reviews.service';
import * as content from '../modules/content/content.service';

type PublicReadName = keyof (CatalogReads & ProServicesReads & ReviewsReads & ContentReads);
type Readers = { [N in PublicReadName]: (deps: AppDeps, req: Request, params: ReadParams<N>) => Promise<ReadResult<N>> };

function valid<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw notFound();
  return r.data;
}

const slug = (s: string) => valid(slugParam, s);

export const publicReaders: Readers = {
  catalogHome: ({ db }, _req, p) => catalog.getCatalogHome(db, p.lng),
  catalogGenres: ({ db }, _req, p) => catalog.listGenres(db, p.lng),
  catalogGenre: ({ db }, _req, p) => catalog.getGenre(db, slug(p.slug), p.lng),
  catalogCategory: ({ db }, _req, p) => catalog.getCategory(db, slug(p.slug), p.lng),
  catalogDistricts: ({ db }, _req, p) => catalog.allDistricts(db, p.lng),
  catalogNearMe: ({ db }, _req, p) => catalog.getNearMe(db, { ...valid(nearMeQuerySchema, p), slug: slug(p.slug) }),
  priceIndex: ({ db }, _req, p) => catalog.getPriceIndex(db, p.lng),
  priceGuide: ({ db }, _req, p) => catalog.getPriceGuide(db, { ...valid(priceGuideQuerySchema, p), slug: slug(p.slug) }),
  proList: ({ db }, _req, p) => pros.listPros(db, valid(proListQuerySchema, p)),
  proFeatured: ({ db }, _req, p) => pros.getFeatured(db, valid(featuredQuerySchema, p)),
  proProfile: ({ db }, _req, p) => pros.getProfile(db, valid(idParam, p.id), p.lng),
  serviceReviews: ({ db }, _req, p) => reviews.listServiceReviews(db, { ...valid(serviceReviewsQuerySchema, p), id: valid(idParam, p.id) }),
  recentReviews: ({ db }, _req, p) => reviews.listRecentReviews(db, valid(recentReviewsQuerySchema, p)),
  reviewLink: ({ db }, _req, p) => reviews.getReviewLink(db, { ...valid(reviewLinkParamsSchema, p), lng: p.lng }),
  contentList: ({ db }, _req, p) => content.listContent(db, valid(contentListQuerySchema, p)),
  contentPage: ({ db }, _req, p) => content.getContent(db, { slug: slug(p.slug), lng: p.lng }),
};
