/**
 * The consumer's liked photos (SPEC §2 photo/favorite): each photo with its caption, its count and the pro's business
 * name, opening the pro's profile; a heart button takes it off the list. The empty state says where photos are liked.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LikedPhoto } from '@shared/schemas/photo-likes.schema';
import { ButtonLink } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { Icon } from '@client/ui/icon';
import { IconButton } from '@client/ui/icon-button';
import { CardCoverLink, linkCardStyles } from '@client/ui/link-card';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { bareList, clampLines, gridColumns, secondarySmall, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useUnlikePhoto } from '../api/photo-likes.mutations';
import { countStyles, PhotoImage } from './photo-tile';

export function LikedPhotoList({ items }: { items: LikedPhoto[] }) {
  const { t } = useTranslation('media');
  return (
    <ul css={[bareList, gridColumns(3, 2, 3)]} aria-label={t('photoLikes>favorite>list_label')}>
      {items.map((p) => (
        <li key={p.id}>
          <LikedPhotoCard photo={p} />
        </li>
      ))}
    </ul>
  );
}

function LikedPhotoCard({ photo }: { photo: LikedPhoto }) {
  const { t } = useTranslation('media');
  const href = useHref();
  const unlike = useUnlikePhoto();
  const name = photo.service.business_name;
  const alt = photo.caption || t('photoLikes>favorite>photo_alt', { name });
  return (
    <article css={[linkCardStyles, cardStyles]} data-testid="liked-photo">
      <PhotoImage photo={photo} alt={alt} />
      <div css={[stack(1), bodyStyles]}>
        <h2 css={nameStyles}>
          <CardCoverLink to={href('serviceSlug', { serviceId: photo.service.quote_service_id, slug: photo.service.slug })}>
            {name}
          </CardCoverLink>
        </h2>
        {photo.caption ? <p css={[secondarySmall, clampLines(2)]}>{photo.caption}</p> : null}
        <span css={countStyles}>
          <Icon name="heart" size={16} filled />
          {t('photoLikes>count', { count: photo.like_count })}
        </span>
      </div>
      <IconButton
        icon="heart"
        variant="secondary"
        css={removeStyles}
        label={t('photoLikes>favorite>remove', { name })}
        title={t('photoLikes>favorite>remove', { name })}
        disabled={unlike.isPending}
        onClick={() => unlike.mutate(photo.id)}
      />
    </article>
  );
}

export function LikedPhotoSkeleton() {
  return (
    <div css={gridColumns(3, 2, 3)} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={260} />
      ))}
    </div>
  );
}

export function LikedPhotoEmpty() {
  const { t } = useTranslation('media');
  const href = useHref();
  return (
    <EmptyState
      title={t('photoLikes>favorite>empty_title')}
      body={t('photoLikes>favorite>empty_body')}
      action={<ButtonLink to={href('proList')}>{t('photoLikes>favorite>empty_action')}</ButtonLink>}
    />
  );
}

const cardStyles = css`
  overflow: hidden;
  height: 100%;
  display: flex;
  flex-direction: column;
`;
const bodyStyles = css`
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[4]};
`;
const nameStyles = css`
  margin: 0;
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.heading};
`;
const removeStyles = css`
  position: absolute;
  top: ${theme.space[2]};
  right: ${theme.space[2]};
  z-index: 1;
  color: ${theme.color.danger};
  background: ${theme.color.surface};
  svg {
    fill: currentColor;
  }
`;
