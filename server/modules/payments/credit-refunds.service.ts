/**
 * Refunds of unspent purchased credit. A pro asks for an amount up to what is refundable now (purchased credit
 * only, never free credit, and never more than the paid orders can still give back); the request opens a ticket in
 * the finance queue "refunds" in the same transaction. Finance approves or rejects it in the console.
 *
 * The requested credit is NOT held while the request is pending: the pro keeps sending quotes with it. Holding it
 * would need a reserved part of the balance that every debit path (quote fees, auto-quotes, deletion) respects;
 * instead the approval re-checks the refundable amount under the wallet lock and refuses (422) when it dropped
 * below the request, so a refund can never take credit that was spent, and the balance never goes below 0.
 *
 * An approval is one transaction: the conditional UPDATE of the request (a second approver gets 409), the wallet
 * row locked, the paid orders locked and drawn on newest first (partial refunds when needed), one ledger row per
 * order (its idempotency key names request and order), the order's refunded amount, one line per order (card:
 * refunded at the provider with a key per request and order, so a retried approval or provider replay refunds
 * nothing more; convenience store and bank transfer: a bank-transfer payout instruction for finance), the audit row
 * with before/after, the ticket closed and the pro notified. A refused provider call rolls all of it back.
 * Provider refund webhooks move nothing: money moves only here.
 */
import { buildPath } from '@shared/routes/route-paths';
import { fullName } from '@shared/schemas/accounts.schema';
import { WALLET_TX_TYPES } from '@shared/domain/wallet-ledger';
import {
  CREDIT_REFUND_SUBJECT,
  type CreditRefund,
  type CreditRefundState,
  type OpsCreditRefund,
  type RequestCreditRefundInput,
} from '@shared/schemas/credit-refunds.schema';
import type { Person } from '@shared/schemas/back-office.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { debitPurchase, lockedRemainder } from '../wallet/wallet.service';
import { notify } from '../notifications/notifications.service';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import { closeTicket, openTicket } from '../back-office/tickets.service';
import { ProviderError } from './payment-provider';
import { paymentProviderFor } from './payment-providers';
import * as repo from './credit-refunds.repository';
import { peopleByIds } from '../accounts/user-records.service';

export const CREDIT_REFUND_ERRORS = {
  TOO_MUCH: 'credit_refund_too_much',
  PENDING: 'credit_refund_pending',
  NOT_PENDING: 'credit_refund_not_pending',
  DROPPED: 'credit_refund_balance_dropped',
} as const;

/** The ledger key of one order's part of a refund: a retry of the same approval finds it and writes nothing twice. */
export const creditRefundKey = (requestId: number, orderId: number) => `credit-refund:${requestId}:${orderId}`;

const tooMuch = (refundable: number) =>
  new AppError({
    code: CREDIT_REFUND_ERRORS.TOO_MUCH,
    status: 422,
    messageKey: CREDIT_REFUND_ERRORS.TOO_MUCH,
    params: { refundable },
    details: { refundable },
    fields: { amount: CREDIT_REFUND_ERRORS.TOO_MUCH },
  });

const canRefund = (o: repo.PaidOrderRow) => o.amount - o.refunded_amount;

/** Purchased credit left, capped by what the paid orders can still give back (whole HKD). */
async function refundableNow(tx: Queryable, userId: number, lockOrders: boolean) {
  const wallet = await lockedRemainder(tx, userId);
  const orders = await repo.paidOrders(tx, userId, lockOrders);
  const capacity = orders.reduce((s, o) => s + canRefund(o), 0);
  return { wallet, orders, refundable: Math.max(0, Math.min(wallet.paid, capacity)) };
}

function view(r: repo.RefundRequestRow, lines: repo.RefundLineRow[]): CreditRefund {
  return {
    id: r.id,
    amount: r.amount,
    status: r.status,
    source: r.source,
    note: r.note,
    reason: r.reason,
    decided_at: utcString(r.decided_at),
    created: utcStringOf(r.created),
    lines: lines.map((l) => ({ order_hash: l.order_hash, pay_type: l.pay_type, amount: l.amount, method: l.method, status: l.status })),
  };
}

/** GET /api/payments/credit_refund */
export async function refundState(deps: FullDeps, userId: number): Promise<CreditRefundState> {
  return deps.db.withTransaction(async (tx) => {
    const { wallet, refundable } = await refundableNow(tx, userId, false);
    const latest = await repo.latestOf(tx, userId);
    return {
      balance: wallet.balance,
      free: wallet.free,
      purchased: wallet.paid,
      refundable,
      latest: latest ? view(latest, await repo.linesOf(tx, latest.id)) : null,
    };
  });
}

