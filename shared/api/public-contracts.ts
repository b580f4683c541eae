/** The public-page operations of issue 4 for /api/openapi.json (merged into API_OPERATIONS). */
import { z } from 'zod';
import type { ApiOperation } from './api-contracts';
import {
  catalogHomeSchema, categoryDetailSchema, districtSchema, genreSchema, nearMeSchema, priceGuideSchema, priceIndexSchema,
} from '../schemas/catalog.schema';
import { featuredProsSchema, proPageSchema, proProfileSchema } from '../schemas/pro-services.schema';
import { reviewItemSchema, reviewLinkSchema, reviewPageSchema, submitLinkReviewSchema } from '../schemas/reviews.schema';
import { contactMessageSchema, contentPageSchema, contentSummarySchema } from '../schemas/content.schema';

const idResult = z.object({ id: z.number().int() });

export const PUBLIC_OPERATIONS: ApiOperation[] = [
  { method: 'get', path: '/api/catalog/home', summary: 'Home page data: genres with categories, districts, site statistics (?lng=)', auth: 'visitor', response: catalogHomeSchema },
  { method: 'get', path: '/api/genres', summary: 'Genres with their categories (?lng=)', auth: 'visitor', response: z.array(genreSchema) },
  { method: 'get', path: '/api/genres/{slug}', summary: 'One genre with its categories', auth: 'visitor', response: genreSchema },
  { method: 'get', path: '/api/categories/{slug}', summary: 'A category: description, active questions in order, FAQ, related categories, stats', auth: 'visitor', response: categoryDetailSchema },
  { method: 'get', path: '/api/districts', summary: 'The 18 districts with their areas', auth: 'visitor', response: z.array(districtSchema) },
  { method: 'get', path: '/api/near_me/{slug}', summary: 'A category in a region or district (?region=&district=) with pro counts per district', auth: 'visitor', response: nearMeSchema },
  { method: 'get', path: '/api/price_guides', summary: 'Price index: the main price band of every category from real quotes', auth: 'visitor', response: priceIndexSchema },
  { method: 'get', path: '/api/price_guides/{slug}', summary: 'Price guide: p10/median/p90 per quote type from sent quotes, HK-wide or ?district=; no range under 5 quotes', auth: 'visitor', response: priceGuideSchema },
  { method: 'get', path: '/api/pro_list', summary: 'Public pros sorted by hired_count desc, 20 a page (?category=&genre=&district=&region=&q=&page=)', auth: 'visitor', response: proPageSchema },
  { method: 'get', path: '/api/services/featured', summary: 'Featured pros; show is true only when at least 50 qualify (SPEC §6)', auth: 'visitor', response: featuredProsSchema },
  { method: 'get', path: '/api/services/{id}/public', summary: 'A public pro profile (404 for unknown, private or archived)', auth: 'visitor', response: proProfileSchema },
  { method: 'get', path: '/api/services/{id}/feedbacks', summary: 'Reviews of a service, 20 a page (?page=), with the rating distribution', auth: 'visitor', response: reviewPageSchema },
  { method: 'get', path: '/api/services/{id}/review_link', summary: 'The owning pro\'s shareable hashed review link', auth: 'pro', response: z.object({ path: z.string(), url: z.string() }) },
  { method: 'get', path: '/api/feedbacks/recent', summary: 'Recent written reviews (?category=&district=&limit=)', auth: 'visitor', response: z.array(reviewItemSchema) },
  { method: 'get', path: '/api/reviews/service/{id}/{hash}', summary: 'The service behind a hashed review link', auth: 'visitor', response: reviewLinkSchema },
  { method: 'post', path: '/api/reviews/service/{id}/{hash}', summary: 'Review a service through its hashed link without logging in (one per device; 409 review_already_submitted)', auth: 'visitor', body: submitLinkReviewSchema, response: z.object({ id: z.number().int(), rating: z.number(), review_count: z.number().int() }) },
  { method: 'get', path: '/api/cms/pages', summary: 'Published CMS pages: guides, blog posts and features (?kind=&category=)', auth: 'visitor', response: z.array(contentSummarySchema) },
  { method: 'get', path: '/api/cms/pages/{slug}', summary: 'One published CMS page as blocks', auth: 'visitor', response: contentPageSchema },
  { method: 'post', path: '/api/contact_messages', summary: 'Send a message to the support team', auth: 'visitor', body: contactMessageSchema, response: idResult },
];
