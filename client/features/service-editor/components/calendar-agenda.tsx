/**
 * The calendar month or week as a list: each pause once with its span, each booking on its day at its exact times
 * with what kind it is (a direct booking to its appointment page, a shop order's slot to the order, a Google booking to
 * the Google-reserve page), each hired job on its day with its time or time slot (to its work page), each accepted
 * call appointment on its day at its time with its note (to the bid's chat).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import { TIME_SLOTS } from '@shared/domain/request-lifecycle';
import { slotText as slotWithHours } from '@client/lib/request-when';
import type { CalendarBooking, ServiceCalendar } from '@shared/schemas/service-editor.schema';
import type { CallAppointment } from '@shared/schemas/voice.schema';
import { formatDateTime, formatDay } from '@shared/utils/dates';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList } from '@client/styles/layout';
import { agendaItems, type AgendaItem } from '../lib/calendar-days';
import { utcToHkLocal } from '../lib/hk-time';
import { callIcon, callTime, callWhat } from './calendar-call';

export interface CalendarAgendaProps {
  calendar: ServiceCalendar;
  jobHref: (bidId: number) => string;
  bookingHref: (booking: CalendarBooking) => string;
  /** Accepted call appointments in the range (calendarCalls), and where a bid's chat is. */
  calls?: readonly CallAppointment[];
  callHref?: (bidId: number) => string;
}

export function CalendarAgenda({ calendar, jobHref, bookingHref, calls, callHref }: CalendarAgendaProps) {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const items = agendaItems(calendar, callHref ? calls : []);
  if (items.length === 0) {
    return <p css={empty}>{calendar.view === 'week' ? t('calendar>agenda_empty_week') : t('calendar>agenda_empty')}</p>;
  }
  return (
    <ol css={list}>
      {items.map((item) => (
        <li key={keyOf(item)} css={row}>
          <span css={date}>{formatDay(item.day, lng)}</span>
          {item.kind === 'pause' ? (
            <span css={[body, pause]}>
              <Icon name="timer" size={18} />
              <span>
                <strong>{item.pause.title || t('calendar>paused')}</strong>
                <br />
                {t('calendar>span', { from: formatDateTime(item.pause.begin_time, lng), to: formatDateTime(item.pause.end_time, lng) })}
              </span>
            </span>
          ) : item.kind === 'booking' ? (
            <Link to={bookingHref(item.booking)} css={[body, job]} data-testid="calendar-agenda-booking">
              <Icon name="calendar" size={18} />
              <span>
                <strong>{bookingWhat(t, item.booking)}</strong> · {item.booking.customer}
                <br />
                {bookingTime(item.booking)} · {bookingKind(t, item.booking)}
              </span>
            </Link>
          ) : item.kind === 'call' ? (
            <Link to={callHref?.(item.call.quote_bid_id) ?? ''} css={[body, job]} data-testid="calendar-agenda-call">
              <Icon name="phone" size={18} css={callIcon} />
              <span css={clip}>
                <strong>{callWhat(t, item.call)}</strong>
                <br />
                {callTime(item.call)} · {t('calendar>call_kind')}
                {item.call.note ? <span css={note}>{item.call.note}</span> : null}
              </span>
            </Link>
          ) : (
            <Link to={jobHref(item.job.quote_bid_id)} css={[body, job]}>
              <Icon name="briefcase" size={18} />
              <span>
                <strong>{item.job.category}</strong> · {item.job.customer}
                <br />
                {slotText(t, item.job.hire_time_slot)}
              </span>
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}

const KEY_PREFIX = { pause: 'p', booking: 'b', job: 'j', call: 'c' } as const;

const keyOf = (item: AgendaItem) =>
  KEY_PREFIX[item.kind] +
  (item.kind === 'pause'
    ? item.pause.id
    : item.kind === 'booking'
      ? item.booking.reservation_id
      : item.kind === 'call'
        ? item.call.id
        : item.job.quote_bid_id);

/** What kind of booking it is: direct (booked on Sifu), a shop order's slot, or a Google booking. */
export function bookingKind(t: TFunction<'workspace'>, b: Pick<CalendarBooking, 'source'>): string {
  return t(b.source === 'shop' ? 'calendar>booking_shop' : b.source === 'google' ? 'calendar>booking_google' : 'calendar>booking');
}

/** What was booked: the category, or a shop order's item with its plan. */
export function bookingWhat(t: TFunction<'workspace'>, b: Pick<CalendarBooking, 'category' | 'plan_name'>): string {
  return b.plan_name ? t('calendar>shop_what', { item: b.category, plan: b.plan_name }) : b.category;
}

/** "14:00–15:00" in Hong Kong. */
export function bookingTime(b: { begin_time: string; end_time: string }): string {
  return `${utcToHkLocal(b.begin_time).slice(11, 16)}–${utcToHkLocal(b.end_time).slice(11, 16)}`;
}

export function slotText(t: (k: string) => string, slot: string | null): string {
  // An exact time (a direct booking, or a hire at a set time) is shown as it is.
  if (slot && /^\d{2}:\d{2}$/.test(slot)) return slot;
  const s = TIME_SLOTS.find((x) => String(x.key) === slot);
  return s ? slotWithHours(t, s.key) : t('calendar>time_open');
}

const empty = css`
  color: ${theme.color.textMuted};
`;

const list = bareList;

const row = css`
  display: grid;
  grid-template-columns: 8.5em 1fr;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} 0;
  border-bottom: 1px solid ${theme.color.border};
`;

const date = css`
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.sm};
`;

const body = css`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-start;
  font-size: ${theme.font.size.sm};
  min-width: 0;
  svg {
    flex-shrink: 0;
    margin-top: 3px;
  }
`;

const pause = css`
  color: ${theme.color.warningDark};
`;

const job = css`
  color: ${theme.color.text};
  text-decoration: none;
  &:hover strong {
    text-decoration: underline;
  }
`;

const clip = css`
  min-width: 0;
`;

/** A call's note, as the person who suggested it wrote it. */
const note = css`
  display: block;
  color: ${theme.color.textSecondary};
  overflow-wrap: anywhere;
`;
