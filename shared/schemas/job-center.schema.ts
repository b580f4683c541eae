/** Job center (SPEC §7 job center listing): open requests a pro may opt in to quote. */
import { z } from 'zod';
import { PAGE_SIZE } from '../domain/limits';
import { idParam, pagedSchema, pageParam, shortText, wholeNumber } from './common.schema';
import { listOf } from './form-values';
import { labelledAnswerSchema, namedRefSchema } from './requests.schema';

/** GET /api/quote_requests/job_center?page=&page_size=&category_ids=&zip_codes=&discount_upper_bound= */
export const jobCenterQuerySchema = z.object({
  page: pageParam,
  page_size: wholeNumber({ min: 1, max: 50 }).optional().default(PAGE_SIZE.jobCenter),
  /** Only these of the pro's categories (ids; a list or "1,2"). */
  category_ids: listOf(idParam, 50).optional().default([]),
  /** Only these districts (slugs or ids; the SPEC's zip codes). */
  zip_codes: listOf(shortText(60), 30).optional().default([]),
  /** The most the pro pays, in percent of the full fee: 70 lists requests at 30 % off or more; 100 (or none) all. */
  discount_upper_bound: wholeNumber({ min: 0, max: 100 }).optional(),
});
export type JobCenterQuery = z.infer<typeof jobCenterQuerySchema>;

export const jobCenterItemSchema = z.object({
  quote_request_id: z.number(),
  category: namedRefSchema,
  district: namedRefSchema.nullable(),
  created: z.string(),
  /** The customer's first name only (privacy: no contact details before a quote). */
  consumer_first_name: z.string(),
  description: z.string(),
  preferred_dates: z.array(z.string()),
  time_slots: z.array(z.number()),
  answers: z.array(labelledAnswerSchema),
  /** Pros who already sent a quote. */
  quote_count: z.number(),
  /** Places left before the request's match limit is reached. */
  spots_left: z.number(),
  match_limit: z.number(),
  /** What the first quote would cost now (whole HKD, after the discount). */
  fee: z.number(),
  original_fee: z.number(),
  discount_percent: z.number(),
});
export type JobCenterItem = z.infer<typeof jobCenterItemSchema>;

export const jobCenterPageSchema = pagedSchema(jobCenterItemSchema).extend({
  /** The chips: the pro's categories and districts the listing covers. */
  filters: z.object({ categories: z.array(namedRefSchema), districts: z.array(namedRefSchema) }),
});
export type JobCenterPage = z.infer<typeof jobCenterPageSchema>;

/** POST /api/quote_requests/job_center/{id}/opt_in → the pro's new (or existing) bid, to open the lead and quote. */
export const jobCenterOptInParams = z.object({ requestId: idParam });
export const jobCenterOptInSchema = z.object({ quote_bid_id: z.number(), quote_request_id: z.number(), created: z.boolean() });
export type JobCenterOptIn = z.infer<typeof jobCenterOptInSchema>;
