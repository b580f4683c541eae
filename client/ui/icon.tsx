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
  /** Thinner strokes for larger drawings (rating stars, category art); 2 otherwise. */
  strokeWidth?: 1.5 | 1.75 | 2;
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
  // Stroke, fill and layout come from the global `.i` class (global-styles.tsx), not from six attributes on every
  // icon: icons are the most frequent element of a page, and the attributes were a tenth of a category page's HTML.
  const classes = `i${filled ? ' i-f' : ''}${strokeWidth === 1.5 ? ' i-15' : strokeWidth === 1.75 ? ' i-175' : ''}`;
  return (
    // No viewBox: every symbol of the sprite has its own (0 0 24 24), which <use> scales to the svg's size.
    <svg
      width={size}
      height={size}
      className={className ? `${classes} ${className}` : classes}
      {...(symbol === 'loading' ? { css: spinningIconStyles } : null)}
      {...a11y}
    >
      <use href={`${spriteUrl}#${symbol}`} />
    </svg>
  );
}

// Styles are whole objects made once here: a single pre-made style passes emotion's render without hashing.
const spinningIconStyles = css`
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
