/**
 * What happens to money held in safety (docs/decisions/0037): the consumer confirms (released to the pro less
 * commission, a payout instruction for finance), asks to cancel before the work is completed or applies for a
 * refund after it; the pro accepts, proposes another amount or disputes; trust and safety decides what neither side
 * settled. Each step is one conditional move of the part; money moves (ledger postings with idempotency keys, the
 * provider refund) only when that move changed the row, so concurrent clicks and retries move money once.
 */
import { ANSWER_DAYS, commissionOf, refundProblem, type SafetyPaymentStatus } from '@shared/domain/safety-payments';
import type { Language } from '@shared/i18n/i18n-config';
import type {
  OpsSafetyPart,
  SafetyDecisionInput,
  SafetyPart,
  SafetyRefundInfoInput,
  SafetyRequestInput,
} from '@shared/schemas/safety-payments.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import { resolveOwnAttachments, uploadFiles, type UploadedFile } from '../attachments/attachments.service';
import { closeTicket, openTicket } from '../back-office/tickets.service';
import { findBid, type BidRow } from '../bids/bids.service';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import { refundAtProvider } from '../payments/payments.service';
import { assertSafetyPayments, checkedAccount } from './payout-accounts.service';
import { notifySafety } from './safety-notices';
import { partAfter, partFor, safetyPath, wrongStatus, type Role } from './safety-payments.service';
import * as repo from './safety-payments.repository';
import * as reads from './safety-reads.repository';

const DAY_MS = 86_400_000;
export const DISPUTE_SUBJECT = 'safety_part';

type Found = { part: repo.SafetyPartFullRow; payment: repo.SafetyPaymentRow; role: Role };

/** Runs `step` on the locked part in one transaction, then answers with the part as the caller sees it. */
async function onPart(
  deps: FullDeps,
  userId: number,
  partId: number,
  step: (tx: Tx, f: Found, bid: BidRow) => Promise<void>,
): Promise<SafetyPart> {
  const role = await deps.db.withTransaction(async (tx) => {
    const f = await partFor(deps, tx, userId, partId, true);
    const bid = (await findBid(tx, f.payment.quote_bid_id))!;
    await step(tx, f, bid);
    return f.role;
  });
  return partAfter(deps, role, partId);
}

const onlyFor = (f: Found, role: Role) => {
  if (f.role !== role) throw notFound();
};

/**
 * Releases `amount` of a part to the pro: the release posting (held → pro's payable less commission → commission)
 * and the payout instruction for the pro's share, both once per part.
 */
async function release(tx: Tx, payment: repo.SafetyPaymentRow, partId: number, amount: number): Promise<number> {
  if (amount <= 0) return 0;
  const commission = commissionOf(amount, payment.commission_percent);
  await repo.postMovement(tx, partId, { kind: 'release', amount, commission }, `release:${partId}`);
  if (amount - commission > 0) await repo.insertPayout(tx, { partId, proId: payment.pro_id, amount: amount - commission });
  return amount - commission;
}

/**
 * Refunds `amount` of a part through the provider that took it (one provider refund per part, keyed, so a retry
 * refunds nothing more) and posts it. A refused provider call throws and the whole step rolls back.
 */
async function refund(deps: FullDeps, tx: Tx, partId: number, amount: number): Promise<void> {
  if (amount <= 0) return;
  const payIn = await repo.paidPayIn(tx, partId);
  if (!payIn?.provider_ref) throw unprocessable('safety_no_pay_in', 'safety_wrong_status');
  await refundAtProvider(deps, payIn.provider_ref, amount, `safety-refund:${partId}`);
  await repo.patchPayIn(tx, payIn.id, { refunded_amount: payIn.refunded_amount + amount });
  await repo.postMovement(tx, partId, { kind: 'refund', amount }, `refund:${partId}`);
}

/**
 * Ends a part with `refundAmount` back to the consumer and the rest of what is held to the pro: refunded (all back),
 * released (nothing back) or settled (a split). Returns the pro's gross share.
 */
export async function conclude(
  deps: FullDeps,
  tx: Tx,
  f: Found,
  refundAmount: number,
  patch: repo.PartPatch = {},
): Promise<{ to: SafetyPaymentStatus; released: number }> {
  const held = await repo.heldOf(tx, f.part.id);
  const back = Math.min(refundAmount, held);
  const to: SafetyPaymentStatus = back >= held ? 'refunded' : back === 0 ? 'released' : 'settled';
  const moved = await repo.movePartWith(tx, f.part.id, to, {
    ...patch,
    refunded_amount: back,
    released_amount: held - back,
    answer_due: null,
    settled_at: new Date(),
  });
  if (!moved) throw wrongStatus();
  await refund(deps, tx, f.part.id, back);
  await release(tx, f.payment, f.part.id, held - back);
  return { to, released: held - back };
}

