/**
 * The one icon set: lucide icons drawn from one SVG sprite (icon-sprite.svg, a hashed static file the browser
 * fetches once and caches), so no icon code ships in the page JS. Use <Icon name="star" /> next to visible text
 * (aria-hidden by default) or give it a `label` when the icon stands alone.
 * Add icons in icon-names.ts, then run `npm run icons`.
 */
import { css } from '@emotion/react';
import spriteUrl from './icon-sprite.svg';
import type { IconName, SpriteSymbol } from './icon-names';

export type { IconName } from './icon-names';

export interface IconProps {
  name: IconName;
  /** Pixel size; 20 fits body text, 16 small text. */
  size?: 14 | 16 | 18 | 20 | 24 | 32;
  /** Accessible name when the icon stands alone (icon-only buttons should label the button instead). */
  label?: string;
  /** Filled shapes (e.g. a star in a rating). */
  filled?: boolean;
  strokeWidth?: number;
  className?: string;
}

export function Icon({ name, size = 20, ...rest }: IconProps) {
  return drawSprite(name, size, rest);
}

export interface SpriteIconProps extends Omit<IconProps, 'name' | 'size'> {
  symbol: SpriteSymbol;
  size: number;
}

/** Any symbol of the sprite at any size: <Icon> draws the interface icons, CategoryIcon the catalogue art. */
export function SpriteIcon({ symbol, size, ...rest }: SpriteIconProps) {
  return drawSprite(symbol, size, rest);
}

// A plain function, not a component: icons are the most frequent element of a page, and SSR pays per component.
function drawSprite(
  symbol: SpriteSymbol,
  size: number,
  { label, filled, strokeWidth = 2, className }: Omit<SpriteIconProps, 'symbol' | 'size'>,
) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      css={symbol === 'loading' ? spinningIconStyles : iconStyles}
      {...a11y}
    >
      <use href={`${spriteUrl}#${symbol}`} />
    </svg>
  );
}

const iconStyles = css`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
`;

// Styles are whole objects made once here: a single pre-made style passes emotion's render without hashing.
const spinningIconStyles = css`
  ${iconStyles};
  animation: sifu-icon-spin 0.9s linear infinite;
  @keyframes sifu-icon-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