/** POST /api/payments/credit_refund: one pending request per pro (409), at most the refundable amount (422). */
export async function requestRefund(
  deps: FullDeps,
  user: { id: number; language?: string | null },
  input: RequestCreditRefundInput,
): Promise<CreditRefund> {
  const amount = Number(input.amount);
  const note = (input.note ?? '').trim();
  return deps.db.withTransaction(async (tx) => {
    const { refundable } = await refundableNow(tx, user.id, false);
    if (amount > refundable) throw tooMuch(refundable);
    const row = await repo.insertRequest(tx, { userId: user.id, amount, source: input.source ?? 'credit', note });
    if (!row) throw conflict(CREDIT_REFUND_ERRORS.PENDING, CREDIT_REFUND_ERRORS.PENDING);
    await openTicket(deps, tx, {
      queue: 'refunds',
      subjectType: CREDIT_REFUND_SUBJECT,
      subjectId: row.id,
      userId: user.id,
      language: user.language ?? undefined,
      summary: `HK$${amount}`,
      firstMessage: note || undefined,
    });
    return view(row, []);
  });
}

function personOf(people: Awaited<ReturnType<typeof peopleByIds>>, id: number | null): Person | null {
  const p = id === null ? undefined : people.get(id);
  return p ? { id: p.id, username: p.username, full_name: fullName(p) } : null;
}

async function panel(q: Queryable, r: repo.RefundRequestRow): Promise<OpsCreditRefund> {
  const { wallet, orders, refundable } = await refundableNow(q, r.user_id, false);
  const people = await peopleByIds(q, [r.user_id, ...(r.decided_by ? [r.decided_by] : [])]);
  return {
    request: view(r, await repo.linesOf(q, r.id)),
    pro: personOf(people, r.user_id),
    decided_by: personOf(people, r.decided_by),
    balance: wallet.balance,
    free: wallet.free,
    purchased: wallet.paid,
    refundable,
    orders: orders.map((o) => ({
      hash: o.hash,
      pay_type: o.pay_type,
      amount: o.amount,
      credit: o.credit,
      refunded_amount: o.refunded_amount,
      refundable: canRefund(o),
      card_info: o.card_info,
      paid_at: utcString(o.paid_at),
    })),
  };
}

/** GET /api/ops/credit_refunds/{id} */
export async function opsDetail(deps: FullDeps, id: number): Promise<OpsCreditRefund> {
  return deps.db.withTransaction(async (tx) => {
    const r = await repo.findRequest(tx, id);
    if (!r) throw notFound();
    return panel(tx, r);
  });
}

async function decided(tx: Tx, id: number, d: { status: 'approved' | 'rejected'; staffId: number; reason: string }) {
  const row = await repo.decide(tx, id, d);
  if (row) return row;
  if (await repo.findRequest(tx, id)) throw conflict(CREDIT_REFUND_ERRORS.NOT_PENDING, CREDIT_REFUND_ERRORS.NOT_PENDING);
  throw notFound();
}

interface Part {
  order: repo.PaidOrderRow;
  amount: number;
  method: 'card' | 'bank_transfer';
}

/** Newest paid orders first; each gives at most what it has not given back yet. */
function allocate(orders: repo.PaidOrderRow[], amount: number, providerName: string): Part[] {
  const parts: Part[] = [];
  let left = amount;
  for (const order of orders) {
    if (left <= 0) break;
    const take = Math.min(left, canRefund(order));
    if (take <= 0) continue;
    // A card order paid through another provider than the configured one cannot be refunded by it: paid out instead.
    const byCard = order.pay_type === 'card' && order.provider === providerName && order.provider_ref !== null;
    parts.push({ order, amount: take, method: byCard ? 'card' : 'bank_transfer' });
    left -= take;
  }
  return parts;
}

function methodTexts(deps: FullDeps, parts: Part[]) {
  const card = parts.filter((p) => p.method === 'card').reduce((s, p) => s + p.amount, 0);
  const bank = parts.filter((p) => p.method === 'bank_transfer').reduce((s, p) => s + p.amount, 0);
  const text = (lng: 'zh-HK' | 'en-HK') => {
    const t = deps.i18n.getFixedT(lng, 'pricing');
    return [
      card > 0 ? t('credit_refund>method_card', { amount: card }) : '',
      bank > 0 ? t('credit_refund>method_bank', { amount: bank }) : '',
    ]
      .filter(Boolean)
      .join('\n');
  };
  return { method_zh: text('zh-HK'), method_en: text('en-HK') };
}

