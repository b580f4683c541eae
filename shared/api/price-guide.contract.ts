/**
 * The cost guide behind price/{slug} (paths not in SPEC §7, so REST-ish snake_case beside
 * /price_guides/{slug}). Public, computed from sent quotes, reviews and questionnaire answers, cached for 1200 s.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { slugParam } from '../schemas/catalog.schema';
import { costGuideQuerySchema, costGuideSchema } from '../schemas/price-guide.schema';

export const priceGuideContract = {
  report: endpoint({
    method: 'GET',
    path: '/price_guides/{slug}/report',
    access: 'visitor',
    rate: 'read',
    summary:
      'Cost guide: p10/median/p90 per job type × property type and quote type, split by quote type, quarterly trend, ' +
      'reviews that mention price, cheapest and best-rated pros; sample sizes everywhere, no figure under 5 quotes',
    params: z.object({ slug: slugParam }),
    query: costGuideQuerySchema,
    response: costGuideSchema,
  }),
};
