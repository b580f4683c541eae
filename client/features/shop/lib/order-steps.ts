/**
 * The words of an order's page, chosen from its status and the viewer's side: what happens next (with the deadline
 * the system acts at), and which copy each allowed action takes. `cancel` means four things (drop an unpaid checkout,
 * cancel a paid order, the pro declining it, accepting the other side's cancel request), so it is told apart here.
 */
import type { ShopOrderUserAction } from '@shared/domain/shop';
import type { ShopOrder } from '@shared/schemas/shop.schema';

export type OrderView = Pick<
  ShopOrder,
  'role' | 'status' | 'is_held' | 'cancel_requested_by' | 'cancelled_by' | 'feedback' | 'payment' | 'deadline'
>;

/** The other party's name as this side sees it (the customer's, or the pro's business name). */
export const otherPartyOf = (o: Pick<ShopOrder, 'role' | 'consumer' | 'pro'>) => (o.role === 'pro' ? o.consumer.name : o.pro.business_name);

/** The copy of an action (order>act>{copy}>…). */
export type ActionCopy =
  | 'confirm'
  | 'decline'
  | 'apply_complete'
  | 'complete'
  | 'reject_complete'
  | 'apply_cancel'
  | 'cancel_checkout'
  | 'cancel_paid'
  | 'accept_cancel'
  | 'reject_cancel';

export function actionCopyOf(action: ShopOrderUserAction, o: Pick<OrderView, 'role' | 'status'>): ActionCopy {
  if (action !== 'cancel') return action;
  if (o.status === 'awaiting_payment') return 'cancel_checkout';
  if (o.status === 'cancel_requested') return 'accept_cancel';
  return o.role === 'pro' ? 'decline' : 'cancel_paid';
}

/** Steps forward: the main button of the page, confirmed with a primary button. The rest undo or refuse. */
export const FORWARD: ReadonlySet<ActionCopy> = new Set(['confirm', 'apply_complete', 'complete', 'reject_complete', 'reject_cancel']);

/** Who cancelled, from the viewer's side. */
function cancelledBy(o: OrderView): string {
  if (o.cancelled_by === 'system' || o.cancelled_by === 'operator') return o.cancelled_by;
  return o.cancelled_by === o.role ? 'me' : 'other';
}

/**
 * The key under order>next>{role}> of what happens next, and whether a sentence on the money Sifu holds follows
 * (an order paid as a safety payment, until it is completed or cancelled).
 */
export function nextStepOf(o: OrderView): { key: string; held: boolean } {
  const open = o.status === 'paid' || o.status === 'confirmed' || o.status === 'complete_requested' || o.status === 'cancel_requested';
  let key: string = o.status;
  if (o.status === 'cancel_requested') key = o.cancel_requested_by === o.role ? 'cancel_requested_mine' : 'cancel_requested_theirs';
  if (o.status === 'cancelled') key = `cancelled_${cancelledBy(o)}`;
  if (o.status === 'completed' && o.role === 'consumer' && o.feedback) key = 'completed_reviewed';
  return { key, held: o.is_held && open };
}

/** Whether the consumer may leave feedback now (once, on a completed order). */
export const canLeaveFeedback = (o: Pick<OrderView, 'role' | 'status' | 'feedback'>) =>
  o.role === 'consumer' && o.status === 'completed' && !o.feedback;
