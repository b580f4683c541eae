/**
 * The pro's own services (SPEC §3 quote service): onboarding (SPEC §2 steps Welcome 0 .. Description 3) and the
 * service-editing menu (steps 0–19). Names are the SPEC §3 names. Bodies may be JSON, urlencoded or multipart,
 * so booleans, numbers and lists use the form-value helpers.
 */
import { z } from 'zod';
import { idParam, longText, pagedSchema, shortText, wholeNumber } from './common.schema';
import { formBool, jsonObject, listOf } from './form-values';
import { districtSchema, lngParam } from './catalog.schema';
import { MAX_DESCRIPTION_CHARS, MAX_SERVICE_CATEGORIES } from '../domain/service-steps';
import { LICENCE_TYPES } from '../domain/verification';

export * from '../domain/service-steps';

const serviceId = z.object({ id: idParam });
export const serviceIdParams = serviceId;

const hhmm = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'invalid_time' });

/** A weekly opening period: SPEC §9 weekday values Mon..Sun = 1..7, times HH:mm (Hong Kong time), open < close. */
export const businessHourInputSchema = z
  .object({ weekday: wholeNumber({ min: 1, max: 7 }), open: hhmm, close: hhmm })
  .refine((h) => h.open < h.close, { message: 'close_before_open', path: ['close'] });

const urlText = shortText(500).refine((s) => s === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i.test(s), { message: 'invalid_url' });

/** Onboarding Basic (step 1) and editing Basic (step 0). The contact phone must be one the user verified by OTP. */
export const basicInputSchema = z.object({
  business_name_zh: shortText(80).min(2, { message: 'too_short' }),
  business_name_en: shortText(80).optional().default(''),
  phone: shortText(20).min(8, { message: 'invalid_phone' }),
  year_founded: z.union([z.literal(''), wholeNumber({ min: 1900, max: 2100 })]).optional(),
  employees: z.union([z.literal(''), wholeNumber({ min: 1, max: 100_000 })]).optional(),
  website: urlText.optional().default(''),
});
export type BasicInput = z.input<typeof basicInputSchema>;

/** POST /services/add: the onboarding Basic step creates the service. */
export const createServiceSchema = basicInputSchema.extend({
  category_ids: listOf(idParam, MAX_SERVICE_CATEGORIES).refine((l) => l.length > 0, { message: 'required' }),
});
export type CreateServiceInput = z.input<typeof createServiceSchema>;

/** SPEC §3 travel preference keys; at least one must be on. */
export const travelInputSchema = z
  .object({
    is_service_professional_travels_to_me: formBool,
    is_customer_travel_to_me: formBool,
    is_over_phone_or_internet: formBool,
    travel_distance_km: wholeNumber({ min: 1, max: 100 }).optional().default(20),
    base_district_id: z.union([z.literal(''), idParam]).optional(),
  })
  .refine((t) => t.is_service_professional_travels_to_me || t.is_customer_travel_to_me || t.is_over_phone_or_internet, {
    message: 'choose_one',
    path: ['is_service_professional_travels_to_me'],
  })
  .refine((t) => !t.is_customer_travel_to_me || (t.base_district_id !== undefined && t.base_district_id !== ''), {
    message: 'required',
    path: ['base_district_id'],
  });
export type TravelInput = z.input<typeof travelInputSchema>;

export const categoriesInputSchema = z.object({
  category_ids: listOf(idParam, MAX_SERVICE_CATEGORIES).refine((l) => l.length > 0, { message: 'required' }),
});

/**
 * Per-category settings (SPEC §3 service categories). quote_job_preference is kept as a small documented object. The
 * auto-quote weekly budget is not here: it is one hard cap per pro (auto_quote/budget), not per category.
 */
export const quoteJobPreferenceSchema = z.object({
  /** SPEC §9 time slots 1..5 the pro does not work in. */
  excluded_time_slots: z.array(z.number().int().min(1).max(5)).max(5).default([]),
});
export type QuoteJobPreference = z.output<typeof quoteJobPreferenceSchema>;

export const categorySettingsInputSchema = z.object({
  is_auto_quote_on: formBool.optional().default(false),
  is_direct_reserve_on: formBool.optional().default(false),
  quote_job_preference: jsonObject(quoteJobPreferenceSchema).optional(),
  auto_message: longText(1000).optional().default(''),
});
export type CategorySettingsInput = z.input<typeof categorySettingsInputSchema>;

export const areasInputSchema = z.object({
  district_ids: listOf(idParam, 18).refine((l) => l.length > 0, { message: 'required' }),
});

export const hoursInputSchema = z.object({ hours: jsonObject(z.array(businessHourInputSchema).max(21)) });
export type HoursInput = z.input<typeof hoursInputSchema>;