/** POST /api/safety_payments/confirm/{id}: the consumer confirms; all held of the part goes to the pro. */
export async function confirmPart(deps: FullDeps, userId: number, partId: number, _lng: Language): Promise<SafetyPart> {
  return onPart(deps, userId, partId, async (tx, f, bid) => {
    onlyFor(f, 'consumer');
    if (f.part.status !== 'held') throw wrongStatus();
    const { released } = await conclude(deps, tx, f, 0);
    await tellReleased(deps, tx, f, bid, released);
  });
}

/** Tells the pro what was released and what he receives after commission. */
export async function tellReleased(
  deps: FullDeps,
  tx: Tx,
  f: Pick<Found, 'payment' | 'part'>,
  bid: BidRow,
  released: number,
): Promise<void> {
  const net = released - commissionOf(released, f.payment.commission_percent);
  await notifySafety(deps, tx, {
    to: f.payment.pro_id,
    event: 'released',
    bid,
    amount: released,
    link: safetyPath(bid.quote_bid_id, f.part.id),
    extra: { net },
  });
}

const answerDue = () => new Date(Date.now() + ANSWER_DAYS * DAY_MS);

/** POST /api/safety_payments/cancel_request/{id}: before the work is completed, all held back (the pro answers). */
export async function requestCancel(
  deps: FullDeps,
  userId: number,
  partId: number,
  input: SafetyRequestInput,
  _lng: Language,
): Promise<SafetyPart> {
  return onPart(deps, userId, partId, async (tx, f, bid) => {
    onlyFor(f, 'consumer');
    if (f.part.status !== 'held' || f.payment.completed_at) throw wrongStatus();
    const held = await repo.heldOf(tx, f.part.id);
    const moved = await repo.movePartWith(tx, f.part.id, 'cancel_requested', {
      request_kind: 'cancel',
      request_amount: held,
      request_reason: input.reason,
      request_photos: [],
      requested_at: new Date(),
      counter_amount: null,
      counter_reason: null,
      answer_due: answerDue(),
    });
    if (!moved) throw wrongStatus();
    await notifySafety(deps, tx, {
      to: f.payment.pro_id,
      event: 'cancel_requested',
      bid,
      amount: held,
      link: safetyPath(bid.quote_bid_id, partId),
    });
  });
}

/** POST /api/safety_payments/apply_refund/{id}: after the work is completed, a full or partial refund with photos. */
export async function applyRefund(
  deps: FullDeps,
  userId: number,
  partId: number,
  input: SafetyRequestInput & { files?: UploadedFile[] },
  _lng: Language,
): Promise<SafetyPart> {
  const uploaded = input.files?.length ? await uploadFiles(deps, userId, input.files) : [];
  return onPart(deps, userId, partId, async (tx, f, bid) => {
    onlyFor(f, 'consumer');
    if (f.part.status !== 'held' || !f.payment.completed_at) throw wrongStatus();
    const held = await repo.heldOf(tx, f.part.id);
    const amount = input.amount ?? held;
    const problem = refundProblem(held, amount);
    if (problem) throw badRequest('validation', { amount: problem === 'above_held' ? 'safety_refund_above_held' : 'invalid_amount' });
    const ids = [...(input.attachments ?? []), ...uploaded.map((a) => a.id)];
    if (ids.length > 3) throw badRequest('validation', { attachments: 'too_many' });
    const photos = ids.length ? await resolveOwnAttachments(tx, userId, ids) : [];
    const moved = await repo.movePartWith(tx, f.part.id, 'refund_requested', {
      request_kind: 'refund',
      request_amount: amount,
      request_reason: input.reason,
      request_photos: photos.map((p) => p.id),
      requested_at: new Date(),
      counter_amount: null,
      counter_reason: null,
      answer_due: answerDue(),
    });
    if (!moved) throw wrongStatus();
    await notifySafety(deps, tx, {
      to: f.payment.pro_id,
      event: 'refund_requested',
      bid,
      amount,
      link: safetyPath(bid.quote_bid_id, partId),
    });
  });
}

const OPEN_REQUEST: SafetyPaymentStatus[] = ['cancel_requested', 'refund_requested', 'refund_countered'];

/** POST /api/safety_payments/cancel_refund/{id}: the consumer withdraws the request; the part is held again. */
export async function withdrawRequest(deps: FullDeps, userId: number, partId: number, _lng: Language): Promise<SafetyPart> {
  return onPart(deps, userId, partId, async (tx, f, bid) => {
    onlyFor(f, 'consumer');
    if (!OPEN_REQUEST.includes(f.part.status)) throw wrongStatus();
    const moved = await repo.movePartWith(tx, f.part.id, 'held', { answer_due: null });
    if (!moved) throw wrongStatus();
    await notifySafety(deps, tx, {
      to: f.payment.pro_id,
      event: 'withdrawn',
      bid,
      amount: f.part.request_amount ?? 0,
      link: safetyPath(bid.quote_bid_id, partId),
    });
  });
}

