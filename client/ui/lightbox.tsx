/**
 * Lightbox on the native modal <dialog> (focus stays inside it and the page behind is inert): one large photo at
 * a time with its caption, previous/next buttons and the position; Esc closes, ← and → move. The photo's box has
 * its proportions before it loads. All text comes from the caller (labels), in the page's language.
 */
import { css } from '@emotion/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { theme } from '../styles/theme';
import { Icon } from './icon';
import { Picture, type PictureImage } from './picture';

export interface LightboxItem {
  /** Processed sizes; null for an older photo that only has a URL. */
  image: PictureImage | null;
  src: string;
  width?: number | null;
  height?: number | null;
  alt: string;
  caption?: string;
}

export interface LightboxLabels {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  position: (n: number, total: number) => string;
}

export interface LightboxProps {
  items: LightboxItem[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: LightboxLabels;
}

export function Lightbox({ items, index, onIndexChange, onClose, labels }: LightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const open = index !== null && items.length > 0;
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [open]);

  const total = items.length;
  const go = (delta: number) => {
    if (index === null || total < 2) return;
    onIndexChange((index + delta + total) % total);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'Escape') {
      // The browser closes a modal dialog on Esc (cancel); this covers environments without it.
      e.preventDefault();
      onClose();
    }
  };
  const item = open ? items[Math.min(index, total - 1)] : null;

  return (
    <dialog
      ref={ref}
      aria-label={labels.dialog}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={() => (open ? onClose() : undefined)}
      css={dialogStyles}
    >
      {item && index !== null ? (
        <div css={frameStyles}>
          <div css={barStyles}>
            <p aria-live="polite" css={positionStyles}>
              {labels.position(index + 1, total)}
            </p>
            <button type="button" autoFocus onClick={onClose} aria-label={labels.close} css={iconButton}>
              <Icon name="close" size={24} />
            </button>
          </div>
          <figure css={figureStyles}>
            <div css={photoBoxStyles}>
              {item.image ? (
                <Picture
                  image={item.image}
                  base="display"
                  sizes={`min(100vw, ${item.image.display.width}px)`}
                  loading="eager"
                  alt={item.alt}
                  css={imgStyles}
                />
              ) : (
                <img src={item.src} alt={item.alt} width={item.width ?? undefined} height={item.height ?? undefined} css={imgStyles} />
              )}
            </div>
            {item.caption ? <figcaption css={captionStyles}>{item.caption}</figcaption> : null}
          </figure>
          {total > 1 ? (
            <div css={navStyles}>
              <button type="button" onClick={() => go(-1)} aria-label={labels.previous} css={iconButton}>
                <Icon name="chevron-left" size={24} />
              </button>
              <button type="button" onClick={() => go(1)} aria-label={labels.next} css={iconButton}>
                <Icon name="chevron-right" size={24} />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

const dialogStyles = css`
  border: 0;
  padding: 0;
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  background: rgba(10, 12, 16, 0.94);
  color: #fff;
  &::backdrop {
    background: rgba(10, 12, 16, 0.94);
  }
`;
const frameStyles = css`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  height: 100%;
  padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[4]};
  ${theme.breakpoint.md} {
    padding: ${theme.space[4]} ${theme.space[8]} ${theme.space[6]};
  }
`;
const barStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;
const positionStyles = css`
  margin: 0 0 0 ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
const figureStyles = css`
  margin: 0;
  min-height: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${theme.space[3]};
`;
const photoBoxStyles = css`
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  & picture {
    display: contents;
  }
`;
/** Scaled down to fit, proportions kept (width/height attributes reserve the box before the bytes arrive). */
const imgStyles = css`
  display: block;
  max-width: 100%;
  max-height: 100%;
  width: auto;
  height: auto;
  object-fit: contain;
`;
const captionStyles = css`
  text-align: center;
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.body};
`;
const navStyles = css`
  display: flex;
  justify-content: center;
  gap: ${theme.space[6]};
  margin-top: ${theme.space[3]};
`;
const iconButton = css`
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  border-radius: 50%;
  border: 1.5px solid rgba(255, 255, 255, 0.5);
  background: rgba(255, 255, 255, 0.08);
  color: #fff;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.2);
  }
  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }
`;
