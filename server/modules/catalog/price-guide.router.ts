/** The HTTP edge of the cost guides (shared/api/price-guide.contract.ts). */
import { priceGuideContract } from '@shared/api/price-guide.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { getCostGuide } from './price-guide.service';

export function priceGuideRoutes({ db }: AppDeps): Implementation[] {
  return implement(priceGuideContract, {
    report: ({ params, query }) => getCostGuide(db, { slug: params.slug, lng: query.lng }),
  });
}
