/** Tests only: calendar entries as the API returns them, with the names a test does not care about filled in. */
import type { CalendarBooking, ServiceCalendar } from '@shared/schemas/service-editor.schema';
import type { AppointmentStatus, CallAppointment } from '@shared/schemas/voice.schema';

type CalendarJob = ServiceCalendar['jobs'][number];
type PauseEvent = ServiceCalendar['pause_events'][number];

/** A hired job on `day` at `slot` (a SPEC §9 time-slot key, an exact 'HH:mm', or null for "time open"). */
export const calendarJob = (id: number, day: string, slot: string | null, names = { category: '水喉', customer: '陳' }): CalendarJob => ({
  quote_bid_id: id,
  hire_date: day,
  hire_time_slot: slot,
  ...names,
  quote_status_id: 3,
});

/** A direct booking from `begin` to `end` (UTC 'YYYY-MM-DD HH:mm:ss'); its bid is 100 + id. */
export const calendarBooking = (id: number, begin: string, end: string, names = { category: '冷氣', customer: '黃' }): CalendarBooking => ({
  reservation_id: id,
  source: 'direct' as const,
  quote_bid_id: 100 + id,
  shop_order_id: null,
  plan_name: null,
  begin_time: begin,
  end_time: end,
  ...names,
  quote_status_id: 3,
});

/** A call appointment at `start` (UTC) on bid 200 + id, with Mei, accepted unless said otherwise. */
export const callAppointment = (id: number, start: string, status: AppointmentStatus = 'accepted'): CallAppointment => ({
  id,
  quote_bid_id: 200 + id,
  proposed_by: 1,
  is_proposer: false,
  status,
  start_at: start,
  note: '',
  other_name: 'Mei',
  created: '2026-01-01 00:00:00',
  cancelled_by: null,
});

/** A pause from `begin` to `end` (UTC) with no title. */
export const calendarPause = (id: number, begin: string, end: string, title = ''): PauseEvent => ({
  id,
  quote_service_id: 1,
  begin_time: begin,
  end_time: end,
  title,
  description: '',
});

/** The week of Monday 2 Mar 2026 (Hong Kong, UTC+8): open Monday 09:00–18:00 and Wednesday 07:30–12:00. */
export const marchWeek: Pick<ServiceCalendar, 'view' | 'month' | 'from' | 'to' | 'business_hours'> = {
  view: 'week',
  month: '2026-03',
  from: '2026-03-02',
  to: '2026-03-09',
  business_hours: [
    { weekday: 1, open: '09:00', close: '18:00' },
    { weekday: 3, open: '07:30', close: '12:00' },
  ],
};
