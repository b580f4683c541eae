/**
 * A week of the service calendar as a time grid in Hong Kong time (Monday..Sunday, SPEC §9): closed hours shaded,
 * pauses as striped blocks, direct bookings at their exact begin–end (to the appointment page) and hired jobs at
 * their exact time or over their time slot (to the work page). Every hour of a day from today on is a button that
 * opens the pause form from that hour (`onAddPause`). On a phone the grid scrolls sideways inside its frame with
 * the time column and the day headings kept in view; the page itself never overflows.
 */
import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import { TIME_SLOTS } from '@shared/domain/request-lifecycle';
import type { CalendarBooking, ServiceCalendar } from '@shared/schemas/service-editor.schema';
import { formatDay } from '@shared/utils/dates';
import { theme } from '@client/styles/theme';
import { visuallyHiddenStyles } from '@client/ui/visually-hidden';
import { addDays, clockOfMinutes } from '../lib/hk-time';
import { visibleHours, weekDays, type WeekDay, type WeekEvent } from '../lib/calendar-week';
import { bookingTime, slotText } from './calendar-agenda';

/** Height of one hour (a touch target). */
const HOUR_PX = 44;
const TIME_COL_PX = 52;
const DAY_MIN_PX = 96;

export interface CalendarWeekProps {
  calendar: ServiceCalendar;
  /** Today in Hong Kong ('' before the browser knows: every day is then addable). */
  today: string;
  /** Accessible name of the grid, e.g. the week's dates. */
  title: string;
  jobHref: (bidId: number) => string;
  bookingHref: (booking: CalendarBooking) => string;
  /** Opens the pause form for [begin, end) as Hong Kong datetime-local values; without it the hours are not buttons. */
  onAddPause?: (begin: string, end: string) => void;
}

export function CalendarWeek({ calendar, today, title, jobHref, bookingHref, onAddPause }: CalendarWeekProps) {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const days = weekDays(calendar);
  const { first, last } = visibleHours(days);
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const scroller = useRef<HTMLDivElement>(null);
  const todayIndex = days.findIndex((d) => d.day === today);

  // On a phone the grid is wider than the screen: bring today's column into view.
  useEffect(() => {
    const el = scroller.current;
    if (!el || todayIndex < 1) return;
    el.scrollLeft = Math.max(0, todayIndex * DAY_MIN_PX - DAY_MIN_PX / 2);
  }, [todayIndex, calendar.from]);

  return (
    <div
      ref={scroller}
      css={frame}
      data-testid="calendar-week"
      role="region"
      aria-label={title}
      // The frame scrolls: keyboard users reach it to scroll it with the arrow keys.
      tabIndex={0}
    >
      <div css={grid}>
        <div css={corner} aria-hidden="true" />
        {days.map((d) => (
          <div key={d.day} css={[dayHead, d.day === today && todayHead]} aria-current={d.day === today ? 'date' : undefined}>
            <span css={headWeekday}>{t(`weekdays_short>${d.weekday}`)}</span>
            <span css={headDate}>{Number(d.day.slice(8, 10))}</span>
            {d.untimed.map((j) => (
              <Link
                key={j.quote_bid_id}
                to={jobHref(j.quote_bid_id)}
                css={untimedJob}
                data-testid="calendar-job"
                aria-label={`${t('calendar>job_label', { category: j.category, customer: j.customer })}, ${t('calendar>time_open')}`}
              >
                {j.category}
              </Link>
            ))}
          </div>
        ))}
        <div css={timeCol} aria-hidden="true" style={{ height: hours.length * HOUR_PX }}>
          {hours.map((h) => (
            <span key={h} css={hourLabel} style={{ top: (h - first) * HOUR_PX }}>
              {clockOfMinutes(h * 60)}
            </span>
          ))}
        </div>
        {days.map((d) => (
          <DayColumn
            key={d.day}
            d={d}
            label={formatDay(d.day, lng)}
            first={first}
            hours={hours}
            onAddPause={onAddPause && d.day >= today ? onAddPause : undefined}
            jobHref={jobHref}
            bookingHref={bookingHref}
          />
        ))}
      </div>
    </div>
  );
}

interface DayColumnProps {
  d: WeekDay;
  label: string;
  first: number;
  hours: number[];
  onAddPause?: (begin: string, end: string) => void;
  jobHref: (bidId: number) => string;
  bookingHref: (booking: CalendarBooking) => string;
}

function DayColumn({ d, label, first, hours, onAddPause, jobHref, bookingHref }: DayColumnProps) {
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
        <EventBlock key={e.key} e={e} pos={place(e.start, e.end)} jobHref={jobHref} bookingHref={bookingHref} />
      ))}
    </div>
  );
}

function EventBlock({
  e,
  pos,
  jobHref,
  bookingHref,
}: {
  e: WeekEvent;
  pos: { top: number; height: number } | null;
  jobHref: (bidId: number) => string;
  bookingHref: (booking: CalendarBooking) => string;
}) {
  const { t } = useTranslation('workspace');
  if (!pos) return null;
  const style = { ...pos, left: `calc(${(e.lane / e.lanes) * 100}% + 2px)`, width: `calc(${100 / e.lanes}% - 4px)` };
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
        <span css={blockText}>
          {b.category} · {b.customer}
        </span>
        <span css={visuallyHiddenStyles}>{t('calendar>booking')}</span>
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
      <span css={blockTime}>{e.exact ? j.hire_time_slot : slot ? t(`time_slots>${slot.name}`) : ''}</span>
      <span css={blockText}>
        {j.category} · {j.customer}
      </span>
      {e.exact ? null : <span css={visuallyHiddenStyles}>{slotText(t, j.hire_time_slot)}</span>}
    </Link>
  );
}

const frame = css`
  overflow: auto;
  max-height: min(75vh, 760px);
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  overscroll-behavior-x: contain;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: ${TIME_COL_PX}px repeat(7, minmax(${DAY_MIN_PX}px, 1fr));
  min-width: ${TIME_COL_PX + 7 * DAY_MIN_PX}px;
`;

/** The heading row stays at the top of the frame, the time column at its left. */
const stickyTop = css`
  position: sticky;
  top: 0;
  z-index: 3;
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`;

const corner = css`
  ${stickyTop};
  left: 0;
  z-index: 4;
`;

const dayHead = css`
  ${stickyTop};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: ${theme.space[1]} 2px;
  min-width: 0;
  border-left: 1px solid ${theme.color.border};
`;

const todayHead = css`
  color: ${theme.color.brandDark};
  box-shadow: inset 0 -3px 0 ${theme.color.brand};
`;

const headWeekday = css`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textSecondary};
`;

const headDate = css`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const untimedJob = css`
  display: block;
  max-width: 100%;
  padding: 0 4px;
  border-radius: 4px;
  border: 1px dashed ${theme.color.brand};
  color: ${theme.color.brandDark};
  font-size: 12px;
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const timeCol = css`
  position: sticky;
  left: 0;
  z-index: 2;
  background: ${theme.color.surface};
  border-right: 1px solid ${theme.color.border};
`;

const hourLabel = css`
  position: absolute;
  right: 6px;
  transform: translateY(2px);
  font-size: 12px;
  color: ${theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

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
