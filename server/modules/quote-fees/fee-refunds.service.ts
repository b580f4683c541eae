/**
 * Fair lead fees: a quote fee comes back to the pro's wallet when the consumer has not opened the
 * quote within UNREAD_QUOTE_REFUND_HOURS, or when the consumer closes the request as a duplicate or invalid.
 * Each refund is a ledger row (type 15) with its reason and the activity `refund`; the wallet's refund key and
 * the bid's fee_refunded_on make it happen once, whichever instance or job run gets there first.
 */
import { UNREAD_QUOTE_REFUND_HOURS } from '@shared/domain/wallet-ledger';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { recordActivity } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import { refundQuoteFee } from '../wallet/wallet.service';
import { markFeeRefunded } from '../bids/bid-records.service';
import * as repo from './fee-refunds.repository';

export type RefundReason = 'unread_48h' | 'request_duplicate' | 'request_invalid';

/** Locks the bid and refunds its fee if it still qualifies; true when a refund was made. */
async function refundBid(deps: FullDeps, tx: Tx, bidId: number, reason: RefundReason): Promise<boolean> {
  const bid = await repo.lockRefundable(tx, bidId);
  if (!bid) return false;
  if (reason === 'unread_48h') {
    const due = bid.quote_sent_on && Date.now() - bid.quote_sent_on.getTime() >= UNREAD_QUOTE_REFUND_HOURS * 3_600_000;
    if (bid.is_requestor_readed || !due) return false;
  }
  const amount = await refundQuoteFee(tx, { userId: bid.pro_id, bidId, reason });
  if (amount <= 0) return false;
  await markFeeRefunded(tx, bidId);
  await recordActivity(tx, { type: 'refund', userId: null, requestId: bid.quote_request_id, bidId, meta: { amount, reason } });
  await notify(deps, tx, {
    userId: bid.pro_id,
    type: 'fee_refunded',
    requestId: bid.quote_request_id,
    bidId,
    params: { amount, reason },
  });
  return true;
}

/** The scheduled sweep: refunds every charged quote left unopened for 48 hours. Returns how many. */
export async function refundUnreadQuoteFees(deps: FullDeps): Promise<number> {
  const rows = await repo.unreadChargedBefore(deps.db, UNREAD_QUOTE_REFUND_HOURS, 500);
  let refunded = 0;
  for (const { quote_bid_id } of rows) {
    if (await deps.db.withTransaction((tx) => refundBid(deps, tx, quote_bid_id, 'unread_48h'))) refunded += 1;
  }
  return refunded;
}

/** Refunds every charged, unhired quote of a request closed as a duplicate or invalid (inside the close transaction). */
export async function refundRequestFees(
  deps: FullDeps,
  tx: Tx,
  requestId: number,
  reason: 'request_duplicate' | 'request_invalid',
): Promise<number> {
  const rows = await repo.chargedOfRequest(tx, requestId);
  let refunded = 0;
  for (const { quote_bid_id } of rows) if (await refundBid(deps, tx, quote_bid_id, reason)) refunded += 1;
  return refunded;
}
