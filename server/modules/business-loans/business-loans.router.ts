/** The HTTP edge of business-loan enquiries (shared/api/business-loans.contract.ts). */
import { businessLoansContract } from '@shared/api/business-loans.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as loans from './business-loans.service';

export function businessLoansRoutes(deps: FullDeps): Implementation[] {
  return implement(businessLoansContract, {
    mine: ({ user }) => loans.myEnquiry(deps, user.id),
    submit: ({ user, body }) => loans.submitEnquiry(deps, user.id, body),
    opsGet: ({ params }) => loans.workedEnquiry(deps, params.id),
    opsMove: ({ user, params, body }) => loans.moveEnquiry(deps, user.id, params.id, body),
  });
}
