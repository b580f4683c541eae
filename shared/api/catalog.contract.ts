/**
 * The public catalogue (SPEC §7 "categories"; paths not given there, so REST-ish snake_case). Bilingual data is
 * in `?lng=`, by default the request's language. Cached for 1200 s on the server (SPEC §9).
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  catalogHomeSchema,
  categoryDetailSchema,
  districtSchema,
  genreSchema,
  lngQuerySchema,
  nearMeQuerySchema,
  nearMeSchema,
  priceGuideQuerySchema,
  priceGuideSchema,
  priceIndexSchema,
  proLandingStatsSchema,
  slugParam,
} from '../schemas/catalog.schema';

const slugParams = z.object({ slug: slugParam });

export const catalogContract = {
  home: endpoint({
    method: 'GET',
    path: '/catalog/home',
    access: 'visitor',
    rate: 'read',
    summary: 'Home page data: genres with categories, districts, site statistics',
    query: lngQuerySchema,
    response: catalogHomeSchema,
  }),
  proStats: endpoint({
    method: 'GET',
    path: '/catalog/pro_stats',
    access: 'visitor',
    rate: 'read',
    summary: 'Pro landing figures from the database: recent requests, quotes per request, active pros, quote fee range',
    response: proLandingStatsSchema,
  }),
  genres: endpoint({
    method: 'GET',
    path: '/genres',
    access: 'visitor',
    rate: 'read',
    summary: 'Genres with their categories',
    query: lngQuerySchema,
    response: z.array(genreSchema),
  }),
  genre: endpoint({
    method: 'GET',
    path: '/genres/{slug}',
    access: 'visitor',
    rate: 'read',
    summary: 'One genre with its categories',
    params: slugParams,
    query: lngQuerySchema,
    response: genreSchema,
  }),
  category: endpoint({
    method: 'GET',
    path: '/categories/{slug}',
    access: 'visitor',
    rate: 'read',
    summary: 'A category: description, active questions in order, FAQ, related categories, statistics',
    params: slugParams,
    query: lngQuerySchema,
    response: categoryDetailSchema,
  }),
  districts: endpoint({
    method: 'GET',
    path: '/districts',
    access: 'visitor',
    rate: 'read',
    summary: 'The 18 districts with their areas',
    query: lngQuerySchema,
    response: z.array(districtSchema),
  }),
  nearMe: endpoint({
    method: 'GET',
    path: '/near_me/{slug}',
    access: 'visitor',
    rate: 'read',
    summary: 'A category in a region or district (region=, district=) with pro counts per district',
    params: slugParams,
    query: nearMeQuerySchema,
    response: nearMeSchema,
  }),
  priceIndex: endpoint({
    method: 'GET',
    path: '/price_guides',
    access: 'visitor',
    rate: 'read',
    summary: 'Price index: the main price band of every category from real quotes',
    query: lngQuerySchema,
    response: priceIndexSchema,
  }),
  priceGuide: endpoint({
    method: 'GET',
    path: '/price_guides/{slug}',
    access: 'visitor',
    rate: 'read',
    summary: 'Price guide: p10/median/p90 per quote type from sent quotes, Hong Kong-wide or district=; no range under 5 quotes',
    params: slugParams,
    query: priceGuideQuerySchema,
    response: priceGuideSchema,
  }),
};
