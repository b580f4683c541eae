/**
 * Safety payments (docs/decisions/0037): a bid's payments into safety, what each side sees and may do, paying a part
 * through the provider (only its verified webhook marks the part held), and the work completed that starts the
 * automatic release. Requests, refunds, releases and disputes are in safety-requests.service.ts.
 */
import crypto from 'node:crypto';
import {
  HOLDING_STATUSES,
  inspectionFeeProblem,
  planProblem,
  type SafetyKind,
  type SafetyPaymentStatus,
} from '@shared/domain/safety-payments';
import { canMoveOrder, orderStatusesBefore } from '@shared/domain/payment-order-states';
import { cardInfoOf } from '@shared/domain/payments';
import { QUOTE_STATUS } from '@shared/domain/request-lifecycle';
import type { Language } from '@shared/i18n/i18n-config';
import type {
  SafetyAddInput,
  SafetyBid,
  SafetyOrderInput,
  SafetyPart,
  SafetyPayIn,
  SafetyPayment,
} from '@shared/schemas/safety-payments.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { isUniqueViolation } from '../../lib/ops-edits';
import { findBid, type BidRow } from '../bids/bids.service';
import type { EventResult, PaymentEvent } from '../payments/payment-webhooks.service';
import { payTypesOffered, startCheckout } from '../payments/payments.service';
import { assertSafetyPayments } from './payout-accounts.service';
import { notifySafety } from './safety-notices';
import * as repo from './safety-payments.repository';
import * as reads from './safety-reads.repository';
import { partContext, partView, payInView, paymentView, type Role } from './safety-views';

export type { Role } from './safety-views';

export const SAFETY_ERRORS = {
  NOT_PAYABLE: 'safety_not_payable',
  WRONG_STATUS: 'safety_wrong_status',
  HIRE_FIRST: 'safety_hire_first',
  EXISTS: 'safety_exists',
} as const;

/** A move the part's status does not allow now (a second click, or the other side came first). */
export const wrongStatus = () => conflict(SAFETY_ERRORS.WRONG_STATUS, SAFETY_ERRORS.WRONG_STATUS);

/** The dashboard page of a bid's safety payments, or of one part. */
export function safetyPath(bidId: number, partId?: number, lng?: Language): string {
  const prefix = lng ? `/${lng}` : '';
  return `${prefix}/dashboard/safety-payments/${bidId}${partId ? `/${partId}` : ''}`;
}

/** The bid and the caller's side of it; anyone else gets 404 (as for the bid itself). */
export async function bidFor(deps: FullDeps, q: Queryable, userId: number, bidId: number): Promise<{ bid: BidRow; role: Role }> {
  assertSafetyPayments(deps);
  const bid = await findBid(q, bidId);
  if (!bid) throw notFound();
  if (bid.consumer_id === userId) return { bid, role: 'consumer' };
  if (bid.pro_id === userId) return { bid, role: 'pro' };
  throw notFound();
}

/** A part, its payment and the caller's side; 404 for anyone who is not a party. */
export async function partFor(deps: FullDeps, q: Queryable, userId: number, partId: number, lock = false) {
  assertSafetyPayments(deps);
  const found = await repo.findPart(q, partId, lock);
  if (!found) throw notFound();
  const role: Role | null = found.payment.consumer_id === userId ? 'consumer' : found.payment.pro_id === userId ? 'pro' : null;
  if (!role) throw notFound();
  return { ...found, role };
}

const config = (deps: FullDeps) => ({
  commission: deps.env.SAFETY_COMMISSION_PERCENT,
  releaseDays: deps.env.SAFETY_AUTO_RELEASE_DAYS,
});

/** The inspection fee already paid into safety on this bid (held or released), which the job's price is reduced by. */
function paidInspection(payments: repo.SafetyPaymentRow[], parts: repo.SafetyPartFullRow[]): number {
  const inspection = payments.find((p) => p.kind === 'inspection');
  if (!inspection) return 0;
  const own = parts.filter((p) => p.safety_payment_id === inspection.id);
  const paid = own.every((p) => p.status === 'held' || p.status === 'released');
  return own.length && paid ? inspection.price : 0;
}

