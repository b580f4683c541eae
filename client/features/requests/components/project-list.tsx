/** dashboard/projects: the consumer's requests, newest first, each with its state and how many quotes arrived. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { RequestView } from '@shared/schemas/requests.schema';
import { TIME_SLOTS } from '@shared/domain/request-lifecycle';
import { Badge, type BadgeTone } from '@client/ui/badge';
import { Icon } from '@client/ui/icon';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useNow } from '@client/lib/use-now';
import { agoText, dayLabel } from '@client/lib/day-label';

export function requestBadge(r: Pick<RequestView, 'state' | 'quote_count'>): { key: string; tone: BadgeTone } {
  if (r.state === 'hired') return { key: 'hired', tone: 'success' };
  if (r.state === 'closed') return { key: 'closed', tone: 'neutral' };
  if (r.state === 'archived') return { key: 'archived', tone: 'neutral' };
  return r.quote_count > 0 ? { key: 'quotes', tone: 'warning' } : { key: 'waiting', tone: 'brand' };
}

export function categoryName(r: { category: { name_zh: string; name_en: string } }, lng: Language): string {
  return lng === 'zh-HK' ? r.category.name_zh : r.category.name_en;
}

export function ProjectList({ items }: { items: RequestView[] }) {
  return (
    <ul
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: ${theme.space[3]};
        ${theme.breakpoint.md} {
          grid-template-columns: 1fr 1fr;
        }
      `}
    >
      {items.map((r) => (
        <ProjectCard key={r.quote_request_id} request={r} />
      ))}
    </ul>
  );
}

function ProjectCard({ request: r }: { request: RequestView }) {
  const { t, i18n } = useTranslation('market');
  const lng = i18n.language as Language;
  const href = useHref();
  const now = useNow();
  const badge = requestBadge(r);
  const name = categoryName(r, lng);
  const district = r.district ? (lng === 'zh-HK' ? r.district.name_zh : r.district.name_en) : null;
  const dates = r.preferred_dates
    .slice(0, 3)
    .map((d) => dayLabel(t, d, lng, now))
    .join(lng === 'zh-HK' ? '、' : ', ');
  const slots = TIME_SLOTS.filter((s) => r.time_slots.includes(s.key))
    .map((s) => t(`slots>${s.name}`))
    .join(lng === 'zh-HK' ? '、' : ', ');
  return (
    <li css={cardStyles} data-testid="project-card">
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          gap: ${theme.space[2]};
          align-items: flex-start;
        `}
      >
        <h2
          css={css`
            font-size: ${theme.font.size.lg};
            margin: 0;
            min-width: 0;
          `}
        >
          <Link to={href('projectQuoteList', { requestId: r.quote_request_id })} css={linkStyles}>
            {name}
          </Link>
        </h2>
        <Badge tone={badge.tone} solid={badge.key === 'quotes'}>
          {t(`projects>state_${badge.key}`, { count: r.quote_count })}
        </Badge>
      </div>
      <p css={metaStyles}>
        {district ? (
          <span>
            <Icon name="map-pin" size={16} />
            {district}
          </span>
        ) : null}
        <span>
          <Icon name="clock" size={16} />
          {t('projects>posted', { when: agoText(t, r.created, lng, now) })}
        </span>
      </p>
      {dates || slots ? (
        <p css={metaStyles}>
          <span>
            <Icon name="calendar" size={16} />
            {[dates, slots].filter(Boolean).join(' · ')}
          </span>
        </p>
      ) : null}
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          align-items: center;
          gap: ${theme.space[2]};
          margin-top: ${theme.space[2]};
          font-size: ${theme.font.size.sm};
        `}
      >
        <span
          css={css`
            color: ${theme.color.textSecondary};
          `}
        >
          {r.state === 'open' && r.quote_count === 0
            ? t('projects>matched', { count: r.matched_count })
            : t('projects>quote_count', { count: r.quote_count })}
        </span>
        {r.unread_count > 0 ? (
          <Badge tone="danger" icon="message">
            {t('projects>unread', { count: r.unread_count })}
          </Badge>
        ) : null}
        <Icon name="chevron-right" size={20} />
      </div>
    </li>
  );
}

export function ProjectListSkeleton() {
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[3]};
      `}
      aria-hidden="true"
    >
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={128} />
      ))}
    </div>
  );
}

const cardStyles = css`
  position: relative;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[4]};
  box-shadow: ${theme.shadow.card};
  &:hover {
    border-color: ${theme.color.brand};
  }
  &:focus-within {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The title link covers the whole card (one tap target). */
const linkStyles = css`
  color: ${theme.color.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.card};
  }
  &:focus-visible {
    outline: none;
  }
`;

const metaStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: ${theme.space[2]} 0 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
`;
