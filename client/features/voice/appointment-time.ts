/** The start of a call appointment from the form's Hong Kong date and time, checked as the server checks it. */
import { APPOINTMENT_MAX_AHEAD_DAYS, APPOINTMENT_MIN_LEAD_MIN } from '@shared/schemas/voice.schema';

/** The instant of a Hong Kong date and time, as the contract takes it; the problem with it, if any. */
export function appointmentStart(date: string, time: string, now: number): { start_at: string } | { problem: 'missing' | 'soon' | 'far' } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return { problem: 'missing' };
  const start_at = `${date}T${time}:00+08:00`;
  const at = Date.parse(start_at);
  if (Number.isNaN(at)) return { problem: 'missing' };
  if (at < now + APPOINTMENT_MIN_LEAD_MIN * 60_000) return { problem: 'soon' };
  if (at > now + APPOINTMENT_MAX_AHEAD_DAYS * 86_400_000) return { problem: 'far' };
  return { start_at };
}
