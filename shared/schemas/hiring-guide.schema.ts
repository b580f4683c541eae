/**
 * "Before you hire" pages (SPEC §2 info/all, info/{slug}): what to know before hiring a kind of service in Hong Kong.
 * The licensing and regulation text comes from a reviewed data module (server/modules/hiring-guide/hiring-rules), keyed by
 * genre and category; the questions and every figure come from the database, each with its sample size.
 */
import { z } from 'zod';
import { contentSummarySchema } from './content.schema';
import { lngQuerySchema, priceBandSchema, questionSchema } from './catalog.schema';

/** One licence, registration or rule that applies, with who keeps the register and how to check it. */
export const regulationSchema = z.object({
  title: z.string(),
  body: z.string(),
  authority: z.string(),
  check: z.string(),
});
export type Regulation = z.infer<typeof regulationSchema>;

export const hiringRulesSchema = z.object({
  /** Where the text comes from: the category's own entry, its genre's, or the general fallback. */
  source: z.enum(['category', 'genre', 'default']),
  /** One line: the licence that applies, or that none is needed and what to check instead. */
  summary: z.string(),
  /** Whether some work of this kind may only be done by a licensed or registered person. */
  licensed: z.boolean(),
  regulations: z.array(regulationSchema),
  /** What to check whether or not a licence is needed (business registration, insurance …). */
  checks: z.array(z.string()),
  /** Photos, measurements and details to have ready. */
  prepare: z.array(z.string()),
});
export type HiringRules = z.infer<typeof hiringRulesSchema>;

/** A category in lists of info pages: its licensing line and pro count. */
export const infoCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  summary: z.string(),
  licensed: z.boolean(),
  pro_count: z.number().int(),
});
export type InfoCategory = z.infer<typeof infoCategorySchema>;

const genreRefSchema = z.object({ slug: z.string(), info_slug: z.string(), name: z.string(), icon: z.string() });

/** The real figures behind "how to choose a pro"; a figure is null when too few samples stand behind it. */
export const hiringNumbersSchema = z.object({
  pro_count: z.number().int(),
  review_count: z.number().int(),
  avg_rating: z.number().nullable(),
  hired_count: z.number().int(),
  /** The main priced quote type's p10 / median / p90 (null figures under min_samples quotes); null without priced quotes. */
  price: priceBandSchema.nullable(),
  min_samples: z.number().int(),
  /** Requests that got a quote, the median minutes to the first (null under min_reply_samples) and quotes per request. */
  replies: z.object({
    requests: z.number().int(),
    median_first_quote_minutes: z.number().int().nullable(),
    avg_quotes: z.number().nullable(),
  }),
  min_reply_samples: z.number().int(),
});
export type HiringNumbers = z.infer<typeof hiringNumbersSchema>;

export const categoryInfoSchema = z.object({
  kind: z.literal('category'),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  genre: genreRefSchema,
  rules: hiringRulesSchema,
  /** The category's active questionnaire in order: what a pro will ask. */
  questions: z.array(questionSchema),
  numbers: hiringNumbersSchema,
  /** Blog articles about the category, else about its genre, newest first. */
  articles: z.array(contentSummarySchema),
  /** The genre's other categories. */
  siblings: z.array(infoCategorySchema),
});
export type CategoryInfo = z.infer<typeof categoryInfoSchema>;

export const genreInfoSchema = z.object({
  kind: z.literal('genre'),
  slug: z.string(),
  info_slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  rules: hiringRulesSchema,
  categories: z.array(infoCategorySchema),
  articles: z.array(contentSummarySchema),
  /** The other genres. */
  others: z.array(genreRefSchema),
});
export type GenreInfo = z.infer<typeof genreInfoSchema>;

/** GET /api/hiring_guides/{slug}: a category or a genre. */
export const hiringGuideSchema = z.discriminatedUnion('kind', [categoryInfoSchema, genreInfoSchema]);
export type HiringGuide = z.infer<typeof hiringGuideSchema>;

/** GET /api/hiring_guides: every info page by genre. */
export const hiringGuideIndexSchema = z.array(genreRefSchema.extend({ summary: z.string(), categories: z.array(infoCategorySchema) }));
export type HiringGuideIndex = z.infer<typeof hiringGuideIndexSchema>;

export const hiringGuideQuerySchema = lngQuerySchema;
