/**
 * Sending a quote (change_status/rating, quote_bids/edit) and previewing its fee. The first send debits the
 * category fee in the same transaction as the move to InProgress (idempotent per bid); later sends are edits.
 * A failure with code 10, 6, 690 or 251 keeps Send and stores errorMessage/errorAction on the bid (SPEC §4).
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { QUOTE_STATUS } from '@shared/domain/request-lifecycle';
import { discountedFee, quoteFeeKey } from '@shared/domain/wallet-ledger';
import type { BidView, QuoteFeePreview, SendQuoteInput } from '@shared/schemas/bids.schema';
import { NARROW_STATUS } from '@shared/domain/bid-lifecycle';
import type { Queryable } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { linkAttachments, resolveOwnAttachments } from '../attachments/attachments.service';
import { assertQualified } from '../qualification/category-qualification.service';
import { recordActivity } from '../activity/activity.service';
import { assertNotHeld } from '../accounts/fraud-check.service';
import { notify } from '../notifications/notifications.service';
import { chargeQuoteFee, expireFreeCredit, getBalance, hasLedgerKey } from '../wallet/wallet.service';
import { startAutoRefill } from '../payments/auto-refill.service';
import { addTemplate, ownsTemplate } from '../quote-templates/quote-templates.service';
import { issueLinks } from '../../lib/hash-link-tokens';
import { bidMoney, bidNames, consumerLink, recordNarrowAnswer, runBidAction, type ActionContext } from './bids.service';
import * as repo from './bids.repository';

/** What the client should offer after a failed send. */
const ERROR_ACTIONS: Record<number, string> = {
  [ERROR_CODES.NOT_ENOUGH_CREDIT]: 'buy_credit',
  [ERROR_CODES.PHONE_VERIFICATION_NEEDED]: 'verify_phone',
  [ERROR_CODES.CATEGORY_LIMITATION]: 'contact_support',
  [ERROR_CODES.CATEGORY_QUALIFICATION]: 'upload_licence',
};

function priceOf(input: SendQuoteInput): number | undefined {
  if (input.rating_type === 'flat') return input.price ?? input.flat_rate_at;
  if (input.rating_type === 'hourly') return input.price ?? input.hourly_rate_at;
  return undefined;
}

async function checkPro(tx: Queryable, bid: repo.BidRow, userId: number): Promise<void> {
  const ctx = await repo.proContext(tx, userId, bid.quote_service_id);
  if (!ctx) throw notFound();
  if (ctx.category_limitation.includes(bid.quote_category_id)) {
    throw unprocessable(ERROR_CODES.CATEGORY_LIMITATION, 'category_limitation', { quote_category_id: bid.quote_category_id });
  }
  // A licence withdrawn after the match (or a direct request to an unlicensed pro) still cannot be quoted.
  await assertQualified(tx, bid.quote_service_id, bid.quote_category_id);
  // Decision (docs/api/requests-and-quotes.md): the consumer must be able to call a pro who paid to reach them.
  if (!ctx.is_phone_confirmed && !ctx.service_phone) {
    throw unprocessable(ERROR_CODES.PHONE_VERIFICATION_NEEDED, 'pro_phone_verification_needed', { quote_bid_id: bid.quote_bid_id });
  }
}

/**
 * The inspection fee column to write (docs/decisions/0037), only under the safetyPayment flag: an on-site quote sets
 * it (or clears it); a flat or hourly quote after the visit leaves it, so a fee paid is deducted from the job's price.
 */
async function inspectionFeePatch(
  deps: FullDeps,
  tx: ActionContext['tx'],
  bid: repo.BidRow,
  input: SendQuoteInput,
): Promise<{ inspection_fee?: number | null }> {
  if (!deps.env.featureFlags.safetyPayment || input.rating_type !== 'onsite') return {};
  const fee = input.inspection_fee ?? null;
  // A fee the consumer has paid is what the job's price is reduced by: the quote may not say something else.
  if (fee !== bid.inspection_fee && (await bidMoney.call().inspectionPaid(tx, bid.quote_bid_id)))
    throw unprocessable('safety_inspection_paid', 'safety_inspection_paid', { quote_bid_id: bid.quote_bid_id });
  return { inspection_fee: fee };
}