/** POST /api/ops/credit_refunds/{id}/approve */
export async function approveRefund(deps: FullDeps, staffId: number, id: number, reason: string): Promise<OpsCreditRefund> {
  const provider = paymentProviderFor(deps);
  const row = await deps.db.withTransaction(async (tx) => {
    const r = await decided(tx, id, { status: 'approved', staffId, reason });
    const { wallet, orders, refundable } = await refundableNow(tx, r.user_id, true);
    if (r.amount > refundable) {
      throw new AppError({
        code: CREDIT_REFUND_ERRORS.DROPPED,
        status: 422,
        messageKey: CREDIT_REFUND_ERRORS.DROPPED,
        params: { refundable },
        details: { refundable, requested: r.amount },
      });
    }
    const parts = allocate(orders, r.amount, provider.name);
    for (const p of parts) {
      const debited = await debitPurchase(tx, {
        userId: r.user_id,
        amount: p.amount,
        type: WALLET_TX_TYPES.ADJUSTMENT,
        key: creditRefundKey(r.id, p.order.id),
        paymentId: p.order.id,
        description: 'credit_refund',
      });
      // The wallet is locked and the amount was checked against its purchased credit: a failure here is a bug.
      if (!debited) throw new Error(`credit refund ${r.id}: wallet ${r.user_id} changed while locked`);
      if (!(await repo.addRefunded(tx, p.order.id, p.amount))) throw new Error(`credit refund ${r.id}: order ${p.order.id} over-refunded`);
      await repo.insertLine(tx, {
        requestId: r.id,
        orderId: p.order.id,
        amount: p.amount,
        method: p.method,
        status: p.method === 'card' ? 'refunded' : 'payout_due',
      });
    }
    // The provider last: any refusal rolls back every row above, and its per-order keys make a retry refund nothing twice.
    for (const p of parts.filter((x) => x.method === 'card')) {
      try {
        await provider.refund(p.order.provider_ref!, p.amount, `credit-refund-${r.id}-${p.order.id}`);
      } catch (err) {
        if (err instanceof ProviderError) {
          throw new AppError({ code: 'provider_unavailable', status: 503, messageKey: 'payment_provider_unavailable' });
        }
        throw err;
      }
    }
    const after = await lockedRemainder(tx, r.user_id);
    await recordStaffAction(tx, {
      staffId,
      action: 'credit_refund_approve',
      targetType: CREDIT_REFUND_SUBJECT,
      targetId: r.id,
      reason,
      before: { status: 'pending', amount: r.amount, balance: wallet.balance, purchased: wallet.paid, free: wallet.free },
      after: {
        status: 'approved',
        amount: r.amount,
        balance: after.balance,
        purchased: after.paid,
        free: after.free,
        lines: parts.map((p) => ({ order: p.order.hash, amount: p.amount, method: p.method })),
      },
    });
    await closeTicket(tx, CREDIT_REFUND_SUBJECT, r.id, 'approved');
    await notify(deps, tx, {
      userId: r.user_id,
      type: 'credit_refund_approved',
      params: { amount: r.amount, ...methodTexts(deps, parts) },
      link: buildPath('credit'),
    });
    return r;
  });
  return opsDetail(deps, row.id);
}

/** POST /api/ops/credit_refunds/{id}/reject: nothing moves; the pro is told why. */
export async function rejectRefund(deps: FullDeps, staffId: number, id: number, reason: string): Promise<OpsCreditRefund> {
  const row = await deps.db.withTransaction(async (tx) => {
    const r = await decided(tx, id, { status: 'rejected', staffId, reason });
    await recordStaffAction(tx, {
      staffId,
      action: 'credit_refund_reject',
      targetType: CREDIT_REFUND_SUBJECT,
      targetId: r.id,
      reason,
      before: { status: 'pending', amount: r.amount },
      after: { status: 'rejected', amount: r.amount },
    });
    await closeTicket(tx, CREDIT_REFUND_SUBJECT, r.id, 'rejected');
    await notify(deps, tx, {
      userId: r.user_id,
      type: 'credit_refund_rejected',
      params: { amount: r.amount, reason },
      link: buildPath('credit'),
    });
    return r;
  });
  return opsDetail(deps, row.id);
}
