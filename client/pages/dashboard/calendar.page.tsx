/**
 * calendar/{serviceId}[/{index}] (SPEC §2): the service's month or week in Hong Kong time, Monday
 * first, with the weekly business hours, pauses, direct bookings at their exact times and hired jobs; the pauses to
 * add, change or delete. `{index}` is either a month, YYYY-MM (the month grid and its agenda), or a week, given as
 * YYYY-MM-DD of any of its days (canonically its Monday; the time grid and its agenda), e.g.
 * /dashboard/calendar/12/2026-06 and /dashboard/calendar/12/2026-06-01; anything else shows the current month.
 * Month | Week are links, so each view has its URL. A day of the month grid, or an hour of the week grid, from
 * today on opens the pause form prefilled with that day or hour; bookings and jobs link to their pages. The pro's
 * accepted call appointments in the range (GET /api/voice/appointments, read once the calendar is there and never
 * holding it up) show as their own kind, each opening the bid's chat.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { BackLink } from '@client/ui/page-shell';
import type { CalendarBooking } from '@shared/schemas/service-editor.schema';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkMonth } from '@shared/utils/hk-dates';
import { SkeletonText } from '@client/ui/skeleton';
import { Card } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { Chips } from '@client/ui/tabs';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useNow } from '@client/lib/use-now';
import { useEditableService, useServiceCalendar } from '@client/features/service-editor/api/service-editor.queries';
import { useVoiceAppointments } from '@client/features/voice/api/voice.queries';
import { CalendarMonth } from '@client/features/service-editor/components/calendar-month';
import { CalendarWeek } from '@client/features/service-editor/components/calendar-week';
import { CalendarAgenda } from '@client/features/service-editor/components/calendar-agenda';
import { CalendarPauses } from '@client/features/service-editor/components/calendar-pauses';
import { CalendarPauseForm } from '@client/features/service-editor/components/calendar-pause-form';
import { CalendarHours } from '@client/features/service-editor/components/calendar-hours';
import { STEP } from '@client/features/service-editor/lib/editor-steps';
import { addDays, calendarIndex, hkDayOfMs, shiftMonth } from '@client/features/service-editor/lib/hk-time';
import { weekOfMonth, weekTitle } from '@client/features/service-editor/lib/calendar-week';
import { calendarCalls, callWindow } from '@client/features/service-editor/lib/calendar-days';

const DAY_MS = 86_400_000;

type Span = { begin: string; end: string };

export default function CalendarPage() {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const href = useHref();
  const params = useParams();
  const id = Number(params.serviceId) || 0;
  const { data: service } = useEditableService(id);
  const { data: calendar } = useServiceCalendar(id, calendarIndex(params.index));
  const { data: appointments } = useVoiceAppointments(calendar ? callWindow(calendar) : {}, Boolean(calendar));
  const now = useNow();
  // A pause being added from the grid, prefilled with the day or hour that was chosen.
  const [newPause, setNewPause] = useState<Span | null>(null);
  if (!service || !calendar) return <SkeletonText lines={12} />;

  const name = (lng === 'en-HK' ? service.business_name_en : '') || service.business_name_zh;
  const today = now ? hkDayOfMs(now) : '';
  const week = calendar.view === 'week';
  const monthTitle = formatHkMonth(`${calendar.month}-15 00:00:00`, lng);
  const rangeTitle = week ? weekTitle(calendar.from, lng) : monthTitle;
  const to = (index: string) => href('calendar', { serviceId: id, index });
  const stepHref = (by: number) => to(week ? addDays(calendar.from, 7 * by) : shiftMonth(calendar.month, by));
  const jobHref = (bidId: number) => href('workDetail', { bidId });
  // A Google-reserve booking has no appointment page of its own: it is managed on the Google-reserve page; a shop
  // order's slot opens the order.
  const bookingHref = (b: CalendarBooking) =>
    b.source === 'google'
      ? href('googleReserve')
      : b.shop_order_id
        ? href('proShopOrder', { orderId: b.shop_order_id })
        : href('appointment', { appointmentId: b.reservation_id });
  // A call appointment is managed in the bid's chat: the pro's page of the lead.
  const callHref = (bidId: number) => href('leadDetail', { bidId });
  const calls = calendarCalls(calendar, appointments?.appointments);
  const tomorrow = now ? hkDayOfMs(now + DAY_MS) : '';
  return (
    <div>
      <BackLink to={href('serviceEditor', { serviceId: id })} variant="strong" icon="chevron-left" iconSize={18} css={noUnderline}>
        {t('calendar>back_to_editor')}
      </BackLink>
      <h1 css={title}>{t('calendar>title', { name })}</h1>
      <div css={layout}>
        <Card>
          <div css={viewSwitch}>
            <Chips
              label={t('calendar>view_nav')}
              items={[
                { key: 'month', label: t('calendar>view_month'), href: to(calendar.month), selected: !week },
                {
                  key: 'week',
                  label: t('calendar>view_week'),
                  href: to(week ? calendar.from : weekOfMonth(calendar.month, today)),
                  selected: week,
                },
              ]}
            />
          </div>
          <nav aria-label={week ? t('calendar>week_nav') : t('calendar>month_nav')} css={monthNav}>
            <Link to={stepHref(-1)} css={navLink} aria-label={week ? t('calendar>prev_week') : t('calendar>prev_month')}>
              <Icon name="chevron-left" size={20} />
            </Link>
            <h2 css={monthHeading} aria-live="polite">
              {rangeTitle}
            </h2>
            <Link to={stepHref(1)} css={navLink} aria-label={week ? t('calendar>next_week') : t('calendar>next_month')}>
              <Icon name="chevron-right" size={20} />
            </Link>
          </nav>
          {week ? (
            <CalendarWeek
              calendar={calendar}
              today={today}
              title={t('calendar>week_grid', { week: rangeTitle })}
              jobHref={jobHref}
              bookingHref={bookingHref}
              calls={calls}
              callHref={callHref}
              onAddPause={(begin, end) => setNewPause({ begin, end })}
            />
          ) : (
            <CalendarMonth
              calendar={calendar}
              today={today}
              title={monthTitle}
              jobHref={jobHref}
              bookingHref={bookingHref}
              calls={calls}
              callHref={callHref}
              onAddPause={(day) => setNewPause({ begin: `${day}T00:00`, end: `${addDays(day, 1)}T00:00` })}
            />
          )}
          <p css={legend}>{t('calendar>legend')}</p>
          <p css={legend}>{week ? t('calendar>add_hint_week') : t('calendar>add_hint_month')}</p>
          <h3 css={agendaTitle}>
            {week ? t('calendar>agenda_week_title', { week: rangeTitle }) : t('calendar>agenda_title', { month: monthTitle })}
          </h3>
          <CalendarAgenda calendar={calendar} jobHref={jobHref} bookingHref={bookingHref} calls={calls} callHref={callHref} />
        </Card>
        <div css={side}>
          <Card>
            <CalendarPauses
              serviceId={id}
              newDefaults={tomorrow ? { begin: `${tomorrow}T00:00`, end: `${hkDayOfMs(now + 3 * DAY_MS)}T00:00` } : { begin: '', end: '' }}
            />
          </Card>
          <Card>
            <CalendarHours hours={calendar.business_hours} editHref={href('serviceEditor', { serviceId: id, index: STEP.Hours })} />
          </Card>
        </div>
      </div>
      {newPause ? <CalendarPauseForm serviceId={id} defaults={newPause} onClose={() => setNewPause(null)} /> : null}
    </div>
  );
}

const noUnderline = css`
  text-decoration: none;
`;

const title = css`
  font-size: ${theme.font.size.xxl};
  margin: 0 0 ${theme.space[4]};
  overflow-wrap: anywhere;
`;

const layout = css`
  display: grid;
  /* minmax(0, …): the week grid scrolls inside its frame instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  ${theme.breakpoint.md} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const side = stack(4);

const viewSwitch = css`
  margin-bottom: ${theme.space[3]};
`;

const monthNav = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space[3]};
`;

const navLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  border-radius: 50%;
  border: 1px solid ${theme.color.border};
  color: ${theme.color.text};
`;

const monthHeading = css`
  font-size: ${theme.font.size.lg};
  margin: 0;
`;

const legend = css`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
  margin: ${theme.space[2]} 0 0;
`;

const agendaTitle = css`
  font-size: ${theme.font.size.md};
  margin: ${theme.space[6]} 0 ${theme.space[2]};
`;
