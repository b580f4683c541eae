/**
 * Search: what people type (colloquial Cantonese, English, typos) → categories and pros. Public
 * reads; paths not in SPEC §7, so REST-ish snake_case in the catalogue's family.
 */
import { endpoint } from './endpoint';
import { searchQuerySchema, searchResultSchema, suggestionsSchema, suggestQuerySchema } from '../schemas/search.schema';

export const searchContract = {
  suggest: endpoint({
    method: 'GET',
    path: '/search/suggest',
    access: 'visitor',
    rate: 'read',
    summary: 'Suggestions as you type: matching categories (at most 6, best first), then pros (at most 4)',
    query: suggestQuerySchema,
    response: suggestionsSchema,
  }),
  search: endpoint({
    method: 'GET',
    path: '/search',
    access: 'visitor',
    rate: 'read',
    summary: 'Search results: the best-matching category (or null), other matching categories, pros 10 a page',
    query: searchQuerySchema,
    response: searchResultSchema,
  }),
};
