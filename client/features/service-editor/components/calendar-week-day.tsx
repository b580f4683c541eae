/**
 * One day of the week grid (calendar-week.tsx): open hours white over the closed grey, an hour line or an
 * "add a pause from this hour" button per hour, pauses as striped blocks, and bookings, jobs and calls side by side.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { TIME_SLOTS } from '@shared/domain/request-lifecycle';
import { slotTitle } from '@client/lib/request-when';
import type { CalendarBooking } from '@shared/schemas/service-editor.schema';
import { theme } from '@client/styles/theme';
import { visuallyHiddenStyles } from '@client/ui/visually-hidden';
import { addDays, clockOfMinutes } from '../lib/hk-time';
import type { WeekDay, WeekEvent } from '../lib/calendar-week';
import { bookingKind, bookingTime, bookingWhat, slotText } from './calendar-agenda';
import { callBlock, callLabel, callTime, callWhat } from './calendar-call';

/** Height of one hour (a touch target). */
export const HOUR_PX = 44;

interface DayColumnProps {
  d: WeekDay;
  label: string;
  first: number;
  hours: number[];
  onAddPause?: (begin: string, end: string) => void;
  jobHref: (bidId: number) => string;
  bookingHref: (booking: CalendarBooking) => string;
  callHref?: (bidId: number) => string;
}

export function DayColumn({ d, label, first, hours, onAddPause, jobHref, bookingHref, callHref }: DayColumnProps) {
  const { t } = useTranslation('workspace');
  const top = first * 60;
  const bottom = (first + hours.length) * 60;
  /** Position of [start, end) minutes within the visible hours, or null when it is outside them. */
  const place = (start: number, end: number) => {
    const s = Math.max(start, top);
    const e = Math.min(end, bottom);
    if (e <= s) return null;
    return { top: ((s - top) / 60) * HOUR_PX, height: Math.max(((e - s) / 60) * HOUR_PX, 22) };
  };
  const hourValue = (h: number) => (h === 24 ? `${addDays(d.day, 1)}T00:00` : `${d.day}T${clockOfMinutes(h * 60)}`);
  return (
    <div role="group" aria-label={label} css={dayCol} style={{ height: hours.length * HOUR_PX }} data-day={d.day}>
      {d.open.map((o) => {
        const p = place(o.start, o.end);
        return p ? <div key={o.start} css={openBlock} style={p} aria-hidden="true" /> : null;
      })}
      {hours.map((h) =>
        onAddPause ? (
          <button
            key={h}
            type="button"
            css={hourCell}
            style={{ top: (h - first) * HOUR_PX }}
            aria-label={t('calendar>add_pause_at', { day: label, time: clockOfMinutes(h * 60) })}
            onClick={() => onAddPause(hourValue(h), hourValue(h + 1))}
          />
        ) : (
          <div key={h} css={hourLine} style={{ top: (h - first) * HOUR_PX }} aria-hidden="true" />
        ),
      )}
      {d.pauses.map(({ pause, start, end }) => {
        const p = place(start, end);
        return p ? (
          <div key={pause.id} css={pauseBlock} style={p} data-testid="calendar-pause">
            <span css={blockText}>{pause.title || t('calendar>paused')}</span>
          </div>
        ) : null;
      })}
      {d.events.map((e) => (
        <EventBlock key={e.key} e={e} pos={place(e.start, e.end)} jobHref={jobHref} bookingHref={bookingHref} callHref={callHref} />
      ))}
    </div>
  );
}

