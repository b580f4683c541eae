/**
 * The pro's photos of past work with how many customers liked each (SPEC §2 pro `photo`): service by service, with
 * links to the public profile and to the photo step of the service editor. A service without photos says how to add
 * them; a pro with no service at all is sent to their services.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ProPhotoLikes } from '@shared/schemas/photo-likes.schema';
import { Badge } from '@client/ui/badge';
import { ButtonLink } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Icon } from '@client/ui/icon';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, clampLines, cluster, gridColumns, secondarySmall, spread, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { countStyles, PhotoImage } from './photo-tile';

type Service = ProPhotoLikes['services'][number];

/** The photo step of the service editor (SPEC §2 service-editing step Media 4). */
const MEDIA_STEP = '4';

export function ProPhotoList({ data }: { data: ProPhotoLikes }) {
  const { t } = useTranslation('media');
  const href = useHref();
  if (!data.services.length) {
    return (
      <Card>
        <EmptyState
          title={t('photoLikes>pro>no_service_title')}
          body={t('photoLikes>pro>no_service_body')}
          action={<ButtonLink to={href('services')}>{t('photoLikes>pro>no_service_action')}</ButtonLink>}
        />
      </Card>
    );
  }
  return (
    <div css={stack(6)}>
      {data.services.map((s) => (
        <ServicePhotos key={s.quote_service_id} service={s} />
      ))}
    </div>
  );
}

function ServicePhotos({ service }: { service: Service }) {
  const { t } = useTranslation('media');
  const href = useHref();
  const likes = service.photos.reduce((n, p) => n + p.like_count, 0);
  const edit = href('serviceEditor', { serviceId: service.quote_service_id, index: MEDIA_STEP });
  return (
    <section css={[cardSurface, sectionStyles]} aria-labelledby={`photos-${service.quote_service_id}`} data-testid="pro-photos">
      <div css={spread(3, true)}>
        <div css={stack(1)}>
          <h2 id={`photos-${service.quote_service_id}`} css={titleStyles}>
            {service.business_name}
          </h2>
          <p css={[cluster(2), secondarySmall]}>
            <span>{t('photoLikes>pro>summary', { photos: service.photos.length, count: likes })}</span>
            {service.is_public ? null : <Badge tone="warning">{t('photoLikes>pro>not_public')}</Badge>}
          </p>
        </div>
        <div css={cluster(2)}>
          {service.is_public ? (
            <ButtonLink variant="secondary" size="sm" to={href('serviceSlug', { serviceId: service.quote_service_id, slug: service.slug })}>
              {t('photoLikes>pro>view_profile')}
            </ButtonLink>
          ) : null}
          <ButtonLink variant="secondary" size="sm" to={edit}>
            {t('photoLikes>pro>edit_photos')}
          </ButtonLink>
        </div>
      </div>
      {service.photos.length ? (
        <ul css={[bareList, gridColumns(3, 2, 3)]}>
          {service.photos.map((p, i) => (
            <li key={p.id} css={stack(1)}>
              <PhotoImage rounded photo={p} alt={p.caption || t('gallery>photo_alt', { name: service.business_name, n: i + 1 })} />
              <span css={countStyles} data-testid="pro-photo-count">
                <Icon name="heart" size={16} filled={p.like_count > 0} />
                {t('photoLikes>count', { count: p.like_count })}
              </span>
              {p.caption ? <span css={[secondarySmall, clampLines(2)]}>{p.caption}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={t('photoLikes>pro>no_photos_title')}
          body={t('photoLikes>pro>no_photos_body')}
          action={<ButtonLink to={edit}>{t('photoLikes>pro>edit_photos')}</ButtonLink>}
        />
      )}
    </section>
  );
}

export function ProPhotoSkeleton() {
  return (
    <div css={gridColumns(3, 2, 3)} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={200} />
      ))}
    </div>
  );
}

const sectionStyles = css`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  ${theme.breakpoint.md} {
    padding: ${theme.space[6]};
  }
`;
const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;
