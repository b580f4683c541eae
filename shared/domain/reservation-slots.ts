/**
 * Direct booking: the bookable slots of a service, as a pure function of the time, the weekly
 * business hours (Hong Kong time, SPEC §9 weekday values Mon..Sun = 1..7) and the busy periods (pauses and live
 * bookings). Rules (docs/features.md "Direct booking and appointments"):
 * - slots of SLOT_MINUTES (60) from each opening time, while a whole slot fits before closing;
 * - today and the next BOOKING_DAYS - 1 days in Hong Kong (14 days in all);
 * - never in the past: a slot starts at least LEAD_MINUTES (120) from now;
 * - a slot overlapping a pause or another booking is not offered.
 * Hong Kong has been UTC+8 all year since 1979, so a Hong Kong wall time is UTC minus 8 hours.
 */

export const SLOT_MINUTES = 60;
export const BOOKING_DAYS = 14;
export const LEAD_MINUTES = 120;
/** Either side may cancel, and the consumer reschedule, until this many hours before the start. */
export const CHANGE_CUTOFF_HOURS = 24;

const MIN_MS = 60_000;
const DAY_MS = 86_400_000;
const HK_OFFSET_MS = 8 * 3_600_000;

export interface WeeklyHours {
  weekday: number;
  open: string;
  close: string;
}

export interface BusyPeriod {
  /** UTC epoch milliseconds. */
  begin: number;
  end: number;
}

export interface Slot {
  /** Server time: UTC 'YYYY-MM-DD HH:mm:ss'. */
  begin_time: string;
  end_time: string;
}

const minutesOf = (hhmm: string): number | null => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return null;
  const v = Number(m[1]) * 60 + Number(m[2]);
  return v <= 24 * 60 ? v : null;
};

/** UTC epoch ms → 'YYYY-MM-DD HH:mm:ss' (UTC). */
export const utcText = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** 'YYYY-MM-DD HH:mm:ss' (UTC) → epoch ms, or NaN. */
export const parseUtcText = (s: string): number =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s) ? Date.parse(`${s.replace(' ', 'T')}Z`) : NaN;

/**
 * The bookable slots from `now` on, soonest first. `minutes` (default SLOT_MINUTES) is a slot's length and
 * `stepMinutes` (default: the length) the distance between starts from each opening time; Google-reserve items of
 * 30 to 240 minutes use them (ADR 0020), direct booking keeps the defaults.
 */
export function computeSlots(input: {
  now: number;
  hours: WeeklyHours[];
  busy: BusyPeriod[];
  days?: number;
  minutes?: number;
  stepMinutes?: number;
}): Slot[] {
  const { now, hours, busy } = input;
  const days = input.days ?? BOOKING_DAYS;
  const length = input.minutes ?? SLOT_MINUTES;
  const step = input.stepMinutes ?? length;
  const earliest = now + LEAD_MINUTES * MIN_MS;
  // Midnight of today in Hong Kong, as UTC epoch ms.
  const hkMidnight = Math.floor((now + HK_OFFSET_MS) / DAY_MS) * DAY_MS - HK_OFFSET_MS;
  const out: Slot[] = [];
  for (let d = 0; d < days; d++) {
    const dayStart = hkMidnight + d * DAY_MS;
    // ISO weekday of the Hong Kong day: 1970-01-01 was a Thursday (4).
    const weekday = ((((Math.floor((dayStart + HK_OFFSET_MS) / DAY_MS) + 3) % 7) + 7) % 7) + 1;
    const periods = hours
      .filter((h) => h.weekday === weekday)
      .map((h) => [minutesOf(h.open), minutesOf(h.close)] as const)
      .filter((p): p is readonly [number, number] => p[0] !== null && p[1] !== null && p[0] < p[1])
      .sort((a, b) => a[0] - b[0]);
    const seen = new Set<number>();
    for (const [open, close] of periods) {
      for (let m = open; m + length <= close; m += step) {
        const begin = dayStart + m * MIN_MS;
        const end = begin + length * MIN_MS;
        if (begin < earliest || seen.has(begin)) continue;
        if (busy.some((b) => b.begin < end && b.end > begin)) continue;
        seen.add(begin);
        out.push({ begin_time: utcText(begin), end_time: utcText(end) });
      }
    }
  }
  return out.sort((a, b) => a.begin_time.localeCompare(b.begin_time));
}

/** The last moment a booking starting at `beginMs` may be cancelled or moved online: CHANGE_CUTOFF_HOURS before it. */
export const changeDeadline = (beginMs: number): number => beginMs - CHANGE_CUTOFF_HOURS * 3_600_000;

/** Whether a booking starting at `beginMs` may still be cancelled or moved at `now`. */
export const canChange = (beginMs: number, now: number): boolean => now <= changeDeadline(beginMs);
