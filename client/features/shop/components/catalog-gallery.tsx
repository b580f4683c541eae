/**
 * An item's photos: the first one large, the others as thumbnails under it; any of them opens the lightbox (its code
 * loads with the first click). Sizes are reserved (no layout shift); the first photo loads at once, the rest lazily.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopItem } from '@shared/schemas/shop.schema';
import { Icon } from '@client/ui/icon';
import { LazyLightbox } from '@client/ui/lazy-lightbox';
import type { LightboxItem, LightboxLabels } from '@client/ui/lightbox';
import { Picture } from '@client/ui/picture';
import { theme } from '@client/styles/theme';
import { bareList } from '@client/styles/layout';
import { photoBoxStyles } from './catalog-photo-box';

export function CatalogGallery({ item, labels }: { item: ShopItem; labels: LightboxLabels }) {
  const { t } = useTranslation('shop');
  const [open, setOpen] = useState<number | null>(null);
  const items: LightboxItem[] = item.photos.map((p, i) => ({
    image: p.image,
    src: p.url,
    width: p.image?.width,
    height: p.image?.height,
    alt: t('public>item>photo_alt', { name: item.name, n: i + 1 }),
  }));
  if (!items.length)
    return (
      <div css={[mainStyles, emptyStyles]}>
        <Icon name="tag" size={32} />
      </div>
    );
  const picture = (i: number, base: 'thumb' | 'display', sizes: string) => {
    const p = items[i];
    return p.image ? (
      <Picture image={p.image} base={base} alt={p.alt} sizes={sizes} loading={i === 0 ? 'eager' : 'lazy'} />
    ) : (
      <img src={p.src} alt={p.alt} loading={i === 0 ? 'eager' : 'lazy'} />
    );
  };
  return (
    <div>
      <button type="button" css={[mainStyles, buttonStyles]} onClick={() => setOpen(0)} aria-label={t('public>item>open_photo', { n: 1 })}>
        {picture(0, 'display', '(min-width: 900px) 660px, 100vw')}
      </button>
      {items.length > 1 ? (
        <ul css={thumbsStyles}>
          {items.slice(1).map((p, i) => (
            <li key={p.src}>
              <button
                type="button"
                css={[thumbStyles, buttonStyles]}
                onClick={() => setOpen(i + 1)}
                aria-label={t('public>item>open_photo', { n: i + 2 })}
              >
                {picture(i + 1, 'thumb', '96px')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <LazyLightbox items={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} labels={labels} />
    </div>
  );
}

const buttonStyles = css`
  ${photoBoxStyles};
  display: block;
  padding: 0;
  border: 0;
  cursor: zoom-in;
  overflow: hidden;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
const mainStyles = css`
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: ${theme.radius.card};
`;
const emptyStyles = css`
  ${photoBoxStyles};
  display: flex;
  align-items: center;
  justify-content: center;
`;
const thumbsStyles = css`
  ${bareList};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[2]};
`;
const thumbStyles = css`
  width: 72px;
  height: 72px;
  border-radius: ${theme.radius.control};
  ${theme.breakpoint.md} {
    width: 96px;
    height: 96px;
  }
`;
