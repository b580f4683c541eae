/** dashboard/projects: the consumer's requests, newest first, each with its state and how many quotes arrived. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { RequestView } from '@shared/schemas/requests.schema';
import { Badge, type BadgeTone } from '@client/ui/badge';
import { Icon } from '@client/ui/icon';
import { CardCoverLink, linkCardStyles } from '@client/ui/link-card';
import { ListSkeleton } from '@client/ui/list-row';
import { theme } from '@client/styles/theme';
import { bareList, iconFactsLine, row } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useNow } from '@client/lib/use-now';
import { agoText } from '@client/lib/day-label';
import { localName, requestWhenShort } from '@client/lib/request-when';

export function requestBadge(r: Pick<RequestView, 'state' | 'quote_count'>): { key: string; tone: BadgeTone } {
  if (r.state === 'hired') return { key: 'hired', tone: 'success' };
  if (r.state === 'closed') return { key: 'closed', tone: 'neutral' };
  if (r.state === 'archived') return { key: 'archived', tone: 'neutral' };
  return r.quote_count > 0 ? { key: 'quotes', tone: 'warning' } : { key: 'waiting', tone: 'brand' };
}

export function ProjectList({ items }: { items: RequestView[] }) {
  return (
    <ul
      css={css`
        ${bareList};
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
  const { t, i18n } = useTranslation('requests');
  const lng = i18n.language as Language;
  const href = useHref();
  const now = useNow();
  const badge = requestBadge(r);
  const when = requestWhenShort(t, r, lng, now);
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
          <CardCoverLink to={href('projectQuoteList', { requestId: r.quote_request_id })}>{localName(r.category, lng)}</CardCoverLink>
        </h2>
        <Badge tone={badge.tone} solid={badge.key === 'quotes'}>
          {t(`projects>state_${badge.key}`, { count: r.quote_count })}
        </Badge>
      </div>
      <p css={metaStyles}>
        {r.district ? (
          <span>
            <Icon name="map-pin" size={16} />
            {localName(r.district, lng)}
          </span>
        ) : null}
        <span>
          <Icon name="clock" size={16} />
          {t('projects>posted', { when: agoText(t, r.created, lng, now) })}
        </span>
      </p>
      {when ? (
        <p css={metaStyles}>
          <span>
            <Icon name="calendar" size={16} />
            {when}
          </span>
        </p>
      ) : null}
      <div
        css={css`
          ${row(2)};
          justify-content: space-between;
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
  return <ListSkeleton rowHeight={128} gap={3} />;
}

const cardStyles = css`
  ${linkCardStyles};
  padding: ${theme.space[4]};
  box-shadow: ${theme.shadow.card};
`;

const metaStyles = css`
  ${iconFactsLine};
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: ${theme.space[2]} 0 0;
`;