/** A FAQ is written in one or both languages; a missing language shows the other. */
export const faqInputSchema = z
  .object({
    question_zh: shortText(200).optional().default(''),
    question_en: shortText(200).optional().default(''),
    answer_zh: longText(1500).optional().default(''),
    answer_en: longText(1500).optional().default(''),
  })
  .refine((f) => f.question_zh !== '' || f.question_en !== '', { message: 'required', path: ['question_zh'] })
  .refine((f) => f.answer_zh.trim() !== '' || f.answer_en.trim() !== '', { message: 'required', path: ['answer_zh'] });
export type FaqInput = z.input<typeof faqInputSchema>;

export const reorderInputSchema = z.object({ ids: listOf(idParam, 100) });

export const descriptionInputSchema = z.object({
  description_zh: longText(MAX_DESCRIPTION_CHARS).optional().default(''),
  description_en: longText(MAX_DESCRIPTION_CHARS).optional().default(''),
});
export type DescriptionInput = z.input<typeof descriptionInputSchema>;

/** AI profile text (SPEC §7 get_profile_ai / modify_profile_ai). */
export const profileAiInputSchema = z.object({ language: lngParam });
export const modifyProfileAiInputSchema = z.object({
  language: lngParam,
  text: longText(MAX_DESCRIPTION_CHARS).refine((s) => s.trim().length > 0, { message: 'required' }),
  instruction: z.enum(['shorter', 'longer', 'friendlier', 'more_professional']),
});
export const profileAiResultSchema = z.object({ text: z.string(), provider: z.string() });

export const visibilityInputSchema = z.object({ is_public: formBool });

export const onboardingStepInputSchema = z.object({ step: wholeNumber({ min: 0, max: 3 }) });

