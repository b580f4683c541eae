/**
 * A month of the service calendar as a table (Monday first, Hong Kong days): each day shows whether it is a
 * working day and its hours, pauses (shaded), direct bookings (with their start time), hired jobs and call
 * appointments (with their time). On a phone the cells hold markers only and the agenda below lists the details;
 * from 640 px the cells carry the text too, and the bookings, jobs and calls link to their pages. A day of the month from today on is a button: it opens the pause
 * form for that day (`onAddPause`).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { CalendarBooking, ServiceCalendar } from '@shared/schemas/service-editor.schema';
import type { CallAppointment } from '@shared/schemas/voice.schema';
import { visuallyHiddenStyles } from '@client/ui/visually-hidden';
import { theme } from '@client/styles/theme';
import { disc } from '@client/styles/layout';
import { calendarWeeks, type CalendarDay } from '../lib/calendar-days';
import { utcToHkLocal } from '../lib/hk-time';
import { bookingKind, bookingTime, bookingWhat } from './calendar-agenda';
import { callDot, callLabel, callTag, callTime, callWhat } from './calendar-call';

export interface CalendarMonthProps {
  calendar: ServiceCalendar;
  /** Today in Hong Kong ('' before the browser knows: every day is then addable). */
  today: string;
  title: string;
  jobHref: (bidId: number) => string;
  bookingHref: (booking: CalendarBooking) => string;
  /** Accepted call appointments in the month (calendarCalls), and where a bid's chat is. */
  calls?: readonly CallAppointment[];
  callHref?: (bidId: number) => string;
  /** Opens the pause form for a day; without it the days are not buttons. */
  onAddPause?: (day: string) => void;
}

/** Items written in a cell from 640 px; the rest are counted. */
const SHOWN = 2;

