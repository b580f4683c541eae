/**
 * The scheduled moves of shop orders (docs/decisions/0038, the system's rows of the order states): `expire` voids an
 * unpaid order whose checkout window passed and cancels a paid order the pro did not confirm in 3 days or a cancel
 * request nobody answered in 3 days; `auto_complete` completes an order 7 days after the pro applied for completion.
 * Each due order moves in its own transaction with its row locked and its deadline checked again there, by the same
 * conditional UPDATE and follow-up as a person's action (shop-orders.service.ts afterMove: stock back, refund through
 * the provider once, release and payout) and tells both sides concerned, so two runs never move an order twice.
 * Nothing runs while the shop is off.
 */
import { orderActionTarget, orderDeadline, shopEnabled, type ShopOrderAction, type ShopOrderStatus } from '@shared/domain/shop';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { logger } from '../../lib/logger';
import * as orders from './shop-orders.repository';
import { noticeOfMove } from './shop-notices';
import { afterMove } from './shop-orders.service';
import * as sweeps from './shop-sweeps.repository';

/** At most this many orders per run (the next run takes the rest). */
const BATCH = 200;

/** When an order entered the status whose deadline the sweeps watch. */
const SINCE: Partial<Record<ShopOrderStatus, (o: orders.ShopOrderRow) => Date | null>> = {
  paid: (o) => o.paid_at,
  cancel_requested: (o) => o.cancel_requested_at,
  complete_requested: (o) => o.complete_requested_at,
};

/** Whether the locked order's deadline has passed at `now` (an unpaid order's is its checkout window). */
async function isDue(tx: Tx, order: orders.ShopOrderRow, now: Date): Promise<boolean> {
  if (order.status === 'awaiting_payment') {
    const ends = await sweeps.checkoutEnds(tx, order.id);
    return ends !== undefined && ends <= now;
  }
  const since = SINCE[order.status]?.(order);
  const deadline = since ? orderDeadline(order.status, since) : null;
  return deadline !== null && deadline <= now;
}

/**
 * Runs the system's `action` on each due order in its own transaction with the order locked; counts the orders it
 * moved. An order whose step fails (a provider refusing the refund) is logged and left for the next run.
 */
async function moveDue(deps: FullDeps, ids: number[], action: ShopOrderAction, now: Date): Promise<number> {
  let count = 0;
  for (const id of ids) {
    try {
      const moved = await deps.db.withTransaction(async (tx) => {
        const order = await orders.findOrder(tx, id, true);
        if (!order || !(await isDue(tx, order, now))) return false;
        const to = orderActionTarget(action, 'system', order);
        if (!to) return false;
        const after = await orders.moveOrder(tx, order.id, to, { cancelledBy: to === 'cancelled' ? 'system' : undefined }, [order.status]);
        if (!after) return false;
        await afterMove(deps, tx, order, after);
        await noticeOfMove(deps, tx, { before: order, moved: after, by: 'system' });
        return true;
      });
      if (moved) count++;
    } catch (err) {
      logger().error('shop-sweep-failed', { order: id, action, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return count;
}

/** Unpaid checkouts past their window (void, stock back), and paid orders not confirmed or cancel requests not answered in time (cancelled, refunded, stock back). */
export async function expireDue(deps: FullDeps, now = new Date()): Promise<number> {
  if (!shopEnabled(deps.env.featureFlags)) return 0;
  return moveDue(deps, await sweeps.dueForExpiry(deps.db, now, BATCH), 'expire', now);
}

/** Completion requests the consumer let run out: completed (money released as by the consumer, payout instruction created). */
export async function autoCompleteDue(deps: FullDeps, now = new Date()): Promise<number> {
  if (!shopEnabled(deps.env.featureFlags)) return 0;
  return moveDue(deps, await sweeps.dueForAutoComplete(deps.db, now, BATCH), 'auto_complete', now);
}
