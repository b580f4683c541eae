/**
 * The back office's data editors (/ops): free-credit events and coupons (finance), credit packages (finance), CMS
 * pages and blog posts (content) and category texts (content). Every editable row carries a `version`: an edit
 * names the version it was made from, and a row changed meanwhile answers 409 instead of losing the other edit.
 * Times on the wire are UTC 'YYYY-MM-DD HH:mm:ss' (the console converts from and to Hong Kong time).
 */
import { z } from 'zod';
import { longText, pageParam, pagedSchema, shortText, wholeNumber } from './common.schema';
import { CONTENT_KINDS, contentBlockSchema } from './content.schema';

/** Seconds are optional on input and always present after parsing, so times compare as strings. */
const isRealUtcTime = (s: string) => {
  const d = new Date(`${s.replace(' ', 'T')}Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 19).replace('T', ' ') === s;
};
export const utcDateTimeInput = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, { message: 'invalid_date' })
  .transform((s) => (s.length === 16 ? `${s}:00` : s))
  .refine(isRealUtcTime, { message: 'invalid_date' });

const required = (max: number) => shortText(max).min(1, { message: 'required' });
const slugInput = shortText(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'ops_data_slug_format' });
/** The largest credit or price an operator may set in one row (HKD). */
export const OPS_MAX_AMOUNT = 100_000;
const amount = wholeNumber({ min: 1, max: OPS_MAX_AMOUNT });
const days = wholeNumber({ min: 1, max: 3650 });
/** An optional limit: absent, null or '' is "no limit". */
const optionalLimit = z.preprocess((v) => (v === '' || v === undefined ? null : v), wholeNumber({ min: 1, max: 1_000_000 }).nullable());
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ message: 'invalid' }),
);
const version = wholeNumber({ min: 1, max: 2_147_483_647 });

/** Where a row stands in its window: before it, inside it, after it, or switched off by an operator. */
export const SCHEDULE_STATES = ['scheduled', 'live', 'ended', 'inactive'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

export const opsListQuerySchema = z.object({
  q: shortText(100).optional(),
  state: z.enum(SCHEDULE_STATES, { message: 'invalid_option' }).optional(),
  page: pageParam,
});
export type OpsListQuery = z.output<typeof opsListQuerySchema>;

// ─── Free-credit events ──────────────────────────────────────────────────────────────────────────────────────────

export const FREE_CREDIT_AUDIENCES = ['all_pros', 'new_pros', 'pros_without_purchase'] as const;

const eventFields = z.object({
  slug: slugInput,
  title_zh: required(120),
  title_en: required(120),
  description_zh: longText(2000).optional().default(''),
  description_en: longText(2000).optional().default(''),
  amount,
  audience: z.enum(FREE_CREDIT_AUDIENCES, { message: 'invalid_option' }),
  claim_from: utcDateTimeInput,
  claim_until: utcDateTimeInput,
  valid_days: days,
  max_claims: optionalLimit,
  is_active: flag.optional().default(true),
});
const eventWindow = <T extends { claim_from: string; claim_until: string }>(e: T) => e.claim_until > e.claim_from;
export const freeCreditEventInputSchema = eventFields.refine(eventWindow, { message: 'end_before_begin', path: ['claim_until'] });
export const freeCreditEventEditSchema = eventFields
  .extend({ version })
  .refine(eventWindow, { message: 'end_before_begin', path: ['claim_until'] });
export type FreeCreditEventInput = z.output<typeof freeCreditEventInputSchema>;

export const opsFreeCreditEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_zh: z.string(),
  title_en: z.string(),
  description_zh: z.string(),
  description_en: z.string(),
  amount: z.number().int(),
  audience: z.enum(FREE_CREDIT_AUDIENCES),
  claim_from: z.string(),
  claim_until: z.string(),
  valid_days: z.number().int(),
  max_claims: z.number().int().nullable(),
  claims: z.number().int(),
  is_active: z.boolean(),
  state: z.enum(SCHEDULE_STATES),
  created: z.string(),
  version: z.number().int(),
});
export type OpsFreeCreditEvent = z.infer<typeof opsFreeCreditEventSchema>;
export const opsFreeCreditEventPageSchema = pagedSchema(opsFreeCreditEventSchema);

// ─── Coupons ─────────────────────────────────────────────────────────────────────────────────────────────────────

const couponFields = z.object({
  code: shortText(32)
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,32}$/, { message: 'invalid_coupon' }),
  amount,
  valid_from: utcDateTimeInput,
  valid_until: utcDateTimeInput,
  credit_valid_days: days,
  max_uses: optionalLimit,
  per_user_limit: wholeNumber({ min: 1, max: 100 }),
  is_active: flag.optional().default(true),
});
const couponWindow = <T extends { valid_from: string; valid_until: string }>(c: T) => c.valid_until > c.valid_from;
export const couponInputSchema = couponFields.refine(couponWindow, { message: 'end_before_begin', path: ['valid_until'] });
export const couponEditSchema = couponFields
  .extend({ version })
  .refine(couponWindow, { message: 'end_before_begin', path: ['valid_until'] });
export type CouponInput = z.output<typeof couponInputSchema>;

export const opsCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  amount: z.number().int(),
  valid_from: z.string(),
  valid_until: z.string(),
  credit_valid_days: z.number().int(),
  max_uses: z.number().int().nullable(),
  per_user_limit: z.number().int(),
  uses: z.number().int(),
  is_active: z.boolean(),
  state: z.enum(SCHEDULE_STATES),
  created: z.string(),
  version: z.number().int(),
});
export type OpsCoupon = z.infer<typeof opsCouponSchema>;
export const opsCouponPageSchema = pagedSchema(opsCouponSchema);

// ─── Credit packages ─────────────────────────────────────────────────────────────────────────────────────────────

const packageFields = z.object({
  slug: slugInput,
  name_zh: required(60),
  name_en: required(60),
  price: amount,
  credit: amount,
  bonus: wholeNumber({ min: 0, max: OPS_MAX_AMOUNT }),
  sort_order: wholeNumber({ min: 0, max: 1000 }),
  is_active: flag.optional().default(true),
});
export const creditPackageInputSchema = packageFields;
export const creditPackageEditSchema = packageFields.extend({ version });
export type CreditPackageInput = z.output<typeof creditPackageInputSchema>;

export const opsCreditPackageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  price: z.number().int(),
  credit: z.number().int(),
  bonus: z.number().int(),
  is_starter: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  /** Paid orders of this package: a referenced package is deactivated, never deleted. */
  orders: z.number().int(),
  version: z.number().int(),
});
export type OpsCreditPackage = z.infer<typeof opsCreditPackageSchema>;

// ─── CMS pages and blog posts ────────────────────────────────────────────────────────────────────────────────────

/** Pages an operator may create: articles and feature collections (legal and site pages have fixed paths). */
export const NEW_CONTENT_KINDS = ['info', 'blog', 'feature'] as const;
/** Draft (never shown), scheduled (shown from its publication time) or published. */
export const CONTENT_STATES = ['draft', 'scheduled', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** An article body is far longer than the other long texts. */
export const MAX_CONTENT_BODY = 60_000;
const categorySlugs = z.array(shortText(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'invalid' })).max(20, { message: 'too_many' });

const contentFields = z.object({
  slug: slugInput,
  title_zh: required(160),
  title_en: required(160),
  /** The search result and share description (meta description). */
  summary_zh: required(320),
  summary_en: required(320),
  body_zh: longText(MAX_CONTENT_BODY).refine((s) => s.trim().length > 0, { message: 'required' }),
  body_en: longText(MAX_CONTENT_BODY).refine((s) => s.trim().length > 0, { message: 'required' }),
  genre_slug: z.preprocess((v) => (v === '' ? null : v), shortText(80).nullable().optional().default(null)),
  category_slugs: categorySlugs.optional().default([]),
});
export const contentInputSchema = contentFields.extend({ kind: z.enum(NEW_CONTENT_KINDS, { message: 'invalid_option' }) });
export const contentEditSchema = contentFields.extend({ version });
export type ContentInput = z.output<typeof contentInputSchema>;
export type ContentEdit = z.output<typeof contentEditSchema>;

/** Publish now (no time), publish at a future time (scheduled), or take the page down. */
export const contentPublishSchema = z.object({
  version,
  publish: flag,
  at: utcDateTimeInput.optional(),
});
export type ContentPublishInput = z.output<typeof contentPublishSchema>;

export const contentListQuerySchema = z.object({
  q: shortText(100).optional(),
  kind: z.enum(CONTENT_KINDS, { message: 'invalid_option' }).optional(),
  state: z.enum(CONTENT_STATES, { message: 'invalid_option' }).optional(),
  page: pageParam,
});
export type OpsContentListQuery = z.output<typeof contentListQuerySchema>;

export const opsContentSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  title_zh: z.string(),
  title_en: z.string(),
  state: z.enum(CONTENT_STATES),
  published_on: z.string(),
  modified: z.string(),
  /** The public path (without a language prefix), or null for a kind served elsewhere. */
  path: z.string().nullable(),
  version: z.number().int(),
});
export type OpsContentSummary = z.infer<typeof opsContentSummarySchema>;
export const opsContentPageSchema = pagedSchema(opsContentSummarySchema);

export const opsContentDetailSchema = opsContentSummarySchema.extend({
  summary_zh: z.string(),
  summary_en: z.string(),
  body_zh: z.string(),
  body_en: z.string(),
  genre_slug: z.string().nullable(),
  category_slugs: z.array(z.string()),
  /** Whether the slug may change (legal and site pages live at fixed paths). */
  slug_editable: z.boolean(),
});
export type OpsContentDetail = z.infer<typeof opsContentDetailSchema>;

/** Preview: the body as the public page renders it (the same markup parser). */
export const contentPreviewInputSchema = z.object({ body: longText(MAX_CONTENT_BODY) });
export const contentPreviewSchema = z.object({ blocks: z.array(contentBlockSchema) });

// ─── Category texts ──────────────────────────────────────────────────────────────────────────────────────────────

export const opsFaqEntrySchema = z.object({
  q_zh: required(300),
  a_zh: longText(2000).refine((s) => s.trim().length > 0, { message: 'required' }),
  q_en: required(300),
  a_en: longText(2000).refine((s) => s.trim().length > 0, { message: 'required' }),
});
export type OpsFaqEntry = z.output<typeof opsFaqEntrySchema>;

export const categoryTextEditSchema = z.object({
  version,
  name_zh: required(60),
  name_en: required(60),
  description_zh: longText(2000).optional().default(''),
  description_en: longText(2000).optional().default(''),
  faq: z.array(opsFaqEntrySchema).max(30, { message: 'too_many' }),
});
export type CategoryTextEdit = z.output<typeof categoryTextEditSchema>;

export const catalogListQuerySchema = z.object({
  q: shortText(100).optional(),
  genre: shortText(80).optional(),
  page: pageParam,
});
export type OpsCatalogListQuery = z.output<typeof catalogListQuerySchema>;

export const opsCategorySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  genre_slug: z.string(),
  genre_name_zh: z.string(),
  genre_name_en: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  is_active: z.boolean(),
  faq_count: z.number().int(),
  modified: z.string(),
  version: z.number().int(),
});
export type OpsCategorySummary = z.infer<typeof opsCategorySummarySchema>;
export const opsCategoryPageSchema = pagedSchema(opsCategorySummarySchema);

export const opsCategoryDetailSchema = opsCategorySummarySchema.extend({
  description_zh: z.string(),
  description_en: z.string(),
  faq: z.array(z.object({ q_zh: z.string(), a_zh: z.string(), q_en: z.string(), a_en: z.string() })),
});
export type OpsCategoryDetail = z.infer<typeof opsCategoryDetailSchema>;
