/** The HTTP edge of safety payments (shared/api/safety-payments.contract.ts). */
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as payoutAccounts from './payout-accounts.service';

export function safetyPaymentsRoutes(deps: FullDeps): Implementation[] {
  return implement(safetyPaymentsContract, {
    payoutAccount: ({ user }) => payoutAccounts.getPayoutAccount(deps, user.id),
    savePayoutAccount: ({ user, body }) => payoutAccounts.savePayoutAccount(deps, user.id, body),
  });
}
