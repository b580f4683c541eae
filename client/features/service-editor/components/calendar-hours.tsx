/** The weekly business hours beside the calendar (Mon..Sun, SPEC §9 weekday values), with a link to change them. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { theme } from '@client/styles/theme';
import { WEEKDAYS, weekFromHours, type BusinessHour } from '../lib/business-hours';

export function CalendarHours({ hours, editHref }: { hours: BusinessHour[]; editHref: string }) {
  const { t } = useTranslation('workspace');
  const week = weekFromHours(hours);
  return (
    <section aria-labelledby="calendar-hours-title">
      <h2 id="calendar-hours-title" css={title}>
        {t('calendar>hours_title')}
      </h2>
      {hours.length === 0 ? <p css={muted}>{t('calendar>hours_none')}</p> : null}
      <dl css={list}>
        {WEEKDAYS.map((d) => (
          <div key={d}>
            <dt>{t(`weekdays>${d}`)}</dt>
            <dd css={week[d].length ? undefined : muted}>
              {week[d].length ? week[d].map((p) => `${p.open}–${p.close}`).join(', ') : t('calendar>closed')}
            </dd>
          </div>
        ))}
      </dl>
      <Link to={editHref} css={edit}>
        {t('calendar>edit_hours')}
      </Link>
    </section>
  );
}

const title = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[2]};
`;

const list = css`
  margin: 0 0 ${theme.space[3]};
  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[3]};
    padding: ${theme.space[1]} 0;
    border-bottom: 1px solid ${theme.color.border};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const muted = css`
  color: ${theme.color.textMuted};
`;

const edit = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.layout.touchTarget};
  font-weight: ${theme.font.weight.bold};
`;