/** What the consumer can pay now without the pro's plan: the flat quote (after a paid inspection) or the inspection fee. */
function suggestionsOf(
  bid: BidRow & { inspection_fee?: number | null },
  payments: repo.SafetyPaymentRow[],
  parts: repo.SafetyPartFullRow[],
) {
  const out: SafetyBid['suggestions'] = [];
  const has = (kind: SafetyKind) =>
    payments.some((p) => p.kind === kind && parts.some((x) => x.safety_payment_id === p.id && x.status !== 'void'));
  const hired = bid.quote_status_id === QUOTE_STATUS.Hired || bid.quote_status_id === QUOTE_STATUS.WorkCompleted;
  const quoted = bid.quote_status_id === QUOTE_STATUS.InProgress || hired;
  if (quoted && bid.inspection_fee && !has('inspection') && !inspectionFeeProblem(bid.inspection_fee)) {
    out.push({ kind: 'inspection', plan: 'full', price: bid.inspection_fee, parts: [bid.inspection_fee] });
  }
  if (hired && bid.rating_type === 'flat' && bid.flat_rate_at && !has('job')) {
    const price = bid.flat_rate_at - paidInspection(payments, parts);
    if (!planProblem('full', price, [price])) out.push({ kind: 'job', plan: 'full', price, parts: [price] });
  }
  return out;
}

async function bidState(q: Queryable, bidId: number) {
  const payments = await repo.paymentsOfBid(q, bidId);
  const parts = await repo.partsOf(
    q,
    payments.map((p) => p.id),
  );
  return { payments, parts };
}

/** GET /api/safety_payments/bid/{bidId} */
export async function bidPayments(deps: FullDeps, userId: number, bidId: number, lng: Language): Promise<SafetyBid> {
  const { bid, role } = await bidFor(deps, deps.db, userId, bidId);
  const { payments, parts } = await bidState(deps.db, bidId);
  const c = await partContext(deps.db, parts, role);
  const inspectionFee = await reads.inspectionFeeOf(deps.db, bidId);
  const full = { ...bid, inspection_fee: inspectionFee };
  return {
    role,
    bid: {
      id: bid.quote_bid_id,
      request_id: bid.quote_request_id,
      category_name: lng === 'en-HK' ? bid.c_name_en : bid.c_name_zh,
      pro_name: (lng === 'en-HK' ? bid.business_name_en : bid.business_name_zh) || bid.business_name_zh || bid.business_name_en,
      consumer_name: await reads.consumerNameOf(deps.db, bid.consumer_id),
      rating_type: bid.rating_type ?? 'flat',
      quoted_price: bid.rating_type === 'flat' ? bid.flat_rate_at : null,
      inspection_fee: inspectionFee,
      quote_status_id: bid.quote_status_id,
    },
    payments: payments.map((p) => paymentView(deps, role, p, parts, c)),
    suggestions: role === 'consumer' ? suggestionsOf(full, payments, parts) : [],
    commission_percent: config(deps).commission,
    auto_release_days: config(deps).releaseDays,
    pay_types: payTypesOffered(deps),
  };
}

/** One payment's view after a change. */
async function paymentAfter(deps: FullDeps, role: Role, paymentId: number): Promise<SafetyPayment> {
  const payment = (await repo.findPayment(deps.db, paymentId))!;
  const parts = await repo.partsOf(deps.db, [paymentId]);
  return paymentView(deps, role, payment, parts, await partContext(deps.db, parts, role));
}

/** A part's view after a change (or on read). */
export async function partAfter(deps: FullDeps, role: Role, partId: number): Promise<SafetyPart> {
  const found = (await repo.findPart(deps.db, partId))!;
  return partView(role, found.payment, found.part, await partContext(deps.db, [found.part], role));
}

const PLAN_FIELD: Record<string, 'price' | 'parts'> = {
  price_not_whole: 'price',
  price_out_of_range: 'price',
  part_not_whole: 'parts',
  part_out_of_range: 'parts',
  wrong_part_count: 'parts',
  parts_sum_differs: 'parts',
};

