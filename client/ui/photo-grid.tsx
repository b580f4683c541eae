/**
 * Photo thumbnails that open the lightbox: captioned 4:3 tiles in columns (a profile's gallery) or a wrapping row
 * of small squares (the photos under a review). WebP with a JPEG fallback where the photo was processed, sizes
 * reserved, lazy; the viewer's code loads with the first click.
 */
import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { bareList, cluster, gridColumns } from '../styles/layout';
import { theme } from '../styles/theme';
import { LazyLightbox } from './lazy-lightbox';
import type { LightboxItem, LightboxLabels } from './lightbox';
import { Picture } from './picture';

export interface PhotoGridItem extends LightboxItem {
  /** Stable list key (the photo's id). */
  id: string | number;
}

export interface PhotoGridProps {
  items: PhotoGridItem[];
  /** 'tiles': 2 columns, 3 from md, captions under the photos; 'thumbs': 72 px squares side by side. */
  variant: 'tiles' | 'thumbs';
  /** The accessible name of a thumbnail's button, from the photo's alt text. */
  openLabel: (alt: string) => string;
  lightboxLabels: LightboxLabels;
  'aria-label'?: string;
  'data-testid'?: string;
  /** Drawn in a tile's figure after the photo (positioned by itself, e.g. a like control in a corner); tiles only. */
  renderCorner?: (item: PhotoGridItem) => ReactNode;
}

const THUMB = 72;

export function PhotoGrid({ items, variant, openLabel, lightboxLabels, renderCorner, ...listProps }: PhotoGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  const tiles = variant === 'tiles';
  return (
    <>
      <ul css={tiles ? tileGridStyles : thumbRowStyles} {...listProps}>
        {items.map((item, i) => {
          const button = (
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={openLabel(item.alt)}
              css={tiles ? tileButtonStyles : thumbButtonStyles}
            >
              {item.image ? (
                <Picture
                  image={item.image}
                  alt={item.alt}
                  sizes={tiles ? '(min-width: 900px) 200px, 50vw' : `${THUMB}px`}
                  css={imageStyles}
                />
              ) : (
                <img
                  src={item.src}
                  alt={item.alt}
                  width={tiles ? (item.width ?? 320) : THUMB}
                  height={tiles ? (item.height ?? 240) : THUMB}
                  loading="lazy"
                  decoding="async"
                  css={imageStyles}
                />
              )}
            </button>
          );
          return (
            <li key={item.id}>
              {tiles ? (
                <figure css={figureStyles}>
                  {button}
                  {renderCorner?.(item)}
                  {item.caption ? <figcaption css={captionStyles}>{item.caption}</figcaption> : null}
                </figure>
              ) : (
                button
              )}
            </li>
          );
        })}
      </ul>
      <LazyLightbox items={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} labels={lightboxLabels} />
    </>
  );
}

const tileGridStyles = css([bareList, gridColumns(2, 2, 3)]);
const thumbRowStyles = css([bareList, cluster(2)]);
const figureStyles = css`
  position: relative;
  margin: 0;
`;
const buttonStyles = css`
  display: block;
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
const tileButtonStyles = css`
  ${buttonStyles};
  width: 100%;
  aspect-ratio: 4 / 3;
`;
const thumbButtonStyles = css`
  ${buttonStyles};
  width: ${THUMB}px;
  height: ${THUMB}px;
`;
const imageStyles = css`
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
