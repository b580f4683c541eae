/**
 * Tells both sides of a booking that it was made, moved, cancelled or is due tomorrow: one `booking` notification
 * each, on the channels each chose (in-app, e-mail, SMS), written in the caller's transaction so it exists exactly
 * when the change does. Each side's link opens their page of it: the appointment, or for a shop order's slot that
 * side's page of the order. Words and language are the recipient's (server/modules/notifications/booking-copy.ts for
 * e-mail and SMS, the client's locales for in-app).
 */
import { changeDeadline, parseUtcText, utcText } from '@shared/domain/reservation-slots';
import { buildPath } from '@shared/routes/route-paths';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { notify } from '../notifications/notifications.service';
import * as repo from './reservations.repository';

export type BookingEvent = 'made' | 'moved' | 'cancelled' | 'reminder';

export interface BookingChange {
  event: BookingEvent;
  /** Who acted (none for a reminder). */
  by?: 'consumer' | 'pro';
  /** Where a moved booking was before (UTC text). */
  prevStart?: string;
}

function pathOf(row: repo.ReservationRow, role: 'consumer' | 'pro'): string {
  if (row.shop_order_id === null) return buildPath('appointment', { appointmentId: row.id });
  return buildPath(role === 'consumer' ? 'consumerShopOrder' : 'proShopOrder', { orderId: row.shop_order_id });
}

/** Notifies both sides of booking `id` of `change`; nothing when the booking is not a Sifu user's. */
export async function noticeBooking(deps: FullDeps, tx: Tx, id: number, change: BookingChange, now = Date.now()): Promise<void> {
  const zh = await repo.findById(tx, id, 'zh');
  const en = await repo.findById(tx, id, 'en');
  if (!zh || !en) return;
  const deadline = changeDeadline(parseUtcText(zh.begin_time));
  // Until when it can still be cancelled online: only for a live direct booking while that moment is ahead.
  const cancelUntil = zh.cancelled_on === null && zh.shop_order_id === null && deadline >= now ? utcText(deadline) : null;
  const params = {
    event: change.event,
    by: change.by ?? null,
    appointment_id: zh.id,
    shop_order_id: zh.shop_order_id,
    item: zh.shop_item_name,
    plan: zh.shop_plan_name,
    other: zh.consumer_name,
    business_name_zh: zh.business_name,
    business_name_en: en.business_name,
    category_zh: zh.category_name,
    category_en: en.category_name,
    start_at: zh.begin_time,
    end_at: zh.end_time,
    prev_start_at: change.prevStart ?? null,
    cancel_until: cancelUntil,
  };
  for (const [role, userId] of [
    ['consumer', zh.consumer_id],
    ['pro', zh.pro_id],
  ] as const) {
    await notify(deps, tx, {
      userId,
      type: 'booking',
      requestId: zh.quote_request_id,
      bidId: zh.quote_bid_id,
      params: { ...params, role },
      link: pathOf(zh, role),
    });
  }
}
