/**
 * Photos of past work on the public profile: a grid of thumbnails (WebP with JPEG fallback, sizes reserved, lazy)
 * that open an accessible lightbox (client/ui/lightbox.tsx). Alt text is the caption, else "Photo n of X's work".
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProProfile } from '@shared/schemas/pro-services.schema';
import type { LightboxItem } from '@client/ui/lightbox';
import { LazyLightbox } from '@client/ui/lazy-lightbox';
import { Picture } from '@client/ui/picture';
import { theme } from '@client/styles/theme';
import { useLightboxLabels } from './use-lightbox-labels';

export function ProfileGallery({ media, businessName }: { media: ProProfile['media']; businessName: string }) {
  const { t } = useTranslation('media');
  const labels = useLightboxLabels();
  const [open, setOpen] = useState<number | null>(null);
  const items: LightboxItem[] = media.map((m, i) => ({
    image: m.image,
    src: m.url,
    width: m.width,
    height: m.height,
    alt: m.caption || t('gallery>photo_alt', { name: businessName, n: i + 1 }),
    caption: m.caption,
  }));
  return (
    <>
      <ul css={gridStyles} data-testid="profile-gallery">
        {items.map((item, i) => (
          <li key={media[i].id}>
            <figure css={figureStyles}>
              <button type="button" onClick={() => setOpen(i)} aria-label={t('gallery>open', { alt: item.alt })} css={tileButtonStyles}>
                {item.image ? (
                  <Picture image={item.image} alt={item.alt} sizes="(min-width: 900px) 200px, 50vw" css={tileImageStyles} />
                ) : (
                  <img
                    src={item.src}
                    alt={item.alt}
                    width={item.width ?? 320}
                    height={item.height ?? 240}
                    loading="lazy"
                    decoding="async"
                    css={tileImageStyles}
                  />
                )}
              </button>
              {item.caption ? <figcaption css={captionStyles}>{item.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      <LazyLightbox items={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} labels={labels} />
    </>
  );
}

const gridStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
const figureStyles = css`
  margin: 0;
`;
const tileButtonStyles = css`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.control};
  overflow: hidden;
  background: ${theme.color.neutralSoft};
  cursor: zoom-in;
  aspect-ratio: 4 / 3;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
const tileImageStyles = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
const captionStyles = css`
  margin-top: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;
