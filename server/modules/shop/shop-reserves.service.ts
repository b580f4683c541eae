/**
 * Reservation slots of shop items (SPEC §7 reserves; docs/decisions/0038 "Reservation slots"): an item that accepts
 * reservations offers its service's booking slots (the reservations module's calendar: business hours less pauses
 * and live bookings). An order's slot is a reservation naming the order, written in the order's transaction under
 * the service's calendar lock, so the exclusion constraint decides between it and any other booking of the time
 * (409 slot_taken); a void or cancelled order frees it.
 */
import { SLOT_MINUTES, type Slot } from '@shared/domain/reservation-slots';
import type { ShopReserveSlots } from '@shared/schemas/shop.schema';
import { hkDayOf } from '@shared/utils/dates';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { addShopReservation, cancelShopReservation, isSlotTaken, lockCalendar } from '../reservations/reservation-records.service';
import { serviceSlots } from '../reservations/reservations.service';
import { assertShop, findPublicItem } from './shop-items.service';
import type { SaleRow, ShopOrderRow } from './shop-orders.repository';
import { shopOrderError } from './shop.errors';

/** GET /api/nshop/reserves/{id}: the free slots of a published item from a Hong Kong day on (none if it takes no reservations). */
export async function itemReserves(deps: FullDeps, itemId: number, from?: string, now = Date.now()): Promise<ShopReserveSlots> {
  assertShop(deps);
  const item = await findPublicItem(deps.db, itemId);
  const slots = item.accepts_reservation ? await serviceSlots(deps.db, item.quote_service_id, now) : [];
  return {
    shop_item_id: item.id,
    accepts_reservation: item.accepts_reservation,
    slot_minutes: SLOT_MINUTES,
    slots: from ? slots.filter((s) => hkDayOf(s.begin_time) >= from) : slots,
  };
}

/**
 * The slot an order asks for, checked before its transaction: none asked, none; an item that takes no reservations
 * is 422 shop_no_reservation; a time that is not free now is 409 slot_taken.
 */
export async function slotAskedFor(q: Queryable, sale: SaleRow, beginTime: string | undefined): Promise<Slot | undefined> {
  if (beginTime === undefined) return undefined;
  if (!sale.accepts_reservation) throw shopOrderError('shop_no_reservation');
  const slot = (await serviceSlots(q, sale.quote_service_id)).find((s) => s.begin_time === beginTime);
  if (!slot) throw shopOrderError('slot_taken');
  return slot;
}

/** First in an order's transaction when it books a slot: the service's calendar writes wait for it. */
export const lockSlotCalendar = (tx: Tx, serviceId: number) => lockCalendar(tx, serviceId);

/** The order's slot, in its transaction (after lockSlotCalendar). */
export async function bookSlot(tx: Tx, order: ShopOrderRow, slot: Slot): Promise<void> {
  await addShopReservation(tx, {
    shopOrderId: order.id,
    serviceId: order.quote_service_id,
    consumerId: order.consumer_id,
    begin: slot.begin_time,
    end: slot.end_time,
    note: order.note,
  });
}

/** Another booking of the time won the race (reservations_no_overlap): 409 slot_taken, else the error as it is. */
export const slotError = (err: unknown): unknown => (isSlotTaken(err) ? shopOrderError('slot_taken') : err);

/** A void or cancelled order's slot is free again (who cancelled, when it was one of the sides). */
export async function freeSlot(tx: Tx, order: ShopOrderRow): Promise<void> {
  const by = order.cancelled_by === 'consumer' || order.cancelled_by === 'pro' ? order.cancelled_by : null;
  await cancelShopReservation(tx, order.id, by);
}
