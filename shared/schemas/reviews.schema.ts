/** Public review (feedback) contracts: listings per service or category, and the hashed-link review form (SPEC §2, §3). */
import { z } from 'zod';
import { idParam, longText, pageParam, pagedSchema, shortText, wholeNumber } from './common.schema';
import { lngParam, slugParam } from './catalog.schema';
import { attachmentSchema } from './attachments.schema';
import { formBool } from './form-values';
import { ownerReviewSchema } from './service-editor.schema';

export const reviewItemSchema = z.object({
  id: z.number().int(),
  reviewer_name: z.string(),
  score: z.number().int().min(1).max(5),
  note: z.string(),
  tags: z.array(z.string()),
  /** The pro's public reply (SPEC §3 feedback comment), empty when none. */
  reply: z.string(),
  created: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  service: z.object({ quote_service_id: z.number().int(), slug: z.string(), business_name: z.string() }),
  /** Photos the customer added to the review (SPEC §3 FeedbackAttachment), with sizes and variant URLs. */
  photos: z.array(attachmentSchema).optional(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewPageSchema = pagedSchema(reviewItemSchema).extend({
  rating: z.number(),
  review_count: z.number().int(),
  /** Count of reviews per score 5..1. */
  distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** GET /api/services/:id/feedbacks?page= (SPEC §9: service feedbacks limit 20). */
export const serviceReviewsQuerySchema = z.object({ lng: lngParam, page: pageParam });

/** GET /api/feedbacks/recent?category=&district=&limit= */
export const recentReviewsQuerySchema = z.object({
  lng: lngParam,
  category: slugParam.optional(),
  district: slugParam.optional(),
  /** Only reviews scoring at least this (the home page's testimonials use 4). */
  min_score: wholeNumber({ min: 1, max: 5 }).optional(),
  limit: wholeNumber({ min: 1, max: 20 }).default(6),
});

/** GET /api/reviews/service/:id/:hash: who is being reviewed through a hashed link. */
export const reviewLinkSchema = z.object({
  quote_service_id: z.number().int(),
  slug: z.string(),
  business_name: z.string(),
  rating: z.number(),
  review_count: z.number().int(),
  categories: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

/** POST /api/reviews/service/:id/:hash: a customer reviews a pro without logging in. */
export const submitLinkReviewSchema = z.object({
  score: wholeNumber({ min: 1, max: 5, message: 'review_score_required' }),
  reviewer_name: shortText(40).min(1, { message: 'required' }),
  note: longText(2000).refine((s) => s.trim().length >= 10, { message: 'review_note_too_short' }),
  quote_category_id: idParam.optional(),
});
export type SubmitLinkReviewInput = z.infer<typeof submitLinkReviewSchema>;

export const reviewLinkParamsSchema = z.object({
  id: idParam,
  hash: z.string().regex(/^[a-f0-9]{32}$/, { message: 'invalid' }),
});

/** GET /api/services/{id}/review_link: the pro's shareable link. */
export const reviewLinkUrlSchema = z.object({ path: z.string(), url: z.string() });

/** GET /api/feedbacks/mine: the reviews the consumer posted, with the job they were about and the pro's reply. */
export const myReviewSchema = reviewItemSchema.extend({ quote_bid_id: z.number().int().nullable() });
export type MyReview = z.infer<typeof myReviewSchema>;
export const myReviewPageSchema = pagedSchema(myReviewSchema);
export const myReviewsQuerySchema = z.object({ lng: lngParam, page: pageParam });

/**
 * GET /api/feedbacks/received: the reviews of all the pro's services (archived ones left out, since a reply there is
 * refused), as the service editor's review step shows them, with the service each is about.
 */
export const receivedReviewSchema = ownerReviewSchema.extend({
  service: z.object({ quote_service_id: z.number().int(), business_name: z.string() }),
});
export type ReceivedReview = z.infer<typeof receivedReviewSchema>;
export const receivedReviewPageSchema = pagedSchema(receivedReviewSchema);
/** `unreplied=1`: only the reviews without a reply yet. */
export const receivedReviewsQuerySchema = z.object({ lng: lngParam, page: pageParam, unreplied: formBool.optional().default(false) });