/** 'send' is the first quote (charged), 'edit' changes a quote already sent (never charged). */
export type QuoteWrite = 'send' | 'edit';

async function writeQuote(c: ActionContext, input: SendQuoteInput, write: QuoteWrite, auto = false): Promise<void> {
  const { deps, tx, bid, userId } = c;
  // SPEC §8 code 6 "already quoted": a second send (another tab, a double submit) must not pass for an edit the pro did
  // not mean; an edit of a quote never sent must not charge the fee behind an "update" button.
  if (write === 'send' && bid.quote_sent_on !== null)
    throw conflict(ERROR_CODES.ALREADY_QUOTED, 'already_quoted', { quote_bid_id: bid.quote_bid_id, already_quoted: true });
  if (write === 'edit' && bid.quote_sent_on === null)
    throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'quote_not_sent', { quote_bid_id: bid.quote_bid_id });
  const price = priceOf(input);
  if (input.template_id && !(await ownsTemplate(tx, userId, input.template_id))) throw badRequest('validation', { template_id: 'invalid' });
  const attachments = await resolveOwnAttachments(tx, userId, input.attachments);
  await checkPro(tx, bid, userId);
  const first = bid.quote_sent_on === null;
  // A pro quoting a request sent to them by name (narrow_status 1) has accepted it: the consumer sees "accepted", not
  // "waiting", and the timeout sweep no longer applies.
  const accepts = first && bid.narrow_status === NARROW_STATUS.narrowed;
  const fee = first ? discountedFee(bid.c_fee, bid.discount_percent) : 0;
  const charge = first
    ? await chargeQuoteFee(tx, { userId, bidId: bid.quote_bid_id, fee, description: auto ? 'quote_fee:auto' : undefined })
    : { charged: false };
  await repo.update(tx, bid.quote_bid_id, {
    quote_status_id: QUOTE_STATUS.InProgress,
    rating_type: input.rating_type,
    flat_rate_at: input.rating_type === 'flat' ? price : null,
    hourly_rate_at: input.rating_type === 'hourly' ? price : null,
    is_on_site_visit_required_for_quote: input.rating_type === 'onsite',
    ...(await inspectionFeePatch(deps, tx, bid, input)),
    is_more_information_required: input.is_more_information_required ?? false,
    price_note: input.price_note,
    attachments,
    last_used_template_id: input.template_id ?? bid.last_used_template_id,
    error_message: null,
    error_action: null,
    ...(first
      ? { quote_sent_on: repo.NOW, is_contact_charge: charge.charged, quote_fee_charged: charge.charged ? fee : 0 }
      : { quote_last_update_on: repo.NOW }),
    ...(accepts ? { narrow_status: NARROW_STATUS.accepted } : {}),
  });
  if (accepts) await recordNarrowAnswer(deps, tx, bid, 'accepted');
  await linkAttachments(tx, input.attachments, 'bid', bid.quote_bid_id);
  await recordActivity(tx, {
    type: first ? 'providedquote' : 'update',
    userId,
    requestId: bid.quote_request_id,
    bidId: bid.quote_bid_id,
    meta: { fee: charge.charged ? fee : 0, rating_type: input.rating_type },
  });
  if (input.save_as_template) {
    await addTemplate(tx, userId, {
      display_name: input.save_as_template,
      quote_service_id: bid.quote_service_id,
      quote_category_id: bid.quote_category_id,
      rating_type: input.rating_type,
      price_note: input.price_note,
      flat_rate_at: input.rating_type === 'flat' ? price : null,
      hourly_rate_at: input.rating_type === 'hourly' ? price : null,
      on_site: input.rating_type === 'onsite',
      attachments: input.attachments,
    });
  }
  await notify(deps, tx, {
    userId: bid.consumer_id,
    type: first ? 'new_quote' : 'quote_updated',
    requestId: bid.quote_request_id,
    bidId: bid.quote_bid_id,
    params: bidNames(bid),
    link: consumerLink(bid),
    // The first quote's e-mail lets the consumer see it, answer, say they will hire, or close the request unsigned.
    ...(first
      ? {
          actionLinks: (t) =>
            issueLinks(t, { userId: bid.consumer_id, requestId: bid.quote_request_id, bidId: bid.quote_bid_id }, NEW_QUOTE_LINKS),
        }
      : {}),
  });
}

