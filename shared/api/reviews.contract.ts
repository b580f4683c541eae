/** Reviews: a service's reviews, recent reviews, and reviewing through a hashed link without an account. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams } from '../schemas/common.schema';
import { lngQuerySchema } from '../schemas/catalog.schema';
import {
  myReviewPageSchema,
  myReviewsQuerySchema,
  receivedReviewPageSchema,
  receivedReviewsQuerySchema,
  recentReviewsQuerySchema,
  reviewItemSchema,
  reviewLinkParamsSchema,
  reviewLinkSchema,
  reviewPageSchema,
  serviceReviewsQuerySchema,
  submitLinkReviewSchema,
} from '../schemas/reviews.schema';

export const reviewsContract = {
  serviceReviews: endpoint({
    method: 'GET',
    path: '/services/{id}/feedbacks',
    access: 'visitor',
    rate: 'read',
    summary: 'Reviews of a service, 20 a page, with the rating distribution',
    params: idParams,
    query: serviceReviewsQuerySchema,
    response: reviewPageSchema,
  }),
  recent: endpoint({
    method: 'GET',
    path: '/feedbacks/recent',
    access: 'visitor',
    rate: 'read',
    summary: 'Recent written reviews (category=, district=, limit=)',
    query: recentReviewsQuerySchema,
    response: z.array(reviewItemSchema),
  }),
  link: endpoint({
    method: 'GET',
    path: '/reviews/service/{id}/{hash}',
    access: 'visitor',
    rate: 'read',
    summary: 'The service behind a hashed review link',
    params: reviewLinkParamsSchema,
    query: lngQuerySchema,
    response: reviewLinkSchema,
  }),
  submitByLink: endpoint({
    method: 'POST',
    path: '/reviews/service/{id}/{hash}',
    access: 'visitor',
    rate: 'link_review',
    summary: 'Review a service through its hashed link without logging in (one per device; 409 review_already_submitted)',
    params: reviewLinkParamsSchema,
    body: submitLinkReviewSchema,
    response: z.object({ id: z.number().int(), rating: z.number(), review_count: z.number().int() }),
    invalidates: ['/services/{id}/feedbacks', '/feedbacks/recent', '/reviews/service'],
  }),
  mine: endpoint({
    method: 'GET',
    path: '/feedbacks/mine',
    access: 'consumer',
    rate: 'read',
    summary: 'The reviews the consumer posted, newest first, 20 a page, with the pro’s reply',
    query: myReviewsQuerySchema,
    response: myReviewPageSchema,
  }),
  received: endpoint({
    method: 'GET',
    path: '/feedbacks/received',
    access: 'pro',
    rate: 'read',
    summary: 'The reviews of the pro’s services, newest first, 20 a page (unreplied=1: only those without a reply)',
    query: receivedReviewsQuerySchema,
    response: receivedReviewPageSchema,
  }),
};