/**
 * POST /api/safety_payments/add/{bidId}. The pro sets the plan (the job's price, less an inspection fee already
 * paid, in the parts he proposes) and may change it until something is paid; the consumer may take a suggestion as
 * it is (a flat quote after hiring, a quoted inspection fee). Either way the commission is fixed now.
 */
export async function addPayment(
  deps: FullDeps,
  userId: number,
  bidId: number,
  input: SafetyAddInput,
  _lng: Language,
): Promise<SafetyPayment> {
  return deps.db
    .withTransaction(async (tx) => {
      const { bid, role } = await bidFor(deps, tx, userId, bidId);
      await repo.lockBidPayments(tx, bidId);
      const { payments, parts } = await bidState(tx, bidId);
      const inspectionFee = await reads.inspectionFeeOf(tx, bidId);
      let price = input.price;
      let deducted = 0;
      if (role === 'consumer') {
        const match = suggestionsOf({ ...bid, inspection_fee: inspectionFee }, payments, parts).find(
          (s) => s.kind === input.kind && s.plan === input.plan && s.price === input.price && s.parts.join() === input.parts.join(),
        );
        if (!match) throw unprocessable(SAFETY_ERRORS.NOT_PAYABLE, SAFETY_ERRORS.NOT_PAYABLE);
        if (input.kind === 'job') deducted = paidInspection(payments, parts);
      } else {
        const open = [QUOTE_STATUS.InProgress, QUOTE_STATUS.Hired, QUOTE_STATUS.WorkCompleted] as number[];
        if (!open.includes(bid.quote_status_id) || bid.is_requestor_rejected)
          throw unprocessable(SAFETY_ERRORS.NOT_PAYABLE, SAFETY_ERRORS.NOT_PAYABLE);
        if (input.kind === 'inspection') {
          if (input.plan !== 'full') throw badRequest('validation', { plan: 'invalid_option' });
          const fee = inspectionFeeProblem(input.price);
          if (fee) throw badRequest('validation', { price: `safety_inspection_${fee}` });
        } else {
          deducted = paidInspection(payments, parts);
          price = input.price - deducted;
        }
      }
      const problem = planProblem(input.plan, price, input.parts);
      if (problem) throw badRequest('validation', { [PLAN_FIELD[problem]]: `safety_plan_${problem}` });
      const existing = payments.find((p) => p.kind === input.kind);
      if (existing) {
        const allVoid = parts.filter((p) => p.safety_payment_id === existing.id).every((p) => p.status === 'void');
        if (role !== 'pro' && !allVoid) throw conflict(SAFETY_ERRORS.EXISTS, SAFETY_ERRORS.EXISTS);
        if (!(await repo.replaceParts(tx, existing.id, input.plan, price, input.parts)))
          throw conflict(SAFETY_ERRORS.EXISTS, SAFETY_ERRORS.EXISTS);
        await repo.setPaymentTerms(tx, existing.id, { commission: config(deps).commission, deducted });
        if (role === 'pro')
          await notifySafety(deps, tx, { to: bid.consumer_id, event: 'plan', bid, amount: price, link: safetyPath(bidId) });
        return existing.id;
      }
      const created = await repo.insertPayment(tx, {
        bidId,
        kind: input.kind,
        plan: input.plan,
        price,
        commissionPercent: config(deps).commission,
        consumerId: bid.consumer_id,
        proId: bid.pro_id,
        parts: input.parts,
      });
      if (!created) throw conflict(SAFETY_ERRORS.EXISTS, SAFETY_ERRORS.EXISTS);
      if (deducted) await repo.setPaymentTerms(tx, created.id, { commission: config(deps).commission, deducted });
      if (role === 'pro') await notifySafety(deps, tx, { to: bid.consumer_id, event: 'plan', bid, amount: price, link: safetyPath(bidId) });
      return created.id;
    })
    .then((id) => paymentAfter(deps, 'consumer', id).then(async (v) => (await roleView(deps, userId, id)) ?? v));
}

