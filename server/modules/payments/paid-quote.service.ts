/**
 * The quote typed before paying (payment popup, SPEC §2) as payments keeps it on the order: whoever sends it once the
 * order is paid claims it here first (once per order, whatever the deliveries) and records the outcome for
 * payment/{hash}.
 */
import type { Queryable } from '../../lib/db';
import * as repo from './payments.repository';

export interface PaidQuote {
  orderId: number;
  userId: number;
  bidId: number;
  /** The quote as typed (the send form's body), parsed by the sender. */
  draft: Record<string, unknown>;
}

/** Claims the paid order's quote for sending: the quote for the one caller that may send it, else null. */
export async function claimPaidQuote(q: Queryable, orderId: number): Promise<PaidQuote | null> {
  const row = await repo.claimFollowUp(q, orderId);
  if (!row?.quote_bid_id || !row.quote_draft) return null;
  return { orderId: row.id, userId: row.user_id, bidId: row.quote_bid_id, draft: row.quote_draft };
}

/** Records what became of a claimed quote: sent, already sent, or failed:<code>. */
export async function recordPaidQuoteOutcome(q: Queryable, orderId: number, outcome: string): Promise<void> {
  await repo.updateOrder(q, orderId, { follow_up: outcome });
}
