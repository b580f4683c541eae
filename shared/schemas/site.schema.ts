/** Site pages (SPEC §2 content pages, ADR 0023), pro stories and the pro-newyear figures. */
import { z } from 'zod';
import { NEW_YEAR_GROUPS } from '../domain/new-year';
import { slugParam } from './catalog.schema';
import { proCardSchema } from './pro-services.schema';
import { reviewItemSchema } from './reviews.schema';

/** GET /api/site/pages/{slug}: a CMS page of kind 'site' or 'legal', with the product's figures filled in. */
export const sitePageParams = z.object({ slug: slugParam });

/** GET /api/site/pro_stories: top-rated pros with a real review each. */
export const proStorySchema = z.object({
  pro: proCardSchema,
  /** When the service joined Sifu (UTC). */
  joined: z.string(),
  review: reviewItemSchema.nullable(),
});
export const proStoriesSchema = z.object({
  min_rating: z.number(),
  min_reviews: z.number().int(),
  items: z.array(proStorySchema),
});
export type ProStory = z.infer<typeof proStorySchema>;
export type ProStories = z.infer<typeof proStoriesSchema>;

/** Requests posted in one window: how many, how many got a quote, quotes sent, how many hired a pro. */
export const demandCountsSchema = z.object({
  requests: z.number().int(),
  quoted: z.number().int(),
  quotes: z.number().int(),
  hired: z.number().int(),
});
export type DemandCounts = z.infer<typeof demandCountsSchema>;

/** GET /api/site/pro_newyear */
export const newYearDemandSchema = z.object({
  window_days: z.number().int(),
  /** YYYY-MM-DD (Hong Kong); null past the end of the table. */
  next_new_year: z.string().nullable(),
  last_new_year: z.string().nullable(),
  /** The windows counted: the last weeks, and the same weeks before the last Lunar New Year (absent without one). */
  recent_from: z.string(),
  season_from: z.string().nullable(),
  groups: z.array(
    z.object({
      key: z.enum(NEW_YEAR_GROUPS),
      recent: demandCountsSchema,
      season: demandCountsSchema.nullable(),
      categories: z.array(
        z.object({
          slug: z.string(),
          name: z.string(),
          quote_fee: z.number().int(),
          pro_count: z.number().int(),
          recent_requests: z.number().int(),
          season_requests: z.number().int().nullable(),
        }),
      ),
    }),
  ),
  starter_credit: z.number().int(),
  starter_credit_days: z.number().int(),
});
export type NewYearDemand = z.infer<typeof newYearDemandSchema>;
