/**
 * The quote typed before paying (payment popup, SPEC §2): once its order is paid, it is sent exactly once, as if
 * the pro had pressed send again, and the order records the outcome for payment/{hash}.
 */
import { sendQuoteSchema } from '@shared/schemas/bids.schema';
import type { FullDeps } from '../../lib/adapters';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { previewQuoteFee, sendQuote } from '../bids/quote-send.service';
import * as repo from './payments.repository';

export async function sendPaidQuote(deps: FullDeps, order: repo.OrderRow): Promise<void> {
  if (!order.quote_draft || !order.quote_bid_id) return;
  if (!(await repo.claimFollowUp(deps.db, order.id))) return;
  const bidId = order.quote_bid_id;
  let outcome: string;
  try {
    const preview = await previewQuoteFee(deps.db, order.user_id, bidId);
    if (preview.already_charged) outcome = 'already_sent';
    else {
      // A payment triggered this send: lacking credit again, it fails rather than charging the card once more.
      await sendQuote(deps, order.user_id, bidId, sendQuoteSchema.parse(order.quote_draft), { autoRefill: false });
      outcome = 'sent';
    }
  } catch (err) {
    outcome = `failed:${err instanceof AppError ? err.code : 'internal'}`;
    if (!(err instanceof AppError)) logger().error('paid-quote-send-failed', { order: order.id, err: (err as Error).message });
  }
  await repo.updateOrder(deps.db, order.id, { follow_up: outcome });
}