/** Server times are UTC 'YYYY-MM-DD HH:mm:ss'; the form sends Hong Kong local dates, converted by the client. */
const isRealUtcTime = (s: string) => {
  const d = new Date(`${s.replace(' ', 'T')}Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 19).replace('T', ' ') === s;
};
/** Seconds are optional on input and always present after parsing, so times compare as strings. */
const utcDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, { message: 'invalid_date' })
  .transform((s) => (s.length === 16 ? `${s}:00` : s))
  .refine(isRealUtcTime, { message: 'invalid_date' });

export const pauseEventInputSchema = z
  .object({
    begin_time: utcDateTime,
    end_time: utcDateTime,
    title: shortText(80).optional().default(''),
    description: longText(500).optional().default(''),
  })
  .refine((e) => e.end_time > e.begin_time, { message: 'end_before_begin', path: ['end_time'] });
export type PauseEventInput = z.input<typeof pauseEventInputSchema>;

export const pauseEventSchema = z.object({
  id: z.number().int(),
  quote_service_id: z.number().int(),
  begin_time: z.string(),
  end_time: z.string(),
  title: z.string(),
  description: z.string(),
});
export type PauseEvent = z.infer<typeof pauseEventSchema>;

export const reviewReplyInputSchema = z.object({ comment: longText(1000) });

export const externalReviewLinkInputSchema = z.object({
  label: shortText(80).min(1, { message: 'required' }),
  url: urlText.refine((s) => s !== '', { message: 'required' }),
});
export const externalReviewLinkSchema = z.object({ id: z.number().int(), label: z.string(), url: z.string(), created: z.string() });

/**
 * GET /services/{id}/calendar: a month (`month=YYYY-MM`) or a week (`week=YYYY-MM-DD`, any day of it; the week
 * runs Monday..Sunday, SPEC §9), both in Hong Kong; neither means this month. A week that is not a real day is
 * refused by the service with a 422 of its own (calendar_week_invalid), not a bare validation error.
 */
export const calendarQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'invalid' })
    .optional(),
  week: z.string().trim().max(40).optional(),
});

const calendarJobSchema = z.object({
  quote_bid_id: z.number().int(),
  hire_date: z.string(),
  /** SPEC §9 time slot key '1'..'5', an exact Hong Kong time 'HH:mm', or null (to be arranged). */
  hire_time_slot: z.string().nullable(),
  category: z.string(),
  customer: z.string(),
  quote_status_id: z.number().int(),
});

/** A live direct booking (reservations row) at its exact times; cancelled ones are left out. */
const calendarBookingSchema = z.object({
  /** The appointment page's id (reservations.id). */
  reservation_id: z.number().int(),
  /**
   * 'direct': booked on Sifu (an appointment with a hired bid); 'google': a Google-reserve booking (no bid); 'shop': the
   * slot of a shop order (its page is the order's; `category` is the item's name).
   */
  source: z.enum(['direct', 'google', 'shop']),
  quote_bid_id: z.number().int().nullable(),
  shop_order_id: z.number().int().nullable(),
  /** A shop order's plan (with `category`, the item's name, it says what was bought); null for other bookings. */
  plan_name: z.string().nullable(),
  /** UTC 'YYYY-MM-DD HH:mm:ss'. */
  begin_time: z.string(),
  end_time: z.string(),
  category: z.string(),
  /** The customer's first name only. */
  customer: z.string(),
  quote_status_id: z.number().int(),
});

export const calendarSchema = z.object({
  view: z.enum(['month', 'week']),
  /** The month shown; for a week, the month holding its Thursday (where "Month" leads back to). */
  month: z.string(),
  /** The days covered, Hong Kong: `from` is the 1st of the month or the week's Monday; `to` is the day after the last. */
  from: z.string(),
  to: z.string(),
  business_hours: z.array(z.object({ weekday: z.number().int(), open: z.string(), close: z.string() })),
  /** Pauses overlapping the range (also those that only start before it or end after it). */
  pause_events: z.array(pauseEventSchema),
  /** Hired jobs that are not direct bookings, with a hire date in the range (first name only). */
  jobs: z.array(calendarJobSchema),
  /** Live bookings (direct, Google-reserve and shop orders' slots) overlapping the range, at their exact times. */
  bookings: z.array(calendarBookingSchema),
});
export type ServiceCalendar = z.infer<typeof calendarSchema>;
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

/** One of the pro's services in their list. */
export const myServiceSchema = z.object({
  quote_service_id: z.number().int(),
  business_name: z.string(),
  logo_url: z.string().nullable(),
  is_public: z.boolean(),
  is_archived: z.boolean(),
  onboard_step: z.number().int(),
  profile_ready: z.boolean(),
  /** A pause covering now: no new matches until then (UTC). */
  paused_until: z.string().nullable(),
  categories: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  area_count: z.number().int(),
  review_count: z.number().int(),
  rating: z.number(),
  hired_count: z.number().int(),
  /** What is still missing before the profile can be published (keys like 'description', 'areas'). */
  missing: z.array(z.string()),
});
export type MyService = z.infer<typeof myServiceSchema>;

export const myServicesSchema = z.object({
  items: z.array(myServiceSchema),
  /** Non-archived services (never below 0). */
  quote_service_count: z.number().int(),
});

const faqSchema = z.object({
  id: z.number().int(),
  question_zh: z.string(),
  question_en: z.string(),
  answer_zh: z.string(),
  answer_en: z.string(),
  display_order: z.number().int(),
});
export type ServiceFaq = z.infer<typeof faqSchema>;

/** Everything the editor needs about one of the pro's services, both languages. */
export const editableServiceSchema = z.object({
  quote_service_id: z.number().int(),
  slug: z.string(),
  business_name_zh: z.string(),
  business_name_en: z.string(),
  description_zh: z.string(),
  description_en: z.string(),
  phone: z.string().nullable(),
  is_phone_confirmed: z.boolean(),
  year_founded: z.number().int().nullable(),
  employees: z.number().int().nullable(),
  website: z.string().nullable(),
  logo_url: z.string().nullable(),
  is_public: z.boolean(),
  is_archived: z.boolean(),
  is_verified: z.boolean(),
  onboard_step: z.number().int(),
  profile_ready: z.boolean(),
  is_service_professional_travels_to_me: z.boolean(),
  is_customer_travel_to_me: z.boolean(),
  is_over_phone_or_internet: z.boolean(),
  travel_distance_km: z.number().int(),
  base_district_id: z.number().int().nullable(),
  categories: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name_zh: z.string(),
      name_en: z.string(),
      quote_fee: z.number().int(),
      is_auto_quote_on: z.boolean(),
      is_direct_reserve_on: z.boolean(),
      quote_job_preference: quoteJobPreferenceSchema,
      auto_message: z.string(),
      /** The licence a pro needs for this category (SPEC §8 251), or null. */
      required_licence_type: z.enum(LICENCE_TYPES).nullable(),
      /** The service holds that licence as an approved certificate (true when none is needed). */
      qualified: z.boolean(),
    }),
  ),
  district_ids: z.array(z.number().int()),
  /** Licence types the service holds as approved personal certificates (which regulated categories it may take). */
  approved_licence_types: z.array(z.enum(LICENCE_TYPES)),
  business_hours: z.array(z.object({ weekday: z.number().int(), open: z.string(), close: z.string() })),
  faqs: z.array(faqSchema),
  pause_events: z.array(pauseEventSchema),
  external_review_links: z.array(externalReviewLinkSchema),
  review_count: z.number().int(),
  rating: z.number(),
  missing: z.array(z.string()),
});
export type EditableService = z.infer<typeof editableServiceSchema>;

/** Districts with their areas (SPEC editing step Area: 18 districts and their areas). */
export const areaOptionsSchema = z.array(districtSchema);

/** The pro's reviews with their replies (editing step Reviews). */
export const ownerReviewSchema = z.object({
  id: z.number().int(),
  reviewer_name: z.string(),
  score: z.number().int(),
  note: z.string(),
  comment: z.string(),
  category: z.string().nullable(),
  created: z.string(),
  replied_on: z.string().nullable(),
});
export const ownerReviewPageSchema = pagedSchema(ownerReviewSchema);

/** POST /services/{id}/profile_ready answer. */
export const profileReadySchema = z.object({
  quote_service_id: z.number().int(),
  profile_ready: z.literal(true),
  onboard_state: z.literal(2),
});
