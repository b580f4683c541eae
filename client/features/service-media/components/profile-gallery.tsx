/**
 * Photos of past work on the public profile: a grid of thumbnails (WebP with JPEG fallback, sizes reserved, lazy)
 * that open an accessible lightbox (client/ui/lightbox.tsx). Alt text is the caption, else "Photo n of X's work".
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProProfile } from '@shared/schemas/pro-services.schema';
import { PhotoGrid, type PhotoGridItem } from '@client/ui/photo-grid';
import { useLightboxLabels } from './use-lightbox-labels';

export function ProfileGallery({
  media,
  businessName,
  renderCorner,
}: {
  media: ProProfile['media'];
  businessName: string;
  /** Drawn over a photo's corner (its like control), given the photo's id and alt text. */
  renderCorner?: (photo: PhotoGridItem) => ReactNode;
}) {
  const { t } = useTranslation('media');
  const labels = useLightboxLabels();
  const items: PhotoGridItem[] = media.map((m, i) => ({
    id: m.id,
    image: m.image,
    src: m.url,
    width: m.width,
    height: m.height,
    alt: m.caption || t('gallery>photo_alt', { name: businessName, n: i + 1 }),
    caption: m.caption,
  }));
  return (
    <PhotoGrid
      variant="tiles"
      items={items}
      openLabel={(alt) => t('gallery>open', { alt })}
      lightboxLabels={labels}
      renderCorner={renderCorner}
      data-testid="profile-gallery"
    />
  );
}
