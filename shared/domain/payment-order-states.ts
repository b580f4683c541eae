/**
 * The payment order state machine (ARCHITECTURE §4, docs/decisions/0035): which status an order may move to from
 * which, as data. The server changes a status only with a conditional UPDATE whose `status = ANY(from)` comes from
 * here, and acts (credits, refunds, notifies) only when that UPDATE changed a row; the money invariants checked
 * after the payment tests replay every order's recorded history against the same table.
 */
import type { OrderStatus } from './payments';
import { canMove, invalidHistory, statusesBefore, type Transitions } from './state-machine';

/** The status every order is created in. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'pending';

/**
 * Allowed moves. A success is authoritative after a failed try or an expiry (the customer was charged, so the
 * credit must follow: a card retried on the hosted page, a bank transfer arriving after the account's 72 hours);
 * nothing leaves `paid` except a refund, and nothing ever leaves `refunded` or `cancelled`.
 */
export const ORDER_TRANSITIONS: Transitions<OrderStatus> = {
  pending: ['requires_action', 'paid', 'failed', 'expired', 'cancelled'],
  requires_action: ['paid', 'failed', 'expired', 'cancelled'],
  failed: ['paid'],
  expired: ['paid'],
  paid: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return canMove(ORDER_TRANSITIONS, from, to);
}

/** Every status an order may be in for a move to `to`: the `status = ANY(…)` of the conditional UPDATE. */
export function orderStatusesBefore(to: OrderStatus): OrderStatus[] {
  return statusesBefore(ORDER_TRANSITIONS, to);
}

/**
 * Statuses in which an order holds the pro's one starter-package sale: open (it may still be paid) or paid, and
 * refunded (a refunded starter package is not sold again). Mirrors the partial unique index of migration 0808.
 */
export const STARTER_HOLDING_STATUSES: readonly OrderStatus[] = ['pending', 'requires_action', 'paid', 'refunded'];

/**
 * Whether a recorded history (the statuses an order went through, oldest first) is reachable from the initial
 * status through allowed moves only; returns the first bad step, or null when the history is valid.
 */
export function invalidOrderHistory(statuses: readonly OrderStatus[]): { at: number; from: OrderStatus | null; to: OrderStatus } | null {
  return invalidHistory(ORDER_TRANSITIONS, INITIAL_ORDER_STATUS, statuses);
}
