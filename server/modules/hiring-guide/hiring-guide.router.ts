/** The HTTP edge of the "before you hire" pages (shared/api/hiring-guide.contract.ts). */
import { hiringGuideContract } from '@shared/api/hiring-guide.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { getHiringGuide, getHiringGuideIndex } from './hiring-guide.service';

export function hiringGuideRoutes({ db }: AppDeps): Implementation[] {
  return implement(hiringGuideContract, {
    index: ({ query }) => getHiringGuideIndex(db, query.lng),
    guide: ({ params, query }) => getHiringGuide(db, { slug: params.slug, lng: query.lng }),
  });
}
