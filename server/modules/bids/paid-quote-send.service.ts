/**
 * The quote typed before paying (payment popup, SPEC §2): once its order is paid (the payment.credited event), it is
 * sent exactly once, as if the pro had pressed send again, and the order records the outcome for payment/{hash}.
 * Delivered at least once: the claim on the order makes a second delivery a no-op.
 */
import { sendQuoteSchema } from '@shared/schemas/bids.schema';
import type { FullDeps } from '../../lib/adapters';
import type { DomainEvent } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { previewQuoteFee, sendQuote } from './quote-send.service';
import { claimPaidQuote, recordPaidQuoteOutcome } from '../payments/paid-quote.service';

export async function sendPaidQuote(deps: FullDeps, event: DomainEvent<'payment.credited'>): Promise<void> {
  const paid = await claimPaidQuote(deps.db, event.payload.orderId);
  if (!paid) return;
  let outcome: string;
  try {
    const preview = await previewQuoteFee(deps.db, paid.userId, paid.bidId);
    if (preview.already_charged) outcome = 'already_sent';
    else {
      // A payment triggered this send: lacking credit again, it fails rather than charging the card once more.
      await sendQuote(deps, paid.userId, paid.bidId, sendQuoteSchema.parse(paid.draft), { autoRefill: false });
      outcome = 'sent';
    }
  } catch (err) {
    outcome = `failed:${err instanceof AppError ? err.code : 'internal'}`;
    if (!(err instanceof AppError)) logger().error('paid-quote-send-failed', { order: paid.orderId, err: (err as Error).message });
  }
  await recordPaidQuoteOutcome(deps.db, paid.orderId, outcome);
}