async function roleView(deps: FullDeps, userId: number, paymentId: number): Promise<SafetyPayment | null> {
  const p = await repo.findPayment(deps.db, paymentId);
  if (!p) return null;
  return paymentAfter(deps, p.consumer_id === userId ? 'consumer' : 'pro', paymentId);
}

/** POST /api/safety_payments/cancel/{id}: a payment nobody has paid into is withdrawn (its parts void). */
export async function cancelPayment(deps: FullDeps, userId: number, paymentId: number, _lng: Language): Promise<SafetyPayment> {
  assertSafetyPayments(deps);
  await deps.db.withTransaction(async (tx) => {
    const payment = await repo.findPayment(tx, paymentId, true);
    if (!payment || (payment.consumer_id !== userId && payment.pro_id !== userId)) throw notFound();
    const parts = await repo.partsOf(tx, [paymentId]);
    if (!parts.every((p) => p.status === 'awaiting_payment' || p.status === 'void')) throw wrongStatus();
    if (parts.every((p) => p.status === 'void')) throw wrongStatus();
    for (const p of parts) {
      await repo.cancelOpenPayIns(tx, p.id, orderStatusesBefore('cancelled'));
      await repo.movePart(tx, p.id, 'void');
    }
  });
  return (await roleView(deps, userId, paymentId))!;
}

/**
 * POST /api/safety_payments/order/{id}: starts paying a part at the provider. A retried click (same key) answers with
 * the same pay-in; a new way to pay cancels the part's open pay-ins first (nothing was captured on them). A job's
 * payment waits for the hire; an inspection fee can be paid before.
 */
export async function payPart(
  deps: FullDeps,
  userId: number,
  partId: number,
  input: SafetyOrderInput,
  lng: Language,
): Promise<{ pay_in: SafetyPayIn; redirect_url: string }> {
  const { part, payment, role } = await partFor(deps, deps.db, userId, partId);
  if (role !== 'consumer') throw notFound();
  const local = safetyPath(payment.quote_bid_id, partId, lng);
  const replay = await repo.payInByKey(deps.db, userId, input.idempotency_key);
  if (replay) {
    if (replay.part_id !== partId || replay.pay_type !== input.pay_type)
      throw new AppError({ code: 409, status: 409, messageKey: 'idempotency_key_reused' });
    return { pay_in: payInView(replay), redirect_url: replay.status === 'pending' && replay.checkout_url ? replay.checkout_url : local };
  }
  if (part.status !== 'awaiting_payment') throw unprocessable(SAFETY_ERRORS.NOT_PAYABLE, SAFETY_ERRORS.NOT_PAYABLE);
  if (payment.kind === 'job') {
    const bid = await findBid(deps.db, payment.quote_bid_id);
    const hired = [QUOTE_STATUS.Hired, QUOTE_STATUS.WorkCompleted, QUOTE_STATUS.PaymentCompleted] as number[];
    if (!bid || !hired.includes(bid.quote_status_id)) throw unprocessable(SAFETY_ERRORS.HIRE_FIRST, SAFETY_ERRORS.HIRE_FIRST);
  }
  const inserted = await deps.db.withTransaction(async (tx) => {
    const locked = await repo.findPart(tx, partId, true);
    if (!locked || locked.part.status !== 'awaiting_payment') throw unprocessable(SAFETY_ERRORS.NOT_PAYABLE, SAFETY_ERRORS.NOT_PAYABLE);
    await repo.cancelOpenPayIns(tx, partId, ['pending']);
    return repo.insertPayIn(tx, {
      hash: `${repo.PAY_IN_PREFIX}${crypto.randomBytes(18).toString('base64url')}`,
      partId,
      consumerId: userId,
      payType: input.pay_type,
      amount: part.amount,
      provider: deps.env.PAYMENT_PROVIDER ?? 'sandbox',
      key: input.idempotency_key,
    });
  });
  if (!inserted) return payPart(deps, userId, partId, input, lng);
  try {
    const { provider, result } = await startCheckout(deps, {
      orderRef: inserted.hash,
      amount: inserted.amount,
      payType: input.pay_type,
      userId,
      description: `Sifu safety payment HK$${inserted.amount}`,
      returnPath: local,
      lng,
    });
    await repo.patchPayIn(deps.db, inserted.id, {
      provider_ref: result.providerRef,
      checkout_url: result.redirectUrl,
      payment_code: result.paymentCode ?? null,
      barcode: result.barcode ?? null,
      virtual_account: result.virtualAccount ?? null,
      expires_at: result.expiresAt,
    });
    if (provider !== inserted.provider) await repo.setPayInProvider(deps.db, inserted.id, provider);
  } catch (err) {
    const code = err instanceof AppError ? String(err.code) : 'provider_error';
    await repo.movePayIn(deps.db, inserted.id, 'failed', orderStatusesBefore('failed'), { failure_code: code });
    throw err;
  }
  const fresh = (await repo.lockPayInByHash(deps.db, inserted.hash))!;
  return { pay_in: payInView(fresh), redirect_url: fresh.checkout_url ?? local };
}

