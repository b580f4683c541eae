/** How a request's place, preferred days and time slots read, in full on a request page and short in a list row. */
import type { TFunction } from 'i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { TIME_SLOTS } from '@shared/domain/request-lifecycle';
import { formatDay, monthDay } from '@shared/utils/dates';
import { dayLabel } from './day-label';

/** The name of a category, district or other bilingual reference in the page's language. */
export function localName(ref: { name_zh: string; name_en: string }, lng: Language): string {
  return lng === 'zh-HK' ? ref.name_zh : ref.name_en;
}

function separator(lng: Language): string {
  return lng === 'zh-HK' ? '、' : ', ';
}

/** "Tomorrow · Tue 24 Nov", or just the full day when the relative label is only M/D. */
export function withRelative(label: string, day: string, lng: Language): string {
  return label === monthDay(day) ? formatDay(day, lng) : `${label} · ${formatDay(day, lng)}`;
}

/**
 * The title of a SPEC §9 time slot (shared/domain/request-lifecycle.ts TIME_SLOTS: keys and hours), from the one
 * locale block of slot titles (common.json `slots`). Every screen names a slot through this, so the consumer's
 * form, the hire sheet and the pro's settings say the same word for the same hours.
 */
export function slotTitle(t: (k: string) => string, slot: { name: string }): string {
  return t(`common|slots>${slot.name}`);
}

/** One time slot with its hours ("Morning 09:00–12:00"); an unknown key reads as itself. */
export function slotText(t: (k: string) => string, key: number | string): string {
  const slot = TIME_SLOTS.find((s) => String(s.key) === String(key));
  return slot ? `${slotTitle(t, slot)} ${slot.start}–${slot.end}` : String(key);
}

/** Every preferred day with its relative label and every slot with its hours, for a request page. */
export function requestWhenText(
  t: TFunction,
  r: { preferred_dates: string[]; time_slots: number[] },
  lng: Language,
  now: number,
): { dates: string; slots: string } {
  const sep = separator(lng);
  return {
    dates: r.preferred_dates.map((d) => withRelative(dayLabel(t, d, lng, now), d, lng)).join(sep),
    slots: TIME_SLOTS.filter((s) => r.time_slots.includes(s.key))
      .map((s) => slotText(t, s.key))
      .join(sep),
  };
}

/** The first three preferred days and the slot names, joined by " · ", for a list row ("" when neither is set). */
export function requestWhenShort(t: TFunction, r: { preferred_dates: string[]; time_slots: number[] }, lng: Language, now: number): string {
  const sep = separator(lng);
  const dates = r.preferred_dates
    .slice(0, 3)
    .map((d) => dayLabel(t, d, lng, now))
    .join(sep);
  const slots = TIME_SLOTS.filter((s) => r.time_slots.includes(s.key))
    .map((s) => slotTitle(t, s))
    .join(sep);
  return [dates, slots].filter(Boolean).join(' · ');
}

/** The SPEC §9 time slots as choices: the slot's name, its hours beneath. */
export function timeSlotOptions(t: (k: string) => string): Array<{ value: string; label: string; description: string }> {
  return TIME_SLOTS.map((s) => ({ value: String(s.key), label: slotTitle(t, s), description: `${s.start}–${s.end}` }));
}