const NEW_QUOTE_LINKS = ['quote_view', 'quote_reply', 'quote_hire_intent', 'request_close'] as const;

/**
 * Sends (`write` 'send', the default: first time, charged) or updates ('edit': later, free) the pro's quote; lacking credit, auto-refill may start (not for a
 * send that a payment triggered). `auto` marks the fee's ledger row `quote_fee:auto` (auto-quote).
 */
export async function sendQuote(
  deps: FullDeps,
  userId: number,
  bidId: number,
  input: SendQuoteInput,
  opts: { autoRefill?: boolean; auto?: boolean; write?: QuoteWrite } = {},
): Promise<BidView> {
  // A sign-up held by the fraud check (or blocked) sends no quote until trust and safety release it.
  await assertNotHeld(deps.db, userId);
  // Expired free credit leaves the balance even when the send then fails, so a refusal shows the real balance.
  await expireFreeCredit(deps.db, userId);
  try {
    return await runBidAction(deps, userId, 'rating', bidId, (c) => writeQuote(c, input, opts.write ?? 'send', opts.auto));
  } catch (err) {
    const alreadyQuoted = err instanceof AppError && err.messageKey === 'already_quoted';
    if (err instanceof AppError && typeof err.code === 'number' && ERROR_ACTIONS[err.code] && !alreadyQuoted) {
      await repo.setSendError(deps.db, bidId, err.messageKey, ERROR_ACTIONS[err.code]);
    }
    if (err instanceof AppError && err.code === ERROR_CODES.NOT_ENOUGH_CREDIT && opts.autoRefill !== false) {
      // Auto-refill: the saved card is charged once and the quote goes out when the payment lands.
      const fee = Number((err.details as { fee?: number } | undefined)?.fee ?? 0);
      const refill = await startAutoRefill(deps, userId, { bidId, draft: input, fee });
      // A refill paid meanwhile: send once more (without starting another refill).
      if (refill?.state === 'funded') return sendQuote(deps, userId, bidId, input, { ...opts, autoRefill: false });
      if (refill) {
        throw new AppError({
          ...err,
          messageKey: `auto_refill_${refill.state}`,
          details: { ...(err.details as object), auto_refill: refill },
          params: refill.state === 'limit_reached' ? { limit: refill.monthly_limit } : err.params,
        });
      }
    }
    throw err;
  }
}

/** POST /api/quote_bids/preview_quote_fee: what sending would cost now. */
export async function previewQuoteFee(q: Queryable, userId: number, bidId: number): Promise<QuoteFeePreview> {
  const bid = await repo.find(q, bidId);
  if (!bid || bid.pro_id !== userId) throw notFound();
  const already = bid.quote_sent_on !== null || (await hasLedgerKey(q, quoteFeeKey(bidId)));
  const original = bid.c_fee;
  const fee = already ? 0 : discountedFee(original, bid.discount_percent);
  const { balance } = await getBalance(q, userId);
  return {
    quote_bid_id: bidId,
    fee,
    original_fee: original,
    discount_percent: bid.discount_percent,
    balance,
    is_enough: balance >= fee,
    already_charged: already,
  };
}
