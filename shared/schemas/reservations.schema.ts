/**
 * Direct booking, appointments (SPEC §3 Reservation: id, quote_bid_id, begin_time,
 * end_time). Times on the wire are server times, UTC 'YYYY-MM-DD HH:mm:ss' (ARCHITECTURE §2).
 */
import { z } from 'zod';
import { SHOP_ORDER_STATUSES } from '../domain/shop';
import { idParam, shortText } from './common.schema';
import { lngParam } from './catalog.schema';

const serverTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { message: 'invalid_time' });

export const slotSchema = z.object({ begin_time: z.string(), end_time: z.string() });
export type BookingSlot = z.infer<typeof slotSchema>;

export const reserveSlotsQuerySchema = z.object({ lng: lngParam });

/** GET /services/{id}/reserve_slots: what the public reserve page shows. */
export const reserveSlotsSchema = z.object({
  quote_service_id: z.number(),
  business_name: z.string(),
  /** The categories with is_direct_reserve_on; empty → the service takes no direct bookings. */
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  /** false when the pro cannot pay the booking fee now (then no slot is offered). */
  bookable: z.boolean(),
  slot_minutes: z.number(),
  slots: z.array(slotSchema),
});
export type ReserveSlots = z.infer<typeof reserveSlotsSchema>;

export const MAX_BOOKING_NOTE = 500;

export const reserveInputSchema = z.object({
  quote_category_id: idParam,
  begin_time: serverTime,
  note: shortText(MAX_BOOKING_NOTE).optional().default(''),
});
export type ReserveInput = z.input<typeof reserveInputSchema>;

export const rescheduleInputSchema = z.object({ begin_time: serverTime });

export const appointmentListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).optional().default('upcoming'),
  lng: lngParam,
});
export const appointmentQuerySchema = z.object({ lng: lngParam });

/**
 * The shop order a booking is the slot of (docs/decisions/0038 "Reservation slots"): it is managed on that order's
 * page (a cancellation is the order's cancellation request), never through the booking's own actions.
 */
export const appointmentShopOrderSchema = z.object({
  id: z.number(),
  item_name: z.string(),
  plan_name: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
});

export const appointmentSchema = z.object({
  id: z.number(),
  /** The hired bid of a direct booking; null for a shop order's slot. */
  quote_bid_id: z.number().nullable(),
  quote_request_id: z.number().nullable(),
  /** Set when the booking is a shop order's slot (then `quote_bid_id` is null). */
  shop_order: appointmentShopOrderSchema.nullable(),
  quote_service_id: z.number(),
  begin_time: z.string(),
  end_time: z.string(),
  note: z.string(),
  status: z.enum(['booked', 'cancelled']),
  cancelled_on: z.string().nullable(),
  cancelled_by: z.enum(['consumer', 'pro']).nullable(),
  /** The viewer's side of the booking. */
  role: z.enum(['consumer', 'pro']),
  business_name: z.string(),
  /** The quote category (a shop order's: its item's category). */
  category_name: z.string(),
  /** The other party's display name (the pro's business for the consumer, the consumer's name for the pro). */
  other_name: z.string(),
  /** Contact of the other party, shown once booked (the booking is the hire). */
  other_phone: z.string().nullable(),
  can_cancel: z.boolean(),
  can_reschedule: z.boolean(),
});
export type Appointment = z.infer<typeof appointmentSchema>;
