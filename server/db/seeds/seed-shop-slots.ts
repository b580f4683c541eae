/**
 * A booked slot of a demo shop order (docs/decisions/0038 reservation slots): of the free slots the item's page offers
 * (the service's business hours less pauses and live bookings), the first from 10:00 on the day `inDays` ahead,
 * booked as the order's reservation the way placing the order books it.
 */
import { parseUtcText } from '@shared/domain/reservation-slots';
import type { Tx } from '../../lib/db';
import { serviceSlots } from '../../modules/reservations/reservations.service';
import type { ShopOrderRow } from '../../modules/shop/shop-orders.repository';
import { bookSlot, lockSlotCalendar } from '../../modules/shop/shop-reserves.service';
import { DAY_MS, HOUR_MS } from './seed-model';

const HK_OFFSET_MS = 8 * HOUR_MS;

/** Books the slot for `order`, dated `bookedAt` (with the order). */
export async function reserveSlot(tx: Tx, order: ShopOrderRow, t: { now: number; inDays: number; bookedAt: Date }): Promise<void> {
  // 10:00 in Hong Kong on the day `inDays` ahead.
  const from = Math.floor((t.now + HK_OFFSET_MS) / DAY_MS) * DAY_MS - HK_OFFSET_MS + t.inDays * DAY_MS + 10 * HOUR_MS;
  await lockSlotCalendar(tx, order.quote_service_id);
  const slot = (await serviceSlots(tx, order.quote_service_id, t.now)).find((s) => parseUtcText(s.begin_time) >= from);
  if (!slot) throw new Error(`shop demo: no free slot for order ${order.id}`);
  await bookSlot(tx, order, slot);
  await tx.query('UPDATE reservations SET created = $2, modified = $2 WHERE shop_order_id = $1', [order.id, t.bookedAt]);
}
