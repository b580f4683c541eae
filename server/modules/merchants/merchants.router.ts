/** The HTTP edge of merchant applications (shared/api/merchants.contract.ts). */
import { merchantsContract } from '@shared/api/merchants.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as merchants from './merchants.service';

export function merchantsRoutes(deps: FullDeps): Implementation[] {
  return implement(merchantsContract, {
    mine: ({ user }) => merchants.myApplication(deps, user.id),
    submit: ({ user, body }) => merchants.submitApplication(deps, user.id, body),
    withdraw: ({ user }) => merchants.withdrawApplication(deps, user.id),
    opsGet: ({ params }) => merchants.reviewedApplication(deps, params.id),
    opsDecide: ({ user, params, body }) => merchants.decideApplication(deps, user.id, params.id, body),
  });
}
