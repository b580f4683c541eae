/**
 * A month of the service calendar as a table (Monday first, Hong Kong days): each day shows whether it is a
 * working day and its hours, pauses (shaded) and hired jobs. On a phone the cells hold markers only and the
 * agenda below lists the details; from 640 px the cells carry the text too.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ServiceCalendar } from '@shared/schemas/service-editor.schema';
import { visuallyHiddenStyles } from '@client/ui/visually-hidden';
import { theme } from '@client/styles/theme';
import { calendarWeeks, type CalendarDay } from '../lib/calendar-days';

export function CalendarMonth({ calendar, today, title }: { calendar: ServiceCalendar; today: string; title: string }) {
  const { t } = useTranslation('workspace');
  const weeks = calendarWeeks(calendar);
  return (
    <table css={table}>
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
              <DayCell key={d.day} d={d} today={d.day === today} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({ d, today }: { d: CalendarDay; today: boolean }) {
  const { t } = useTranslation('workspace');
  const dayNumber = Number(d.day.slice(8, 10));
  const closed = d.hours.length === 0;
  const hoursText = closed ? t('calendar>closed') : d.hours.map((h) => `${h.open}–${h.close}`).join(', ');
  const summary = [
    t('calendar>day_label', { month: Number(d.day.slice(5, 7)), day: dayNumber }),
    hoursText,
    d.pauses.length ? t('calendar>paused') : null,
    d.jobs.length ? t('calendar>jobs_count', { count: d.jobs.length }) : null,
  ]
    .filter(Boolean)
    .join(t('calendar>separator'));
  return (
    <td
      css={[cell, !d.inMonth && outside, closed && closedDay, d.pauses.length > 0 && pausedDay]}
      aria-current={today ? 'date' : undefined}
    >
      <span aria-hidden="true" css={[number, today && todayNumber]}>
        {dayNumber}
      </span>
      <span css={visuallyHiddenStyles}>{summary}</span>
      <span aria-hidden="true" css={detail}>
        {d.inMonth ? <span css={hoursLine}>{hoursText}</span> : null}
        {d.pauses.length ? <span css={pauseTag}>{t('calendar>paused')}</span> : null}
        {d.jobs.slice(0, 2).map((j) => (
          <span key={j.quote_bid_id} css={jobTag}>
            {j.category}
          </span>
        ))}
        {d.jobs.length > 2 ? <span css={hoursLine}>{t('calendar>more', { count: d.jobs.length - 2 })}</span> : null}
      </span>
      {d.jobs.length || d.pauses.length ? (
        <span aria-hidden="true" css={dots}>
          {d.pauses.length ? <span css={[dot, pauseDot]} /> : null}
          {d.jobs.slice(0, 3).map((j) => (
            <span key={j.quote_bid_id} css={[dot, jobDot]} />
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

const number = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
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
  padding: 0 4px;
  border-radius: 4px;
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
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
  background: ${theme.color.brand};
`;
