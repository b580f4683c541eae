/** Photos a customer added to a review, as small thumbnails under it that open the lightbox. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '@shared/schemas/reviews.schema';
import { PhotoGrid, type PhotoGridItem } from '@client/ui/photo-grid';
import { theme } from '@client/styles/theme';
import { useLightboxLabels } from './use-lightbox-labels';

export function ReviewPhotos({ review }: { review: Pick<ReviewItem, 'photos' | 'reviewer_name'> }) {
  const { t } = useTranslation('media');
  const labels = useLightboxLabels();
  const photos = (review.photos ?? []).filter((p) => p.mime !== 'application/pdf');
  if (!photos.length) return null;
  const items: PhotoGridItem[] = photos.map((p, i) => ({
    id: p.id,
    image: p.variants ?? null,
    src: p.url,
    width: p.width,
    height: p.height,
    alt: t('gallery>review_photo_alt', { name: review.reviewer_name, n: i + 1 }),
  }));
  return (
    <div
      css={css`
        margin-top: ${theme.space[3]};
      `}
    >
      <PhotoGrid
        variant="thumbs"
        items={items}
        openLabel={(alt) => t('gallery>open', { alt })}
        lightboxLabels={labels}
        aria-label={t('gallery>review_photos')}
      />
    </div>
  );
}
