/**
 * "Before you hire" pages (SPEC §2 info/all, info/{slug}; paths not in SPEC §7, so REST-ish snake_case): licensing and
 * regulation by category and genre, the questionnaire, real figures and related articles. Public, cached for 1200 s.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { slugParam } from '../schemas/catalog.schema';
import { hiringGuideIndexSchema, hiringGuideQuerySchema, hiringGuideSchema } from '../schemas/hiring-guide.schema';

export const hiringGuideContract = {
  index: endpoint({
    method: 'GET',
    path: '/hiring_guides',
    access: 'visitor',
    rate: 'read',
    summary: "Every genre's and category's info page with its licensing line, by genre",
    query: hiringGuideQuerySchema,
    response: hiringGuideIndexSchema,
  }),
  guide: endpoint({
    method: 'GET',
    path: '/hiring_guides/{slug}',
    access: 'visitor',
    rate: 'read',
    summary:
      'Before you hire: a category (by slug) or a genre (by info slug) with its licences and rules, questions, real figures ' +
      '(pros, price range, rating, first reply) with sample sizes, articles and sibling pages; 404 for anything else',
    params: z.object({ slug: slugParam }),
    query: hiringGuideQuerySchema,
    response: hiringGuideSchema,
  }),
};
