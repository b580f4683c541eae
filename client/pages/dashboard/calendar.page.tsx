/**
 * calendar/{serviceId}[/{index}] (SPEC §2): a month of the service in Hong Kong time, Monday first, with the
 * weekly business hours, pauses and hired jobs' dates; the pauses to add, change or delete. `{index}` is the
 * month shown (YYYY-MM); anything else shows the current month.
 */
import { css } from '@emotion/react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkMonth } from '@shared/utils/hk-dates';
import { SkeletonText } from '@client/ui/skeleton';
import { Card } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useNow } from '@client/lib/use-now';
import { useEditableService, useServiceCalendar } from '@client/features/service-editor/api/service-editor.queries';
import { CalendarMonth } from '@client/features/service-editor/components/calendar-month';
import { CalendarAgenda } from '@client/features/service-editor/components/calendar-agenda';
import { CalendarPauses } from '@client/features/service-editor/components/calendar-pauses';
import { CalendarHours } from '@client/features/service-editor/components/calendar-hours';
import { STEP } from '@client/features/service-editor/lib/editor-steps';
import { hkDayOfMs, isMonth, shiftMonth } from '@client/features/service-editor/lib/hk-time';

const DAY_MS = 86_400_000;

export default function CalendarPage() {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const href = useHref();
  const params = useParams();
  const id = Number(params.serviceId) || 0;
  const { data: service } = useEditableService(id);
  const { data: calendar } = useServiceCalendar(id, isMonth(params.index) ? params.index : '');
  const now = useNow();
  if (!service || !calendar) return <SkeletonText lines={12} />;

  const name = (lng === 'en-HK' ? service.business_name_en : '') || service.business_name_zh;
  const monthTitle = formatHkMonth(`${calendar.month}-15 00:00:00`, lng);
  const monthHref = (by: number) => href('calendar', { serviceId: id, index: shiftMonth(calendar.month, by) });
  const tomorrow = now ? hkDayOfMs(now + DAY_MS) : '';
  return (
    <div>
      <Link to={href('serviceEditor', { serviceId: id })} css={backLink}>
        <Icon name="chevron-left" size={18} />
        {t('calendar>back_to_editor')}
      </Link>
      <h1 css={title}>{t('calendar>title', { name })}</h1>
      <div css={layout}>
        <Card>
          <nav aria-label={t('calendar>month_nav')} css={monthNav}>
            <Link to={monthHref(-1)} css={navLink} aria-label={t('calendar>prev_month')}>
              <Icon name="chevron-left" size={20} />
            </Link>
            <h2 css={monthHeading} aria-live="polite">
              {monthTitle}
            </h2>
            <Link to={monthHref(1)} css={navLink} aria-label={t('calendar>next_month')}>
              <Icon name="chevron-right" size={20} />
            </Link>
          </nav>
          <CalendarMonth calendar={calendar} today={now ? hkDayOfMs(now) : ''} title={monthTitle} />
          <p css={legend}>{t('calendar>legend')}</p>
          <h3 css={agendaTitle}>{t('calendar>agenda_title', { month: monthTitle })}</h3>
          <CalendarAgenda calendar={calendar} jobHref={(bidId) => href('workDetail', { bidId })} />
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
    </div>
  );
}

const backLink = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.layout.touchTarget};
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
`;

const title = css`
  font-size: ${theme.font.size.xxl};
  margin: 0 0 ${theme.space[4]};
  overflow-wrap: anywhere;
`;

const layout = css`
  display: grid;
  gap: ${theme.space[4]};
  ${theme.breakpoint.md} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const side = css`
  display: grid;
  gap: ${theme.space[4]};
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