/**
 * POST /api/safety_payments/approve_refund/{id}: the pro accepts the consumer's cancel (all back) or refund (the
 * amount asked back, the rest released), or the consumer accepts the pro's other amount.
 */
export async function approveRequest(deps: FullDeps, userId: number, partId: number, _lng: Language): Promise<SafetyPart> {
  return onPart(deps, userId, partId, async (tx, f, bid) => {
    let amount: number;
    if (f.role === 'pro' && (f.part.status === 'cancel_requested' || f.part.status === 'refund_requested'))
      amount = f.part.request_amount ?? 0;
    else if (f.role === 'consumer' && f.part.status === 'refund_countered') amount = f.part.counter_amount ?? 0;
    else throw wrongStatus();
    const { to, released } = await conclude(deps, tx, f, amount);
    await tellOutcome(deps, tx, f, bid, to, amount, released);
  });
}

async function tellOutcome(
  deps: FullDeps,
  tx: Tx,
  f: Found | Omit<Found, 'role'>,
  bid: BidRow,
  to: SafetyPaymentStatus,
  back: number,
  released: number,
) {
  const link = safetyPath(bid.quote_bid_id, f.part.id);
  if (to === 'refunded') {
    await notifySafety(deps, tx, { to: f.payment.consumer_id, event: 'refunded', bid, amount: back, link });
    await notifySafety(deps, tx, { to: f.payment.pro_id, event: 'refunded', bid, amount: back, link });
    return;
  }
  if (to === 'settled') await notifySafety(deps, tx, { to: f.payment.consumer_id, event: 'settled', bid, amount: back, link });
  await tellReleased(deps, tx, f, bid, released);
}

/** POST /api/safety_payments/counter_refund/{id}: the pro offers less than asked (more than 0). */
export async function counterRefund(
  deps: FullDeps,
  userId: number,
  partId: number,
  input: { amount: number; reason: string },
  _lng: Language,
): Promise<SafetyPart> {
  return onPart(deps, userId, partId, async (tx, f, bid) => {
    onlyFor(f, 'pro');
    if (f.part.status !== 'refund_requested') throw wrongStatus();
    if (input.amount < 1 || input.amount >= (f.part.request_amount ?? 0))
      throw badRequest('validation', { amount: 'safety_counter_range' });
    const moved = await repo.movePartWith(tx, f.part.id, 'refund_countered', {
      counter_amount: input.amount,
      counter_reason: input.reason,
      answer_due: answerDue(),
    });
    if (!moved) throw wrongStatus();
    await notifySafety(deps, tx, {
      to: f.payment.consumer_id,
      event: 'countered',
      bid,
      amount: input.amount,
      link: safetyPath(bid.quote_bid_id, partId),
    });
  });
}

/** Sends a part to trust and safety: its ticket in the disputes queue, both sides told. */
export async function toDispute(deps: FullDeps, tx: Tx, f: Omit<Found, 'role'>, bid: BidRow, why: string): Promise<boolean> {
  const moved = await repo.movePartWith(tx, f.part.id, 'disputed', { answer_due: null });
  if (!moved) return false;
  const held = await repo.heldOf(tx, f.part.id);
  await openTicket(deps, tx, {
    queue: 'disputes',
    subjectType: DISPUTE_SUBJECT,
    subjectId: f.part.id,
    userId: f.payment.consumer_id,
    summary: `HK$${held} · ${bid.c_name_en} · ${why}`.slice(0, 200),
  });
  const link = safetyPath(bid.quote_bid_id, f.part.id);
  await notifySafety(deps, tx, { to: f.payment.consumer_id, event: 'disputed', bid, amount: held, link });
  await notifySafety(deps, tx, { to: f.payment.pro_id, event: 'disputed', bid, amount: held, link });
  return true;
}

/** POST /api/safety_payments/dispute/{id}: the pro refuses the request, or the consumer the pro's other amount. */
export async function disputePart(deps: FullDeps, userId: number, partId: number, reason: string, _lng: Language): Promise<SafetyPart> {
  return onPart(deps, userId, partId, async (tx, f, bid) => {
    const proMay = f.role === 'pro' && (f.part.status === 'cancel_requested' || f.part.status === 'refund_requested');
    const consumerMay = f.role === 'consumer' && f.part.status === 'refund_countered';
    if (!proMay && !consumerMay) throw wrongStatus();
    if (reason) await repo.patchPart(tx, f.part.id, f.role === 'pro' ? { counter_reason: reason } : { decision_note: null });
    if (!(await toDispute(deps, tx, f, bid, f.role === 'pro' ? 'pro refused' : 'customer refused the offer'))) throw wrongStatus();
  });
}