export function CalendarMonth({ calendar, today, title, jobHref, bookingHref, calls, callHref, onAddPause }: CalendarMonthProps) {
  const { t } = useTranslation('workspace');
  const weeks = calendarWeeks(calendar, callHref ? calls : []);
  return (
    <table css={table} data-testid="calendar-month">
      <caption css={visuallyHiddenStyles}>{title}</caption>
      <thead>
        <tr>
          {[1, 2, 3, 4, 5, 6, 7].map((d) => (
            <th key={d} scope="col" abbr={t(`weekdays>${d}`)}>
              {t(`weekdays_short>${d}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0].day}>
            {week.map((d) => (
              <DayCell
                key={d.day}
                d={d}
                today={d.day === today}
                onAdd={onAddPause && d.inMonth && d.day >= today ? () => onAddPause(d.day) : undefined}
                jobHref={jobHref}
                bookingHref={bookingHref}
                callHref={callHref}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayCellProps {
  d: CalendarDay;
  today: boolean;
  onAdd?: () => void;
  jobHref: (bidId: number) => string;
  bookingHref: (booking: CalendarBooking) => string;
  callHref?: (bidId: number) => string;
}

type CellItem = { key: string; href: string; text: string; label: string; kind: 'booking' | 'job' | 'call' };

const TEST_ID = { booking: 'calendar-booking', job: 'calendar-job', call: 'calendar-call' } as const;

function DayCell({ d, today, onAdd, jobHref, bookingHref, callHref }: DayCellProps) {
  const { t } = useTranslation('workspace');
  const dayNumber = Number(d.day.slice(8, 10));
  const closed = d.hours.length === 0;
  const hoursText = closed ? t('calendar>closed') : d.hours.map((h) => `${h.open}–${h.close}`).join(', ');
  const dayLabel = t('calendar>day_label', { month: Number(d.day.slice(5, 7)), day: dayNumber });
  const summary = [
    dayLabel,
    hoursText,
    d.pauses.length ? t('calendar>paused') : null,
    d.bookings.length ? t('calendar>bookings_count', { count: d.bookings.length }) : null,
    d.jobs.length ? t('calendar>jobs_count', { count: d.jobs.length }) : null,
    d.calls.length ? t('calendar>calls_count', { count: d.calls.length }) : null,
  ]
    .filter(Boolean)
    .join(t('calendar>separator'));
  // By time within the day: bookings and calls at their times, then the jobs (dated only).
  const timed: (CellItem & { at: string })[] = [
    ...d.bookings.map((b) => ({
      at: b.begin_time,
      key: `b${b.reservation_id}`,
      href: bookingHref(b),
      text: `${utcToHkLocal(b.begin_time).slice(11, 16)} ${b.category}`,
      label: t('calendar>booking_label', {
        kind: bookingKind(t, b),
        time: bookingTime(b),
        category: bookingWhat(t, b),
        customer: b.customer,
      }),
      kind: 'booking' as const,
    })),
    ...d.calls.map((c) => ({
      at: c.start_at,
      key: `c${c.id}`,
      href: callHref?.(c.quote_bid_id) ?? '',
      text: `${callTime(c)} ${callWhat(t, c)}`,
      label: callLabel(t, c),
      kind: 'call' as const,
    })),
  ];
  const items: CellItem[] = [
    ...timed.sort((a, b) => a.at.localeCompare(b.at)),
    ...d.jobs.map((j) => ({
      key: `j${j.quote_bid_id}`,
      href: jobHref(j.quote_bid_id),
      text: j.category,
      label: t('calendar>job_label', { category: j.category, customer: j.customer }),
      kind: 'job' as const,
    })),
  ];
  return (
    <td
      css={[cell, !d.inMonth && outside, closed && closedDay, d.pauses.length > 0 && pausedDay]}
      aria-current={today ? 'date' : undefined}
    >
      {onAdd ? <button type="button" css={addButton} aria-label={t('calendar>add_pause_day', { day: dayLabel })} onClick={onAdd} /> : null}
      <span aria-hidden="true" css={[raised, number, today && todayNumber]}>
        {dayNumber}
      </span>
      <span css={visuallyHiddenStyles}>{summary}</span>
      <span css={[raised, detail]}>
        {d.inMonth ? (
          <span aria-hidden="true" css={hoursLine}>
            {hoursText}
          </span>
        ) : null}
        {d.pauses.length ? (
          <span aria-hidden="true" css={pauseTag}>
            {t('calendar>paused')}
          </span>
        ) : null}
        {items.slice(0, SHOWN).map((item) => (
          <Link
            key={item.key}
            to={item.href}
            css={[jobTag, item.kind === 'booking' && bookingTag, item.kind === 'call' && callTag]}
            aria-label={item.label}
            data-testid={TEST_ID[item.kind]}
          >
            {item.text}
          </Link>
        ))}
        {items.length > SHOWN ? (
          <span aria-hidden="true" css={hoursLine}>
            {t('calendar>more', { count: items.length - SHOWN })}
          </span>
        ) : null}
      </span>
      {items.length || d.pauses.length ? (
        <span aria-hidden="true" css={[raised, dots]}>
          {d.pauses.length ? <span css={[dot, pauseDot]} /> : null}
          {items.slice(0, 3).map((item) => (
            <span key={item.key} css={[dot, item.kind === 'booking' ? bookingDot : item.kind === 'call' ? callDot : jobDot]} />
          ))}
        </span>
      ) : null}
    </td>
  );
}

const table = css`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th {
    padding: ${theme.space[1]} 0;
    font-size: ${theme.font.size.xs};
    color: ${theme.color.textSecondary};
    font-weight: ${theme.font.weight.bold};
  }
`;

const cell = css`
  position: relative;
  vertical-align: top;
  height: 52px;
  padding: 4px;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  overflow: hidden;
  ${theme.breakpoint.sm} {
    height: 104px;
    padding: 6px;
  }
`;

const outside = css`
  background: ${theme.color.neutralSoft};
  color: ${theme.color.textMuted};
`;

const closedDay = css`
  background: ${theme.color.neutralSoft};
`;

const pausedDay = css`
  background: repeating-linear-gradient(135deg, ${theme.color.warningSoft} 0 8px, #fdf8e6 8px 16px);
`;

/** The whole cell is the button; the day's text sits above it and lets taps through, its links excepted. */
const addButton = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${theme.color.brandSoft};
    opacity: 0.45;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
`;

/** Cell content over the day's button: taps go through to it, except on the links. */
const raised = css`
  position: relative;
  pointer-events: none;
  a {
    pointer-events: auto;
  }
`;

const number = css`
  ${disc(26)};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const todayNumber = css`
  background: ${theme.color.brand};
  color: #fff;
  font-weight: ${theme.font.weight.bold};
`;

const detail = css`
  display: none;
  ${theme.breakpoint.sm} {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: 12px;
    line-height: 1.3;
  }
`;

const hoursLine = css`
  color: ${theme.color.textSecondary};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const pauseTag = css`
  color: ${theme.color.warningDark};
  font-weight: ${theme.font.weight.bold};
`;

const jobTag = css`
  display: block;
  padding: 0 4px;
  text-decoration: none;
  border-radius: 4px;
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const bookingTag = css`
  background: ${theme.color.brand};
  color: #fff;
`;

const dots = css`
  display: flex;
  gap: 3px;
  justify-content: center;
  margin-top: 2px;
  ${theme.breakpoint.sm} {
    display: none;
  }
`;

const dot = css`
  width: 6px;
  height: 6px;
  border-radius: 50%;
`;

const pauseDot = css`
  background: ${theme.color.warning};
`;

const jobDot = css`
  border: 1.5px solid ${theme.color.brand};
  background: ${theme.color.surface};
`;

const bookingDot = css`
  background: ${theme.color.brand};
`;
