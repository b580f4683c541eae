/**
 * The value date of a payout batch (docs/decisions/0037): the day the bank credits the pros. FPS credits are
 * value-dated on working days, Monday to Saturday in Hong Kong, and a bank refuses a date already past. Finance picks
 * it when approving a batch; the console suggests the next working day.
 */
import { addDays, fromDay, hkToday } from '../utils/dates';

export type ValueDateProblem = 'invalid_date' | 'value_date_past' | 'value_date_sunday';

const isCalendarDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && fromDay(day).format('YYYY-MM-DD') === day;

const isSunday = (day: string) => fromDay(day).day() === 0;

/** What is wrong with `day` as a value date seen at `now` (a date, today or later in Hong Kong, not a Sunday), or null. */
export function valueDateProblem(day: string, now: number): ValueDateProblem | null {
  if (!isCalendarDay(day)) return 'invalid_date';
  if (day < hkToday(now)) return 'value_date_past';
  return isSunday(day) ? 'value_date_sunday' : null;
}

/** The first working day after today in Hong Kong: the console's default value date. */
export function nextValueDate(now: number): string {
  const next = addDays(hkToday(now), 1);
  return isSunday(next) ? addDays(next, 1) : next;
}
