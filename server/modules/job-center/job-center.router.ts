/** The HTTP edge of the job center (shared/api/job-center.contract.ts). */
import { jobCenterContract } from '@shared/api/job-center.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { listJobCenter, optIn } from './job-center.service';

export function jobCenterRoutes(deps: FullDeps): Implementation[] {
  return implement(jobCenterContract, {
    list: ({ user, query }) => listJobCenter(deps.db, user.id, query),
    optIn: ({ user, params }) => optIn(deps, user.id, params.requestId),
  });
}
