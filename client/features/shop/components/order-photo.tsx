/**
 * The bought item's first photo as a square thumbnail (its space reserved), or a tag on a tinted square when the item
 * has none left. Decorative: the item's name is always next to it.
 */
import { css } from '@emotion/react';
import type { PublicImage } from '@shared/schemas/attachments.schema';
import { Icon } from '@client/ui/icon';
import { Picture } from '@client/ui/picture';
import { theme } from '@client/styles/theme';

export function OrderPhoto({ photo, size }: { photo: PublicImage | null; size: number }) {
  const box = css`
    flex-shrink: 0;
    width: ${size}px;
    height: ${size}px;
    border-radius: ${theme.radius.control};
    overflow: hidden;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandDark};
    img {
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
  `;
  return (
    <span css={box} aria-hidden="true">
      {photo ? <Picture image={photo} alt="" sizes={`${size}px`} /> : <Icon name="tag" size={size >= 56 ? 24 : 20} />}
    </span>
  );
}
