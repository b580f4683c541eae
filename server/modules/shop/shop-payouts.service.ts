/**
 * A completed order's payout, as finance records it (docs/decisions/0038; the bank file is payouts.service.ts's): the
 * shop ledger's payout posting, once per order (`shop-payout:{order}`), and the pro's notice. Plugged into payouts by
 * server/modules/compose.ts, since the shop builds on payouts.
 */
import { buildPath } from '@shared/routes/route-paths';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { noticeOfOrder } from './shop-notices';
import { findOrder } from './shop-orders.repository';
import { postMovement } from './shop-payments.repository';

async function orderOf(tx: Tx, id: number) {
  const order = await findOrder(tx, id);
  // The instruction references the order (a foreign key): anything else is a bug.
  if (!order) throw new Error(`shop payout: order ${id} does not exist`);
  return order;
}

/** The bank paid the pro what the order owed them. */
export async function shopPayoutPaid(deps: FullDeps, tx: Tx, p: { shopOrderId: number; amount: number; account: string | null }) {
  const order = await orderOf(tx, p.shopOrderId);
  await postMovement(tx, order.id, { kind: 'payout', amount: p.amount }, order.is_held, `shop-payout:${order.id}`);
  await noticeOfOrder(deps, tx, { to: 'pro', event: 'payout_paid', order, extra: { amount: p.amount, account: p.account } });
}

/** The bank returned the payout: the pro is asked to correct their payout account (the line is paid again after). */
export async function shopPayoutFailed(deps: FullDeps, tx: Tx, p: { shopOrderId: number; amount: number; reason: string }) {
  const order = await orderOf(tx, p.shopOrderId);
  await noticeOfOrder(deps, tx, {
    to: 'pro',
    event: 'payout_failed',
    order,
    extra: { amount: p.amount, reason: p.reason },
    link: buildPath('settings', { path: 'payout' }),
  });
}
