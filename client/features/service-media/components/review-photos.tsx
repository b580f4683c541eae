/** Photos a customer added to a review, as small thumbnails under it that open the lightbox. */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '@shared/schemas/reviews.schema';
import type { LightboxItem } from '@client/ui/lightbox';
import { LazyLightbox } from '@client/ui/lazy-lightbox';
import { Picture } from '@client/ui/picture';
import { theme } from '@client/styles/theme';
import { useLightboxLabels } from './use-lightbox-labels';

const THUMB = 72;

export function ReviewPhotos({ review }: { review: ReviewItem }) {
  const { t } = useTranslation('media');
  const labels = useLightboxLabels();
  const [open, setOpen] = useState<number | null>(null);
  const photos = (review.photos ?? []).filter((p) => p.mime !== 'application/pdf');
  if (!photos.length) return null;
  const items: LightboxItem[] = photos.map((p, i) => ({
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
      <ul aria-label={t('gallery>review_photos')} css={listStyles}>
        {items.map((item, i) => (
          <li key={photos[i].id}>
            <button type="button" onClick={() => setOpen(i)} aria-label={t('gallery>open', { alt: item.alt })} css={buttonStyles}>
              {item.image ? (
                <Picture image={item.image} alt={item.alt} sizes={`${THUMB}px`} css={imageStyles} />
              ) : (
                <img src={item.src} alt={item.alt} width={THUMB} height={THUMB} loading="lazy" decoding="async" css={imageStyles} />
              )}
            </button>
          </li>
        ))}
      </ul>
      <LazyLightbox items={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} labels={labels} />
    </div>
  );
}

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;
const buttonStyles = css`
  display: block;
  width: ${THUMB}px;
  height: ${THUMB}px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.control};
  overflow: hidden;
  background: ${theme.color.neutralSoft};
  cursor: zoom-in;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
const imageStyles = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
