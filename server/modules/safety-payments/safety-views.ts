/**
 * What each side sees of a safety payment: the parts with their money (from the ledger), pay-in, open request,
 * payout, timeline and the actions the viewer may take now.
 */
import { autoReleaseAt, commissionOf, HOLDING_STATUSES, maskPayoutAccount, type SafetyPaymentStatus } from '@shared/domain/safety-payments';
import type { SafetyPart, SafetyPartAction, SafetyPayIn, SafetyPayment } from '@shared/schemas/safety-payments.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { testPaymentUrl } from '../payments/payments.service';
import { utcString, utcStringOf } from '../../lib/utc-time';
import * as repo from './safety-payments.repository';
import * as reads from './safety-reads.repository';

export type Role = 'consumer' | 'pro';

export function releaseAtOf(deps: FullDeps, payment: repo.SafetyPaymentRow): Date | null {
  return payment.completed_at ? autoReleaseAt(payment.completed_at, deps.env.SAFETY_AUTO_RELEASE_DAYS) : null;
}

/** What the viewer may do with a part now; the server checks the same again on every call. */
export function actionsOf(
  role: Role,
  payment: repo.SafetyPaymentRow,
  part: repo.SafetyPartFullRow,
  payIn?: repo.PayInRow,
): SafetyPartAction[] {
  const refundInfo = payIn && payIn.status === 'paid' && payIn.pay_type !== 'card' ? (['edit_refund_info'] as const) : [];
  if (role === 'consumer') {
    switch (part.status) {
      case 'awaiting_payment':
        return ['pay'];
      case 'held':
        return ['confirm', payment.completed_at ? 'apply_refund' : 'cancel_request'];
      case 'cancel_requested':
      case 'refund_requested':
        return ['cancel_refund', ...refundInfo];
      case 'refund_countered':
        return ['approve_refund', 'dispute', 'cancel_refund', ...refundInfo];
      case 'disputed':
        return [...refundInfo];
      default:
        return [];
    }
  }
  switch (part.status) {
    case 'cancel_requested':
      return ['approve_refund', 'dispute'];
    case 'refund_requested':
      return ['approve_refund', 'counter_refund', 'dispute'];
    default:
      return [];
  }
}

export function payInView(p: repo.PayInRow): SafetyPayIn {
  const open = p.status === 'pending' || p.status === 'requires_action';
  return {
    hash: p.hash,
    pay_type: p.pay_type,
    status: p.status,
    amount: p.amount,
    card_info: p.card_info,
    payment_code: p.payment_code,
    barcode: p.barcode,
    virtual_account: p.virtual_account,
    expires_at: utcString(p.expires_at),
    checkout_url: open ? p.checkout_url : null,
    test_payment_url: testPaymentUrl(p),
    paid_at: utcString(p.paid_at),
    failure_code: p.failure_code,
  };
}

export interface PartContext {
  money: Map<number, { held: number; refunded: number; released: number }>;
  payIns: Map<number, repo.PayInRow>;
  timelines: repo.TransitionRow[];
  payouts: Map<number, { status: string; amount: number }>;
  photos: Map<number, { id: number; url: string; name: string }>;
}

export async function partContext(q: Queryable, parts: repo.SafetyPartFullRow[], role: Role): Promise<PartContext> {
  const ids = parts.map((p) => p.id);
  const photoIds = parts.flatMap((p) => p.request_photos ?? []);
  const [money, payIns, timelines, payouts, photos] = await Promise.all([
    repo.moneyOf(q, ids),
    repo.latestPayIns(q, ids),
    repo.timelinesOf(q, ids),
    role === 'pro' ? reads.payoutsOfParts(q, ids) : Promise.resolve(new Map()),
    reads.photosOf(q, photoIds),
  ]);
  return { money, payIns, timelines, payouts, photos };
}

const FINAL: SafetyPaymentStatus[] = ['released', 'settled', 'refunded', 'void'];

export function partView(role: Role, payment: repo.SafetyPaymentRow, part: repo.SafetyPartFullRow, c: PartContext): SafetyPart {
  const money = c.money.get(part.id) ?? { held: 0, refunded: 0, released: 0 };
  const payIn = c.payIns.get(part.id);
  // Once decided, what was actually released (all, part after a split, or nothing after a refund) is what counts.
  const base = FINAL.includes(part.status) ? money.released : part.amount;
  const commission = commissionOf(base, payment.commission_percent);
  const payout = c.payouts.get(part.id);
  const info = part.refund_info;
  return {
    id: part.id,
    position: part.position,
    amount: part.amount,
    status: part.status,
    held: money.held,
    refunded: money.refunded,
    released: money.released,
    commission,
    pro_receives: base - commission,
    request:
      part.request_kind && part.requested_at
        ? {
            kind: part.request_kind,
            amount: part.request_amount ?? 0,
            reason: part.request_reason ?? '',
            photos: (part.request_photos ?? [])
              .map((id) => c.photos.get(id))
              .filter((p): p is { id: number; url: string; name: string } => !!p),
            requested_at: utcStringOf(part.requested_at),
            counter_amount: part.counter_amount,
            counter_reason: part.counter_reason,
            answer_due: utcString(part.answer_due),
          }
        : null,
    refund_info: info
      ? {
          method: info.method,
          holder: info.holder,
          masked: maskPayoutAccount(info),
        }
      : null,
    decision_note: part.decision_note,
    pay_in: payIn ? payInView(payIn) : null,
    payout: role === 'pro' && payout ? { status: payout.status as 'pending', amount: payout.amount } : null,
    actions: actionsOf(role, payment, part, payIn),
    timeline: c.timelines.filter((t) => t.part_id === part.id).map((t) => ({ status: t.to_status, at: utcStringOf(t.created) })),
  };
}

export function paymentView(
  deps: FullDeps,
  role: Role,
  payment: repo.SafetyPaymentRow,
  parts: repo.SafetyPartFullRow[],
  c: PartContext,
): SafetyPayment {
  const own = parts.filter((p) => p.safety_payment_id === payment.id);
  const untouched = own.every((p) => p.status === 'awaiting_payment' && !c.payIns.has(p.id));
  const holding = own.some((p) => HOLDING_STATUSES.includes(p.status));
  const releaseAt = releaseAtOf(deps, payment);
  return {
    id: payment.id,
    bid_id: payment.quote_bid_id,
    kind: payment.kind,
    plan: payment.plan,
    price: payment.price,
    inspection_deducted: payment.inspection_deducted,
    commission_percent: payment.commission_percent,
    completed_at: utcString(payment.completed_at),
    auto_release_at: releaseAt && own.some((p) => p.status === 'held') ? utcStringOf(releaseAt) : null,
    can_mark_visited: role === 'pro' && payment.kind === 'inspection' && !payment.completed_at && holding,
    can_change: untouched,
    created: utcStringOf(payment.created),
    parts: own.map((p) => partView(role, payment, p, c)),
  };
}
