/**
 * The editor's PublicView preview (step 17): the real public profile page, exactly as customers see it. A
 * published public service shows its public data; before that (or while private) the public endpoint answers
 * 404, so the same page is drawn from the editor's own data in a separate query cache (nothing of the draft
 * reaches the public caches) under a note that says so.
 */
import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { pageFrom } from '@shared/domain/catalog';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { Alert } from '@client/ui/alert';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { useDataClient } from '@client/lib/data-client';
import { proProfileQuery } from '@client/features/pro-services/api/pro-services.queries';
import { serviceReviewsQuery } from '@client/features/reviews/api/reviews.queries';
import { useServiceMedia } from '@client/features/service-media/api/service-media.queries';
import { useAreaOptions } from '@client/features/service-editor/api/service-editor.queries';
import { draftProfile } from '@client/features/service-editor/lib/draft-profile';
import ServicePage from '../service.page';

/** Published, public and open: the public profile exists. */
export const isLive = (s: EditableService) => s.profile_ready && s.is_public && !s.is_archived;

export function ServicePreview({ service }: { service: EditableService }) {
  return isLive(service) ? <LivePreview service={service} /> : <DraftPreview service={service} />;
}

function LivePreview({ service }: { service: EditableService }) {
  const { t, i18n } = useTranslation('workspace');
  const data = useDataClient();
  const [search] = useSearchParams();
  const lng = i18n.language as Language;
  const id = service.quote_service_id;
  const profile = useQuery(proProfileQuery(data, lng, id));
  const reviews = useQuery(serviceReviewsQuery(data, lng, id, pageFrom(search)));
  if (profile.isError || reviews.isError) return <Alert tone="error">{t('public>preview_failed')}</Alert>;
  if (!profile.data || !reviews.data) return <Skeleton height={480} />;
  return (
    <div css={frame} aria-label={t('public>preview_label')} role="region">
      <ServicePage />
    </div>
  );
}

function DraftPreview({ service }: { service: EditableService }) {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const data = useDataClient();
  const { data: districts } = useAreaOptions();
  const { data: media } = useServiceMedia(service.quote_service_id);
  const [epoch] = useState(() => Date.now());
  const client = useMemo(() => {
    const id = service.quote_service_id;
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchOnMount: false } } });
    qc.setQueryData(proProfileQuery(data, lng, id).queryKey, draftProfile(service, { lng, districts: districts ?? [], media }), {
      updatedAt: epoch,
    });
    const noReviews = { items: [], page: 1, page_size: 20, total: 0, total_pages: 0, rating: 0, review_count: 0, distribution: [] };
    qc.setQueryData(serviceReviewsQuery(data, lng, id, 1).queryKey, noReviews, { updatedAt: epoch });
    return qc;
  }, [service, lng, data, districts, media, epoch]);
  if (!districts) return <Skeleton height={480} />;
  return (
    <>
      <Alert tone="info">{service.is_archived ? t('public>preview_archived') : t('public>preview_draft')}</Alert>
      <div css={frame} aria-label={t('public>preview_label')} role="region">
        <QueryClientProvider client={client}>
          <ServicePage />
        </QueryClientProvider>
      </div>
    </>
  );
}

/** A transform makes the page's fixed "get quotes" bar stick to the bottom of the frame, not of the editor. */
const frame = css`
  position: relative;
  transform: translateZ(0);
  overflow: hidden;
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.card};
  background: ${theme.color.background};
  /* On a phone the frame takes the card's padding too: the page inside gets the width it has on a phone. */
  margin: 0 -${theme.space[4]};
  ${theme.breakpoint.sm} {
    margin: 0;
  }
  /* The page inside has less width than the screen it lays out for: beside its sidebar, two review cards a row would
     squeeze names and dates to a character a line, so the reviews (the page's #reviews anchor) take one a row. */
  #reviews ul {
    grid-template-columns: minmax(0, 1fr);
  }
`;
