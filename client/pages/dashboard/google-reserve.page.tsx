/**
 * dashboard/google-reserve (SPEC §2, pro, only while the googleReserve flag is on): each service as
 * a Google-reserve entity (publish, items) and the bookings that came through Google, upcoming or past.
 */
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@client/ui/empty-state';
import { SkeletonText } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { pageTitleStyles } from '@client/styles/page-styles';
import { stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { greserveWhenOf } from '@client/features/google-reserve/api/google-reserve.queries';
import { EntityCard } from '@client/features/google-reserve/components/entity-card';
import { EventList } from '@client/features/google-reserve/components/event-list';
import { WhenChips } from '../parts/when-chips';
import { greserveDashboardReads } from './google-reserve.reads';

export default function GoogleReservePage() {
  const { t } = useTranslation('workspace');
  const href = useHref();
  const [search] = useSearchParams();
  const when = greserveWhenOf(search.get('when'));
  const reads = greserveDashboardReads.use();
  const entities = useQuery(reads.entities).data;
  const events = useQuery(reads.events).data;
  return (
    <div css={page}>
      <div>
        <h1 css={pageTitleStyles}>{t('google_reserve>title')}</h1>
        <p css={intro}>{t('google_reserve>intro')}</p>
      </div>
      <section css={section} aria-labelledby="greserve-services">
        <h2 id="greserve-services" css={h2}>
          {t('google_reserve>services_title')}
        </h2>
        {!entities ? (
          <SkeletonText lines={6} />
        ) : entities.length === 0 ? (
          <EmptyState title={t('google_reserve>no_services_title')} body={t('google_reserve>no_services_body')} />
        ) : (
          entities.map((e) => <EntityCard key={e.quote_service_id} entity={e} />)
        )}
      </section>
      <section css={section} aria-labelledby="greserve-events">
        <h2 id="greserve-events" css={h2}>
          {t('google_reserve>events_title')}
        </h2>
        <WhenChips
          label={t('google_reserve>filter_label')}
          when={when}
          base={href('googleReserve')}
          labels={{ upcoming: t('google_reserve>filter_upcoming'), past: t('google_reserve>filter_past') }}
        />
        {!events ? (
          <SkeletonText lines={4} />
        ) : events.length === 0 ? (
          <EmptyState title={t(`google_reserve>events_empty_${when}`)} body={t('google_reserve>events_empty_body')} />
        ) : (
          <EventList events={events} />
        )}
      </section>
    </div>
  );
}

const page = css`
  max-width: 760px;
  ${stack(6)};
`;
const intro = css`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.color.textSecondary};
`;
const section = stack(3);
const h2 = css`
  margin: 0;
  font-size: ${theme.font.size.xl};
`;
