/** The top of a project page: what was asked, where and when, with the answers and photos on demand. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { RequestView } from '@shared/schemas/requests.schema';
import { TIME_SLOTS } from '@shared/domain/request-lifecycle';
import { formatDay, monthDay } from '@shared/utils/dates';
import { Badge } from '@client/ui/badge';
import { Icon } from '@client/ui/icon';
import { DescriptionList } from '@client/ui/description-list';
import { theme } from '@client/styles/theme';
import { useNow } from '@client/lib/use-now';
import { agoText, dayLabel } from '@client/lib/day-label';
import { categoryName, requestBadge } from './project-list';

/** "Tomorrow · Tue 24 Nov", or just the full day when the relative label is only M/D. */
export function withRelative(label: string, day: string, lng: Language): string {
  return label === monthDay(day) ? formatDay(day, lng) : `${label} · ${formatDay(day, lng)}`;
}

export function RequestOverview({ request: r }: { request: RequestView }) {
  const { t, i18n } = useTranslation('market');
  const lng = i18n.language as Language;
  const now = useNow();
  const badge = requestBadge(r);
  const sep = lng === 'zh-HK' ? '、' : ', ';
  const district = r.district ? (lng === 'zh-HK' ? r.district.name_zh : r.district.name_en) : t('projects>no_district');
  const dates = r.preferred_dates.map((d) => withRelative(dayLabel(t, d, lng, now), d, lng)).join(sep);
  const slots = TIME_SLOTS.filter((s) => r.time_slots.includes(s.key))
    .map((s) => `${t(`slots>${s.name}`)} ${s.start}–${s.end}`)
    .join(sep);
  return (
    <header>
      <p
        css={css`
          margin: 0 0 ${theme.space[1]};
          color: ${theme.color.textSecondary};
          font-size: ${theme.font.size.sm};
        `}
      >
        {t('projects>request_no', { id: r.quote_request_id })} · {t('projects>posted', { when: agoText(t, r.created, lng, now) })}
      </p>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space[2]};
          align-items: center;
          margin-bottom: ${theme.space[3]};
        `}
      >
        <h1
          css={css`
            font-size: ${theme.font.size.xl};
            margin: 0;
            ${theme.breakpoint.sm} {
              font-size: ${theme.font.size.xxl};
            }
          `}
        >
          {categoryName(r, lng)}
        </h1>
        <Badge tone={badge.tone}>{t(`projects>state_${badge.key}`, { count: r.quote_count })}</Badge>
      </div>
      <ul css={factStyles}>
        <li>
          <Icon name="map-pin" size={16} />
          {district}
        </li>
        <li>
          <Icon name="calendar" size={16} />
          {dates || t('form>flexible')}
        </li>
        {slots ? (
          <li>
            <Icon name="clock" size={16} />
            {slots}
          </li>
        ) : null}
      </ul>
      {r.description ? (
        <p
          css={css`
            white-space: pre-line;
            margin: ${theme.space[3]} 0 0;
          `}
        >
          {r.description}
        </p>
      ) : null}
      <details css={detailsStyles}>
        <summary>{t('projects>your_answers', { count: r.answers.length })}</summary>
        <DescriptionList
          layout="stacked"
          divided
          items={r.answers
            .filter((a) => a.type !== 'photo')
            .map((a) => ({
              key: a.field_key,
              term: lng === 'zh-HK' ? a.label_zh : a.label_en,
              description: lng === 'zh-HK' ? a.display_zh : a.display_en,
            }))}
        />
        {r.photos.length ? (
          <ul css={photoGrid}>
            {r.photos.map((p) => (
              <li key={p.id}>
                <a href={p.url} target="_blank" rel="noreferrer">
                  <img src={p.url} alt={p.file_name} width={96} height={96} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </header>
  );
}

const factStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[1]};
  color: ${theme.color.textSecondary};
  li {
    display: flex;
    gap: ${theme.space[2]};
    align-items: flex-start;
  }
  svg {
    margin-top: 4px;
    flex-shrink: 0;
    color: ${theme.color.brand};
  }
`;

const detailsStyles = css`
  margin-top: ${theme.space[3]};
  border-top: 1px solid ${theme.color.border};
  padding-top: ${theme.space[2]};
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: ${theme.font.weight.bold};
    color: ${theme.color.brandDark};
  }
`;

export const photoGrid = css`
  list-style: none;
  margin: ${theme.space[3]} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${theme.radius.control};
    border: 1px solid ${theme.color.border};
    display: block;
  }
`;