function EventBlock({
  e,
  pos,
  jobHref,
  bookingHref,
  callHref,
}: {
  e: WeekEvent;
  pos: { top: number; height: number } | null;
  jobHref: (bidId: number) => string;
  bookingHref: (booking: CalendarBooking) => string;
  callHref?: (bidId: number) => string;
}) {
  const { t } = useTranslation('workspace');
  if (!pos) return null;
  const style = { ...pos, left: `calc(${(e.lane / e.lanes) * 100}% + 2px)`, width: `calc(${100 / e.lanes}% - 4px)` };
  if (e.kind === 'call') {
    return (
      <Link
        to={callHref?.(e.call.quote_bid_id) ?? ''}
        css={[eventBlock, callBlock]}
        style={style}
        aria-label={callLabel(t, e.call)}
        data-testid="calendar-call"
        data-start={e.start}
        data-end={e.end}
      >
        <span css={blockTime}>{callTime(e.call)}</span>
        <span css={blockText}>{callWhat(t, e.call)}</span>
      </Link>
    );
  }
  if (e.kind === 'booking') {
    const b = e.booking;
    return (
      <Link
        to={bookingHref(b)}
        css={[eventBlock, bookingBlock]}
        style={style}
        data-testid="calendar-booking"
        data-start={e.start}
        data-end={e.end}
      >
        <span css={blockTime}>{bookingTime(b)}</span>
        {/* A shop order's or Google's booking says so first (a block shows a line or two); a direct booking, the usual
            kind, is named to screen readers only. */}
        <span css={blockText}>
          {b.source === 'direct' ? null : `${bookingKind(t, b)} · `}
          {bookingWhat(t, b)} · {b.customer}
        </span>
        {b.source === 'direct' ? <span css={visuallyHiddenStyles}>{bookingKind(t, b)}</span> : null}
      </Link>
    );
  }
  const j = e.job;
  const slot = TIME_SLOTS.find((s) => String(s.key) === j.hire_time_slot);
  return (
    <Link
      to={jobHref(j.quote_bid_id)}
      css={[eventBlock, jobBlock]}
      style={style}
      data-testid="calendar-job"
      data-start={e.start}
      data-end={e.end}
    >
      <span css={blockTime}>{e.exact ? j.hire_time_slot : slot ? slotTitle(t, slot) : ''}</span>
      <span css={blockText}>
        {j.category} · {j.customer}
      </span>
      {e.exact ? null : <span css={visuallyHiddenStyles}>{slotText(t, j.hire_time_slot)}</span>}
    </Link>
  );
}

/** A day column: closed (grey) underneath, its open periods white on top. */
const dayCol = css`
  position: relative;
  /* Its own stacking context: its blocks stay under the sticky time column and headings when scrolled. */
  z-index: 0;
  min-width: 0;
  background: ${theme.color.neutralSoft};
  border-left: 1px solid ${theme.color.border};
`;

const openBlock = css`
  position: absolute;
  left: 0;
  right: 0;
  background: ${theme.color.surface};
`;

const hourBox = css`
  position: absolute;
  left: 0;
  right: 0;
  height: ${HOUR_PX}px;
  border-top: 1px solid ${theme.color.border};
`;

const hourLine = css`
  ${hourBox};
  pointer-events: none;
`;

const hourCell = css`
  ${hourBox};
  width: 100%;
  padding: 0;
  border-left: 0;
  border-right: 0;
  border-bottom: 0;
  background: transparent;
  cursor: pointer;
  &:hover {
    background: rgba(15, 118, 110, 0.08);
  }
  &:focus-visible {
    z-index: 1;
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
`;

const pauseBlock = css`
  position: absolute;
  left: 0;
  right: 0;
  z-index: 1;
  padding: 2px 4px;
  overflow: hidden;
  pointer-events: none;
  color: ${theme.color.warningDark};
  font-size: 12px;
  font-weight: ${theme.font.weight.bold};
  background: repeating-linear-gradient(135deg, rgba(254, 243, 199, 0.9) 0 8px, rgba(253, 248, 230, 0.9) 8px 16px);
  border-left: 3px solid ${theme.color.accent};
`;

const eventBlock = css`
  position: absolute;
  z-index: 2;
  display: flex;
  flex-direction: column;
  padding: 2px 4px;
  border-radius: 6px;
  overflow: hidden;
  font-size: 12px;
  line-height: 1.3;
  text-decoration: none;
  &:focus-visible {
    z-index: 3;
    outline: 3px solid ${theme.color.focus};
    outline-offset: 1px;
  }
`;

const bookingBlock = css`
  background: ${theme.color.brand};
  color: #fff;
`;

const jobBlock = css`
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  border: 1px solid ${theme.color.brand};
`;

const blockTime = css`
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const blockText = css`
  overflow: hidden;
  text-overflow: ellipsis;
  overflow-wrap: anywhere;
`;
