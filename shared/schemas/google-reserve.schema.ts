/**
 * Google-reserve (SPEC §3 Google-reserve event, §6 flag googleReserve, §7 items/events/entities;
 * ADR 0020): a pro's service published to Google (entity), its bookable offers (items) and the bookings that arrive
 * for them (events). Times on the wire are server times, UTC 'YYYY-MM-DD HH:mm:ss' (ARCHITECTURE §2).
 */
import { z } from 'zod';
import { normalizePhone } from '../domain/formats';
import { emailSchema } from './accounts.schema';
import { lngParam } from './catalog.schema';
import { idParam, shortText, wholeNumber } from './common.schema';
import { slotSchema } from './reservations.schema';

/** An item lasts 30 minutes to 4 hours, in steps of 30 minutes. */
export const GRESERVE_DURATIONS = [30, 60, 90, 120, 150, 180, 210, 240] as const;
/** Free times of an item start every 30 minutes from an opening time. */
export const GRESERVE_SLOT_STEP_MINUTES = 30;
export const MAX_GRESERVE_ITEMS = 20;
export const MAX_GRESERVE_ITEM_NAME = 80;
export const MAX_GRESERVE_ITEM_PRICE = 1_000_000;
export const MAX_GRESERVE_NOTE = 500;
export const MAX_GRESERVE_CONSUMER_NAME = 60;

const serverTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { message: 'invalid_time' });

// ---------------------------------------------------------------------------------------------------------------
// The pro's dashboard: entities (one per service) with their items
// ---------------------------------------------------------------------------------------------------------------

/** Why a service cannot take Google bookings yet (what the pro has to fix). */
export const GRESERVE_PROBLEMS = ['not_public', 'no_hours', 'no_direct_reserve'] as const;
export type GreserveProblem = (typeof GRESERVE_PROBLEMS)[number];

export const greserveItemSchema = z.object({
  id: z.number(),
  quote_service_id: z.number(),
  name_zh: z.string(),
  name_en: z.string(),
  duration_minutes: z.number(),
  /** Whole HKD; null: price on request. */
  price: z.number().nullable(),
  is_price_from: z.boolean(),
  is_active: z.boolean(),
  /** The public page Google's "Book" button opens (service/{serviceId}/reserve/{googleReserveId}). */
  booking_path: z.string(),
});
export type GreserveItem = z.infer<typeof greserveItemSchema>;

export const greserveEntitySchema = z.object({
  quote_service_id: z.number(),
  business_name: z.string(),
  /** The merchant id Google knows the service by. */
  merchant_id: z.string(),
  is_published: z.boolean(),
  published_on: z.string().nullable(),
  /** Empty when the service can take bookings; publishing is refused otherwise. */
  problems: z.array(z.enum(GRESERVE_PROBLEMS)),
  items: z.array(greserveItemSchema),
});
export type GreserveEntity = z.infer<typeof greserveEntitySchema>;

export const greserveEntitiesQuerySchema = z.object({ lng: lngParam });

export const greservePublishInputSchema = z.object({ is_published: z.boolean() });

const durationSchema = wholeNumber({ message: 'invalid_duration' }).refine((v) => (GRESERVE_DURATIONS as readonly number[]).includes(v), {
  message: 'invalid_duration',
});

/** An item as the pro writes it; a price (whole HKD, over 0) is optional. */
export const greserveItemInputSchema = z.object({
  name_zh: shortText(MAX_GRESERVE_ITEM_NAME).min(1, { message: 'required' }),
  name_en: shortText(MAX_GRESERVE_ITEM_NAME).optional().default(''),
  duration_minutes: durationSchema,
  price: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    wholeNumber({ min: 1, max: MAX_GRESERVE_ITEM_PRICE, message: 'invalid_price' }).nullable(),
  ),
  is_price_from: z.boolean().optional().default(false),
  is_active: z.boolean().optional().default(true),
});
export type GreserveItemInput = z.input<typeof greserveItemInputSchema>;
export type GreserveItemValues = z.output<typeof greserveItemInputSchema>;

export const greserveEventsQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).optional().default('upcoming'),
  lng: lngParam,
});

