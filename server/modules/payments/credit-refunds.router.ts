/** The HTTP edge of credit refunds (shared/api/credit-refunds.contract.ts). */
import { creditRefundsContract } from '@shared/api/credit-refunds.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as refunds from './credit-refunds.service';

export function creditRefundsRoutes(deps: FullDeps): Implementation[] {
  return implement(creditRefundsContract, {
    state: ({ user }) => refunds.refundState(deps, user.id),
    request: ({ user, body, req }) => refunds.requestRefund(deps, { id: user.id, language: req.lng }, body),
    opsDetail: ({ params }) => refunds.opsDetail(deps, params.id),
    approve: ({ user, params, body }) => refunds.approveRefund(deps, user.id, params.id, body.reason),
    reject: ({ user, params, body }) => refunds.rejectRefund(deps, user.id, params.id, body.reason),
  });
}