/**
 * A verified provider event of a pay-in (the payments webhook hands over references with our prefix, in its
 * transaction, after de-duplicating the event). Success moves the pay-in to paid and the part to held, and posts the
 * pay-in once (its key is the pay-in); anything else moves the pay-in only.
 */
export async function applyPayInEvent(deps: FullDeps, tx: Tx, providerName: string, event: PaymentEvent): Promise<EventResult | null> {
  if (!event.orderRef.startsWith(repo.PAY_IN_PREFIX)) return null;
  const payIn = await repo.lockPayInByHash(tx, event.orderRef);
  if (!payIn) return 'unknown_order';
  if (payIn.provider !== providerName) return 'wrong_provider';
  switch (event.type) {
    case 'payment.failed':
      return (await repo.movePayIn(tx, payIn.id, 'failed', orderStatusesBefore('failed'), {
        failure_code: String(event.failure?.code ?? 4),
        failure_message: event.failure?.message ?? null,
      }))
        ? 'failed'
        : 'ignored';
    case 'payment.expired':
      return (await repo.movePayIn(tx, payIn.id, 'expired', orderStatusesBefore('expired'))) ? 'expired' : 'ignored';
    case 'payment.requires_action':
      return (await repo.movePayIn(tx, payIn.id, 'requires_action', orderStatusesBefore('requires_action')))
        ? 'requires_action'
        : 'ignored';
    case 'payment.succeeded':
      return paidIn(deps, tx, payIn, event);
  }
}

async function paidIn(deps: FullDeps, tx: Tx, payIn: repo.PayInRow, event: PaymentEvent): Promise<EventResult> {
  if (payIn.status === 'paid') return 'already_paid';
  // A success is authoritative after a failed try, an expiry or a cancel (the money was captured): it must be held
  // or, when the part was paid another way meanwhile, flagged to finance by the reconciliation.
  if (!canMoveOrder(payIn.status, 'paid') && payIn.status !== 'cancelled') return 'ignored';
  if (event.amount !== payIn.amount || event.currency.toUpperCase() !== 'HKD') {
    logger().error('safety-pay-in-amount-mismatch', { payIn: payIn.id, expected: payIn.amount, got: event.amount });
    await repo.patchPayIn(tx, payIn.id, { failure_code: 'amount_mismatch' });
    return 'amount_mismatch';
  }
  const found = (await repo.findPart(tx, payIn.part_id, true))!;
  if (found.part.status !== 'awaiting_payment') {
    logger().error('safety-pay-in-part-not-payable', { payIn: payIn.id, part: found.part.id, status: found.part.status });
    await repo.patchPayIn(tx, payIn.id, { failure_code: 'part_not_payable' });
    return 'already_held';
  }
  await tx.query('SAVEPOINT pay_in');
  try {
    const moved = await repo.movePayIn(tx, payIn.id, 'paid', [...orderStatusesBefore('paid'), 'cancelled'], {
      paid_at: new Date(),
      card_info: event.card ? cardInfoOf(event.card.brand, event.card.last4) : null,
      failure_code: null,
      failure_message: null,
    });
    await tx.query('RELEASE SAVEPOINT pay_in');
    if (!moved) return 'ignored';
  } catch (err) {
    if (!isUniqueViolation(err, 'safety_pay_ins_one_paid')) throw err;
    await tx.query('ROLLBACK TO SAVEPOINT pay_in');
    await repo.patchPayIn(tx, payIn.id, { failure_code: 'part_not_payable' });
    return 'already_held';
  }
  const held = await repo.movePart(tx, found.part.id, 'held');
  if (!held) return 'ignored';
  await repo.postMovement(tx, held.id, { kind: 'pay_in', amount: payIn.amount }, `pay-in:${payIn.id}`);
  const bid = await findBid(tx, found.payment.quote_bid_id);
  if (bid) {
    const link = safetyPath(bid.quote_bid_id, held.id);
    await notifySafety(deps, tx, { to: found.payment.consumer_id, event: 'held', bid, amount: payIn.amount, link });
    await notifySafety(deps, tx, { to: found.payment.pro_id, event: 'held_pro', bid, amount: payIn.amount, link });
  }
  return 'held';
}

