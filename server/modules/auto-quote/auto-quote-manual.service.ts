/**
 * POST /api/quote_bids/switch_to_manual_quote/{id}: the pro takes a lead out of auto-quote and quotes it by hand.
 * SPEC §8 codes: 6 contacted (already quoted, or the auto-quote send is under way), 690 category limitation,
 * 16 phone verification needed. 4 and 211 (payment) do not arise: switching charges nothing; the manual send does.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import type { BidView } from '@shared/schemas/bids.schema';
import type { FullDeps } from '../../lib/adapters';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { getBid } from '../bids/bid-views.service';
import { clearBudgetError } from '../bids/bid-records.service';
import { findBid, proContext } from '../bids/bids.service';
import * as repo from './auto-quote.repository';

/** Records the lead as manual (a queued auto-quote job then skips it) and clears a budget error on it. */
export async function switchToManualQuote(deps: FullDeps, userId: number, bidId: number): Promise<BidView> {
  const bid = await findBid(deps.db, bidId);
  if (!bid || bid.pro_id !== userId) throw notFound();
  if (bid.quote_sent_on) throw conflict(ERROR_CODES.CONTACTED, 'auto_quote_already_contacted');
  const ctx = await proContext(deps.db, userId, bid.quote_service_id);
  if (!ctx) throw notFound();
  if (ctx.category_limitation.includes(bid.quote_category_id))
    throw unprocessable(ERROR_CODES.CATEGORY_LIMITATION, 'category_limitation', { quote_category_id: bid.quote_category_id });
  if (!ctx.is_phone_confirmed && !ctx.service_phone)
    throw unprocessable(ERROR_CODES.SWITCH_PHONE_VERIFICATION, 'pro_phone_verification_needed', { quote_bid_id: bidId });
  await deps.db.withTransaction(async (tx) => {
    await repo.ensureBudget(tx, userId);
    const budget = (await repo.lockBudget(tx, userId))!;
    if (!(await repo.markManual(tx, { bidId, userId, weekStart: budget.week_start })))
      throw conflict(ERROR_CODES.CONTACTED, 'auto_quote_already_contacted');
    await clearBudgetError(tx, bidId);
  });
  return getBid(deps.db, userId, bidId);
}
