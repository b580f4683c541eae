/** The HTTP edge of the site pages, pro stories and pro-newyear figures (shared/api/site.contract.ts). */
import { siteContract } from '@shared/api/site.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as site from './site.service';

export function siteRoutes(deps: FullDeps): Implementation[] {
  return implement(siteContract, {
    page: ({ params, query }) => site.getSitePage(deps, { slug: params.slug, lng: query.lng }),
    proStories: ({ query }) => site.getProStories(deps.db, query.lng),
    newYear: ({ query }) => site.getNewYearDemand(deps.db, query.lng),
  });
}
