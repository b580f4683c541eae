/** The HTTP edge of safety payments (shared/api/safety-payments.contract.ts). */
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as payoutAccounts from './payout-accounts.service';
import * as payments from './safety-payments.service';
import * as records from './safety-records.service';
import * as requests from './safety-requests.service';
import * as payouts from './payouts.service';

export function safetyPaymentsRoutes(deps: FullDeps): Implementation[] {
  return implement(safetyPaymentsContract, {
    payoutAccount: ({ user }) => payoutAccounts.getPayoutAccount(deps, user.id),
    savePayoutAccount: ({ user, body }) => payoutAccounts.savePayoutAccount(deps, user.id, body),
    list: ({ user, query, req }) => records.listPayments(deps, user.id, query.page, req.lng),
    bid: ({ user, params, req }) => payments.bidPayments(deps, user.id, params.bidId, req.lng),
    add: ({ user, params, body, req }) => payments.addPayment(deps, user.id, params.bidId, body, req.lng),
    cancel: ({ user, params, req }) => payments.cancelPayment(deps, user.id, params.id, req.lng),
    order: ({ user, params, body, req }) => payments.payPart(deps, user.id, params.id, body, req.lng),
    part: ({ user, params, req }) => payments.partDetail(deps, user.id, params.id, req.lng),
    markVisited: ({ user, params, req }) => payments.markVisited(deps, user.id, params.id, req.lng),
    confirm: ({ user, params, req }) => requests.confirmPart(deps, user.id, params.id, req.lng),
    cancelRequest: ({ user, params, body, req }) => requests.requestCancel(deps, user.id, params.id, body, req.lng),
    applyRefund: ({ user, params, body, files, req }) => requests.applyRefund(deps, user.id, params.id, { ...body, files }, req.lng),
    cancelRefund: ({ user, params, req }) => requests.withdrawRequest(deps, user.id, params.id, req.lng),
    approveRefund: ({ user, params, req }) => requests.approveRequest(deps, user.id, params.id, req.lng),
    counterRefund: ({ user, params, body, req }) => requests.counterRefund(deps, user.id, params.id, body, req.lng),
    dispute: ({ user, params, body, req }) => requests.disputePart(deps, user.id, params.id, body.reason, req.lng),
    editRefundInfo: ({ user, params, body, req }) => requests.editRefundInfo(deps, user.id, params.id, body, req.lng),
    receipt: async ({ user, params, req, res }) => records.sendReceipt(deps, user.id, params.id, req.lng, res),
    opsPart: ({ params, req }) => requests.opsPart(deps, params.id, req.lng),
    opsDecide: ({ user, params, body, req }) => requests.decideDispute(deps, user.id, params.id, body, req.lng),
    opsPayouts: ({ query }) => payouts.listPayouts(deps, query),
    opsApprovePayouts: ({ user, body }) => payouts.approvePayouts(deps, user.id, body),
    opsBatches: ({ query }) => payouts.listBatches(deps, query.page),
    opsExportBatch: async ({ user, params, res }) => payouts.sendBatchFile(deps, user.id, params.id, res),
    opsUnapprove: ({ user, params }) => payouts.unapprovePayout(deps, user.id, params.id),
    opsPaid: ({ user, params }) => payouts.markPayoutPaid(deps, user.id, params.id),
    opsFailed: ({ user, params, body }) => payouts.markPayoutFailed(deps, user.id, params.id, body.reason),
  });
}