/** POST /api/safety_payments/refund_info/{id}: where a refund of a store or transfer payment is sent. */
export async function editRefundInfo(
  deps: FullDeps,
  userId: number,
  partId: number,
  input: SafetyRefundInfoInput,
  _lng: Language,
): Promise<SafetyPart> {
  const account = checkedAccount(input);
  return onPart(deps, userId, partId, async (tx, f) => {
    onlyFor(f, 'consumer');
    if (![...OPEN_REQUEST, 'disputed'].includes(f.part.status)) throw wrongStatus();
    const payIn = await repo.paidPayIn(tx, f.part.id);
    if (!payIn || payIn.pay_type === 'card') throw wrongStatus();
    await repo.patchPart(tx, f.part.id, { refund_info: account });
  });
}

/** GET /api/ops/safety_payments/{id}: the disputed part in context for trust and safety. */
export async function opsPart(deps: FullDeps, partId: number, lng: Language): Promise<OpsSafetyPart> {
  assertSafetyPayments(deps);
  const found = await repo.findPart(deps.db, partId);
  if (!found) throw notFound();
  const { payment } = found;
  const [part, bid, consumerName, chat] = await Promise.all([
    partAfter(deps, 'consumer', partId),
    findBid(deps.db, payment.quote_bid_id),
    reads.consumerNameOf(deps.db, payment.consumer_id),
    reads.chatOf(deps.db, payment.quote_bid_id, 50),
  ]);
  const proName = (lng === 'en-HK' ? bid?.business_name_en : bid?.business_name_zh) || bid?.business_name_zh || '';
  return {
    payment: {
      id: payment.id,
      bid_id: payment.quote_bid_id,
      kind: payment.kind,
      plan: payment.plan,
      price: payment.price,
      inspection_deducted: payment.inspection_deducted,
      commission_percent: payment.commission_percent,
      completed_at: payment.completed_at ? utcStringOf(payment.completed_at) : null,
      auto_release_at: null,
      can_mark_visited: false,
      can_change: false,
      created: utcStringOf(payment.created),
    },
    part: { ...part, actions: [] },
    consumer: { id: payment.consumer_id, name: consumerName },
    pro: { id: payment.pro_id, name: proName },
    category_name: (lng === 'en-HK' ? bid?.c_name_en : bid?.c_name_zh) ?? '',
    chat: chat.map((m) => ({
      from: m.user_id === payment.consumer_id ? ('consumer' as const) : ('pro' as const),
      body: m.body,
      created: utcStringOf(m.created),
    })),
  };
}

/**
 * POST /api/ops/safety_payments/{id}/decide: trust and safety splits a disputed part: `refund_amount` back to the
 * consumer (up to what is held), the rest released to the pro. A second decision gets 409.
 */
export async function decideDispute(
  deps: FullDeps,
  staffId: number,
  partId: number,
  input: SafetyDecisionInput,
  lng: Language,
): Promise<OpsSafetyPart> {
  assertSafetyPayments(deps);
  await deps.db.withTransaction(async (tx) => {
    const found = await repo.findPart(tx, partId, true);
    if (!found) throw notFound();
    if (found.part.status !== 'disputed') throw conflict('safety_wrong_status', 'safety_wrong_status');
    const held = await repo.heldOf(tx, partId);
    if (input.refund_amount > held) throw badRequest('validation', { refund_amount: 'safety_refund_above_held' });
    const bid = (await findBid(tx, found.payment.quote_bid_id))!;
    const f = { ...found, role: 'consumer' as const };
    const { to, released } = await conclude(deps, tx, f, input.refund_amount, { decided_by: staffId, decision_note: input.note });
    await closeTicket(tx, DISPUTE_SUBJECT, partId, `${to}: HK$${input.refund_amount} back, HK$${released} released`);
    await recordStaffAction(tx, {
      staffId,
      action: 'safety_decide',
      targetType: DISPUTE_SUBJECT,
      targetId: partId,
      reason: input.note,
      before: { status: 'disputed', held },
      after: { status: to, refunded: input.refund_amount, released },
    });
    const link = safetyPath(bid.quote_bid_id, partId);
    for (const to_ of [found.payment.consumer_id, found.payment.pro_id]) {
      await notifySafety(deps, tx, { to: to_, event: 'decided', bid, amount: input.refund_amount, link, extra: { released } });
    }
  });
  return opsPart(deps, partId, lng);
}