/** SPEC §3 Google-reserve event as the pro sees it, with the state of its calendar booking. */
export const greserveEventSchema = z.object({
  id: z.number(),
  greserve_id: z.string(),
  greserve_item_id: z.number(),
  item_name: z.string(),
  quote_service_id: z.number(),
  business_name: z.string(),
  begin_time: z.string(),
  end_time: z.string(),
  consumer_name: z.string(),
  consumer_phone: z.string(),
  email: z.string(),
  note: z.string(),
  source: z.enum(['page', 'google']),
  status: z.enum(['booked', 'cancelled']),
  cancelled_on: z.string().nullable(),
  cancelled_by: z.enum(['consumer', 'pro']).nullable(),
  can_cancel: z.boolean(),
});
export type GreserveEvent = z.infer<typeof greserveEventSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The public landing page service/{serviceId}/reserve/{googleReserveId} (no Sifu account needed)
// ---------------------------------------------------------------------------------------------------------------

export const greserveBookingParams = z.object({ serviceId: idParam, googleReserveId: idParam });
export const greserveBookingQuerySchema = z.object({ lng: lngParam });

export const greserveBookingPageSchema = z.object({
  quote_service_id: z.number(),
  business_name: z.string(),
  item: z.object({
    id: z.number(),
    name: z.string(),
    duration_minutes: z.number(),
    price: z.number().nullable(),
    is_price_from: z.boolean(),
  }),
  /** false when the service takes no bookings at the moment (no business hours or online booking off). */
  bookable: z.boolean(),
  slots: z.array(slotSchema),
});
export type GreserveBookingPage = z.infer<typeof greserveBookingPageSchema>;

const nameSchema = shortText(MAX_GRESERVE_CONSUMER_NAME).min(1, { message: 'required' });
const noteSchema = shortText(MAX_GRESERVE_NOTE).optional().default('');

/** A Hong Kong number of 8 digits (SPEC §5: without + the HK prefix is added), stored as +852XXXXXXXX. */
export const hkPhoneSchema = shortText(32)
  .min(1, { message: 'required' })
  .refine((p) => /^\+852[2-9]\d{7}$/.test(normalizePhone(p) ?? ''), { message: 'invalid_hk_phone' })
  .transform((p) => normalizePhone(p) ?? p);

export const greserveBookingInputSchema = z.object({
  begin_time: serverTime,
  consumer_name: nameSchema,
  consumer_phone: hkPhoneSchema,
  email: emailSchema,
  note: noteSchema,
});
export type GreserveBookingInput = z.input<typeof greserveBookingInputSchema>;

/** What the booker sees once booked. */
export const greserveConfirmationSchema = z.object({
  greserve_id: z.string(),
  business_name: z.string(),
  item_name: z.string(),
  begin_time: z.string(),
  end_time: z.string(),
  consumer_name: z.string(),
});
export type GreserveConfirmation = z.infer<typeof greserveConfirmationSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The adapter-facing push from Google's booking server (shared secret header)
// ---------------------------------------------------------------------------------------------------------------

/** Google's booking id: 1 to 128 letters, digits and - _ . : */
const greserveIdSchema = shortText(128).regex(/^[A-Za-z0-9._:-]+$/, { message: 'invalid' });

/** Any valid phone (Google's users may be abroad), normalised with the HK default prefix. */
const anyPhoneSchema = shortText(32)
  .refine((p) => normalizePhone(p) !== null, { message: 'invalid_phone' })
  .transform((p) => normalizePhone(p) ?? p);

export const greservePushSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('create'),
    greserve_id: greserveIdSchema,
    greserve_item_id: idParam,
    begin_time: serverTime,
    consumer_name: nameSchema,
    consumer_phone: anyPhoneSchema,
    email: emailSchema,
    note: noteSchema,
    device_id: shortText(128).optional(),
  }),
  z.object({ action: z.literal('cancel'), greserve_id: greserveIdSchema }),
  z.object({ action: z.literal('reschedule'), greserve_id: greserveIdSchema, begin_time: serverTime }),
]);
export type GreservePush = z.infer<typeof greservePushSchema>;

export const greservePushResultSchema = z.object({
  greserve_id: z.string(),
  status: z.enum(['booked', 'cancelled']),
  begin_time: z.string(),
  end_time: z.string(),
});
export type GreservePushResult = z.infer<typeof greservePushResultSchema>;
