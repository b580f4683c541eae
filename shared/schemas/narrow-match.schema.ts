/**
 * Direct requests: a request sent to one chosen pro first (narrowed match, SPEC §4/§9 narrow_status
 * 1 waiting, 2 accepted, 3 declined), the consumer's work requirement and budget survey (SPEC §3 total_pay, comment, unit).
 */
import { z } from 'zod';
import { idParam, longText, wholeNumber } from './common.schema';
import { postRequestSchema } from './requests.schema';

/** Kept here too for the server and the contract (shared/domain/narrow-match.ts). */
export { NARROW_MATCH_TIMEOUT_HOURS } from '../domain/narrow-match';

/** SPEC §8: want_to_contact_provider answers this code when the consumer already asked this pro (the client tolerates it). */
export const ALREADY_CONTACTED_CODE = 17;

/** POST /api/quote_bids/consumer_want_provider_quote: the questionnaire answers plus the chosen pro's service. */
export const directRequestSchema = postRequestSchema.and(z.object({ quote_service_id: idParam }));
export type DirectRequestInput = z.infer<typeof directRequestSchema>;

export const serviceRefSchema = z.object({ quote_service_id: idParam });

/** POST /api/quote_bids/invite_pro: ask one more chosen pro to an open request of the consumer's. */
export const inviteProSchema = z.object({ quote_request_id: idParam, quote_service_id: idParam });

/** SPEC §9 narrow-match answers: 2 accept, 3 decline. */
export const narrowAnswerSchema = z.object({
  quote_bid_id: idParam,
  accept: wholeNumber({ min: 2, max: 3, message: 'invalid_choice' }),
});

export const requestRefSchema = z.object({ quote_request_id: idParam });

/** POST /api/quote_bids/remove: the consumer takes a pro who has not quoted yet off their request (ADR 0019). */
export const removeProSchema = z.object({ quote_bid_id: idParam });

export const contactCheckSchema = z.object({
  quote_service_id: z.number(),
  /** The category questionnaires this pro answers (the first is the profile's main category). */
  category_slugs: z.array(z.string()),
  /**
   * The consumer's open requests this pro could be asked to instead of a new questionnaire (invite_pro): in a category
   * the pro serves, nobody hired, a place left, the pro not on it yet. Newest first, at most OPEN_REQUESTS_OFFERED.
   */
  open_requests: z.array(
    z.object({
      quote_request_id: z.number(),
      category: z.object({ slug: z.string(), name_zh: z.string(), name_en: z.string() }),
      district: z.object({ name_zh: z.string(), name_en: z.string() }).nullable(),
      /** The start of what the consumer wrote about the job ('' when nothing), so similar requests can be told apart. */
      excerpt: z.string(),
      /** The first choices the consumer made in the questionnaire (e.g. type of unit, budget), labelled in both languages. */
      key_answers: z.array(z.object({ zh: z.string(), en: z.string() })),
      /** SPEC §3 server date (UTC). */
      created: z.string(),
    }),
  ),
});

/** How much of a request's description the direct-request offer shows, and how many of its questionnaire choices. */
export const OFFER_EXCERPT_CHARS = 60;
export const OFFER_KEY_ANSWERS = 2;
export type ContactCheck = z.infer<typeof contactCheckSchema>;

/** How many open requests want_to_contact_provider offers to send to the pro instead of a new one. */
export const OPEN_REQUESTS_OFFERED = 3;

/** 'removed': the consumer stopped waiting for the chosen pro (quote_bids/remove) before they quoted. */
export const NARROW_OUTCOMES = ['accepted', 'declined', 'expired', 'removed'] as const;
export type NarrowOutcome = (typeof NARROW_OUTCOMES)[number];

/** What the consumer's request page shows about the chosen pro. */
export const narrowStateSchema = z.object({
  quote_request_id: z.number(),
  narrow: z
    .object({
      quote_service_id: z.number(),
      quote_bid_id: z.number().nullable(),
      business_name_zh: z.string(),
      business_name_en: z.string(),
      narrow_status: z.number(),
      outcome: z.enum(NARROW_OUTCOMES).nullable(),
      /** When an unanswered request goes to other pros (UTC). */
      deadline: z.string(),
      resolved_on: z.string().nullable(),
      /** The chosen pro has sent their quote (it is on the request page). */
      quoted: z.boolean(),
      others_matched_on: z.string().nullable(),
      /** The consumer may still take this pro off the request (quote_bids/remove): open request, no quote yet. */
      can_remove: z.boolean(),
    })
    .nullable(),
  can_match_others: z.boolean(),
  work_requirement: z.string(),
});
export type NarrowState = z.infer<typeof narrowStateSchema>;

export const matchResultSchema = z.object({ matched_count: z.number(), state: narrowStateSchema });

export const workRequirementSchema = z.object({ quote_request_id: idParam, work_requirement: longText(2000) });

export const SURVEY_UNITS = ['job', 'hour', 'day', 'month', 'session'] as const;
export const consumerSurveyInputSchema = z.object({
  quote_bid_id: idParam,
  total_pay: wholeNumber({ min: 0, max: 10_000_000, message: 'invalid_amount' }),
  unit: z.enum(SURVEY_UNITS, { message: 'invalid_choice' }),
  comment: longText(1000).default(''),
});
export const consumerSurveySchema = z.object({
  quote_bid_id: z.number(),
  total_pay: z.number(),
  unit: z.enum(SURVEY_UNITS),
  comment: z.string(),
  modified: z.string(),
});
export type ConsumerSurvey = z.infer<typeof consumerSurveySchema>;

/** GET /api/quote_bid/{id}/extras: the work requirement (both sides) and the consumer's survey (consumer only). */
export const bidExtrasSchema = z.object({
  quote_bid_id: z.number(),
  work_requirement: z.string(),
  work_requirement_on: z.string().nullable(),
  /** The lead came to this pro first (narrowed match). */
  is_direct: z.boolean(),
  /** When the consumer took this pro off the request before a quote (quote_bids/remove); the lead shows it was withdrawn. */
  removed_on: z.string().nullable(),
  survey: consumerSurveySchema.nullable(),
  can_survey: z.boolean(),
});
export type BidExtras = z.infer<typeof bidExtrasSchema>;
