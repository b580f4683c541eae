/** The HTTP edge of near-me pages' local data (shared/api/near-me.contract.ts). */
import { nearMeContract } from '@shared/api/near-me.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as nearMe from './near-me.service';

export function nearMeRoutes({ db }: AppDeps): Implementation[] {
  return implement(nearMeContract, {
    district: ({ params, query }) => nearMe.getDistrictPage(db, { ...params, ...query }),
    region: ({ params, query }) => nearMe.getRegionPage(db, { ...params, ...query }),
  });
}
