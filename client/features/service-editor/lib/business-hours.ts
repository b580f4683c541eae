/**
 * The weekly business hours form (editing step Hours): per SPEC §9 weekday (Mon 1 .. Sun 7) either closed (no
 * periods) or one or more open–close periods in Hong Kong time, 'HH:mm'. Validation mirrors the server's rules
 * (hoursInputSchema) so mistakes show in place before saving: a time that is not HH:mm, a close not after its
 * open, and periods of one day that overlap.
 */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface Period {
  open: string;
  close: string;
}
export type WeekHours = Record<Weekday, Period[]>;
export interface BusinessHour extends Period {
  weekday: number;
}

export type HoursError = 'invalid_time' | 'close_before_open' | 'overlap';
/** Errors by `${weekday}.${periodIndex}`. */
export type HoursErrors = Record<string, HoursError>;

/** A typical first period for a day being opened. */
export const DEFAULT_PERIOD: Period = { open: '09:00', close: '18:00' };

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const emptyWeek = (): WeekHours => ({ 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] });

export function isWeekday(n: number): n is Weekday {
  return Number.isInteger(n) && n >= 1 && n <= 7;
}

/** The API list → the form, each day's periods sorted by opening time. */
export function weekFromHours(hours: BusinessHour[]): WeekHours {
  const week = emptyWeek();
  for (const h of hours) if (isWeekday(h.weekday)) week[h.weekday].push({ open: h.open.slice(0, 5), close: h.close.slice(0, 5) });
  for (const d of WEEKDAYS) week[d].sort((a, b) => a.open.localeCompare(b.open));
  return week;
}

/** The form → the API list, in weekday and period order (the order server field errors refer to). */
export function hoursFromWeek(week: WeekHours): BusinessHour[] {
  return WEEKDAYS.flatMap((weekday) => week[weekday].map((p) => ({ weekday, open: p.open, close: p.close })));
}

/** Every mistake, keyed `${weekday}.${index}`; empty when the week can be saved. */
export function validateWeek(week: WeekHours): HoursErrors {
  const errors: HoursErrors = {};
  for (const d of WEEKDAYS) {
    const periods = week[d];
    periods.forEach((p, i) => {
      if (!HHMM.test(p.open) || !HHMM.test(p.close)) errors[`${d}.${i}`] = 'invalid_time';
      else if (p.close <= p.open) errors[`${d}.${i}`] = 'close_before_open';
    });
    const valid = periods.map((p, i) => ({ ...p, i })).filter((p) => !errors[`${d}.${p.i}`]);
    valid.sort((a, b) => a.open.localeCompare(b.open));
    for (let k = 1; k < valid.length; k += 1) {
      if (valid[k].open < valid[k - 1].close) errors[`${d}.${valid[k].i}`] = 'overlap';
    }
  }
  return errors;
}

/** "Copy Monday to weekdays": Tuesday to Friday get Monday's periods; the weekend is left as it is. */
export function copyMondayToWeekdays(week: WeekHours): WeekHours {
  const monday = week[1].map((p) => ({ ...p }));
  return { ...week, 2: monday.map((p) => ({ ...p })), 3: monday.map((p) => ({ ...p })), 4: monday.map((p) => ({ ...p })), 5: monday };
}

/**
 * A server field error key of the hours list ("hours.3.close", "hours.3") → the form slot `${weekday}.${index}`
 * it belongs to, using the same order as hoursFromWeek; null when it names no period.
 */
export function slotOfServerField(week: WeekHours, key: string): string | null {
  const m = /^hours\.(\d+)/.exec(key);
  if (!m) return null;
  let n = Number(m[1]);
  for (const d of WEEKDAYS) {
    if (n < week[d].length) return `${d}.${n}`;
    n -= week[d].length;
  }
  return null;
}

export const sameWeek = (a: WeekHours, b: WeekHours) => JSON.stringify(hoursFromWeek(a)) === JSON.stringify(hoursFromWeek(b));
