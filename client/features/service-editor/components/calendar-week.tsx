/**
 * A week of the service calendar as a time grid in Hong Kong time (Monday..Sunday, SPEC §9): closed hours shaded,
 * pauses as striped blocks, direct bookings at their exact begin–end (to the appointment page), hired jobs at
 * their exact time or over their time slot (to the work page) and call appointments from their time (to the chat). Every hour of a day from today on is a button that
 * opens the pause form from that hour (`onAddPause`). On a phone the grid scrolls sideways inside its frame with
 * the time column and the day headings kept in view; the page itself never overflows.
 */
import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { CalendarBooking, ServiceCalendar } from '@shared/schemas/service-editor.schema';
import type { CallAppointment } from '@shared/schemas/voice.schema';
import { formatDay } from '@shared/utils/dates';
import { theme } from '@client/styles/theme';
import { clockOfMinutes } from '../lib/hk-time';
import { visibleHours, weekDays } from '../lib/calendar-week';
import { DayColumn, HOUR_PX } from './calendar-week-day';

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
  /** Accepted call appointments in the week (calendarCalls), and where a bid's chat is. */
  calls?: readonly CallAppointment[];
  callHref?: (bidId: number) => string;
  /** Opens the pause form for [begin, end) as Hong Kong datetime-local values; without it the hours are not buttons. */
  onAddPause?: (begin: string, end: string) => void;
}

export function CalendarWeek({ calendar, today, title, jobHref, bookingHref, calls, callHref, onAddPause }: CalendarWeekProps) {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const days = weekDays(calendar, callHref ? calls : []);
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
            callHref={callHref}
          />
        ))}
      </div>
    </div>
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
