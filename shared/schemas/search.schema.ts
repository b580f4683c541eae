/** Search wire contracts: suggestions as you type, and the results page. */
import { z } from 'zod';
import { SEARCH_MAX_CHARS } from '../domain/search-query';
import { pageParam, shortText } from './common.schema';
import { categorySummarySchema, lngParam, slugParam } from './catalog.schema';
import { proPageSchema } from './pro-services.schema';

/** `q` may arrive empty (a cleared box); the service answers 422 search_query_empty then. */
const queryText = shortText(SEARCH_MAX_CHARS).default('');

/** GET /api/search/suggest */
export const suggestQuerySchema = z.object({ q: queryText, lng: lngParam });
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

/** GET /api/search: `district` narrows the pros only. */
export const searchQuerySchema = z.object({ q: queryText, lng: lngParam, page: pageParam, district: slugParam.optional() });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A category that matched, in the asked language, with its genre. */
export const searchCategorySchema = categorySummarySchema.extend({ genre_name: z.string() });
export type SearchCategory = z.infer<typeof searchCategorySchema>;

export const suggestProSchema = z.object({
  quote_service_id: z.number().int(),
  slug: z.string(),
  business_name: z.string(),
  rating: z.number(),
  review_count: z.number().int(),
  /** The category the pro is shown under: the best-matching one when the pro offers it, else its first. */
  category: z.string().nullable(),
});
export type SuggestPro = z.infer<typeof suggestProSchema>;

export const suggestionsSchema = z.object({
  /** The query as the search read it (normalized). */
  q: z.string(),
  /** Best match first, at most 6. */
  categories: z.array(searchCategorySchema),
  /** Pros whose business name matches, then the best category's most hired pros; at most 4. */
  pros: z.array(suggestProSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const searchResultSchema = z.object({
  q: z.string(),
  /** The category the words most likely mean, or null when nothing matched. */
  best: searchCategorySchema.nullable(),
  /** True when the best match is clear enough to go straight to its questionnaire (the home search's ?go=quote). */
  confident: z.boolean(),
  /** Other matching categories, best first (at most 8). */
  categories: z.array(searchCategorySchema),
  /** Pros whose name matches, then pros of the best category (most hired first), 10 a page (SPEC §9 provider list). */
  pros: proPageSchema,
  /** The most requested categories, offered when nothing matched. */
  popular: z.array(searchCategorySchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