/** GET /api/safety_payments/part/{id} */
export async function partDetail(deps: FullDeps, userId: number, partId: number, _lng: Language): Promise<SafetyPart> {
  const { role } = await partFor(deps, deps.db, userId, partId);
  return partAfter(deps, role, partId);
}

/** POST /api/safety_payments/visited/{id}: the pro did the inspection visit (its automatic release starts). */
export async function markVisited(deps: FullDeps, userId: number, paymentId: number, _lng: Language): Promise<SafetyPayment> {
  assertSafetyPayments(deps);
  await deps.db.withTransaction(async (tx) => {
    const payment = await repo.findPayment(tx, paymentId, true);
    if (!payment || payment.pro_id !== userId) throw notFound();
    if (payment.kind !== 'inspection' || payment.completed_at) throw wrongStatus();
    const parts = await repo.partsOf(tx, [paymentId]);
    if (!parts.some((p) => HOLDING_STATUSES.includes(p.status))) throw wrongStatus();
    await repo.setCompleted(tx, payment.quote_bid_id, 'inspection');
    const bid = await findBid(tx, payment.quote_bid_id);
    if (bid)
      await notifySafety(deps, tx, {
        to: payment.consumer_id,
        event: 'completed',
        bid,
        amount: payment.price,
        link: safetyPath(bid.quote_bid_id),
      });
  });
  return (await roleView(deps, userId, paymentId))!;
}

/**
 * The pro marked the bid's work completed (the bids module calls this in its transaction): the job payment's
 * automatic release starts counting, and the consumer is told what happens next.
 */
export async function onWorkCompleted(deps: FullDeps, tx: Tx, bid: BidRow): Promise<void> {
  if (!deps.env.featureFlags.safetyPayment) return;
  const ids = await repo.setCompleted(tx, bid.quote_bid_id, 'job');
  if (!ids.length) return;
  const parts = await repo.partsOf(tx, ids);
  const held = parts.filter((p) => p.status === 'held').reduce((s, p) => s + p.amount, 0);
  if (held)
    await notifySafety(deps, tx, { to: bid.consumer_id, event: 'completed', bid, amount: held, link: safetyPath(bid.quote_bid_id) });
}

/** Whether Sifu holds money for the bid's job (the consumer cannot undo the hire then: ask to cancel instead). */
export async function holdsJobMoney(tx: Queryable, bidId: number): Promise<boolean> {
  return reads.holdsMoney(tx, bidId, 'job', HOLDING_STATUSES as SafetyPaymentStatus[]);
}

/** The bids port: an inspection fee paid into safety (still held, or released to the pro after the visit). */
export async function inspectionPaid(tx: Queryable, bidId: number): Promise<boolean> {
  return reads.holdsMoney(tx, bidId, 'inspection', [...HOLDING_STATUSES, 'released', 'settled'] as SafetyPaymentStatus[]);
}
