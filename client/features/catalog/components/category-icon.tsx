/**
 * Category and genre illustrations: the icon named in the catalogue (genres.icon, quote_categories.icon), drawn
 * from the same sprite as client/ui/icon (catalogue names live in client/ui/icon-names.ts), in a tinted tile.
 */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';
import { SpriteIcon } from '@client/ui/icon';
import { CATEGORY_ICONS, CATEGORY_SYMBOL_PREFIX, type CategoryIconName } from '@client/ui/icon-names';

// Not Object.hasOwn: iOS 15.0–15.3 lack it (babel.config.cjs targets iOS >= 15, without polyfills).
const isCategoryIcon = (name: string): name is CategoryIconName => Object.prototype.hasOwnProperty.call(CATEGORY_ICONS, name);

export interface CategoryIconProps {
  name: string;
  size?: 'sm' | 'md' | 'lg';
  tone?: 'brand' | 'light';
}

const PX = { sm: { box: 36, icon: 18 }, md: { box: 48, icon: 24 }, lg: { box: 64, icon: 32 } } as const;

/** A decorative tile: the category name is always shown next to it. */
export function CategoryIcon({ name, size = 'md', tone = 'brand' }: CategoryIconProps) {
  const symbol = `${CATEGORY_SYMBOL_PREFIX}${isCategoryIcon(name) ? name : 'sparkles'}` as const;
  const px = PX[size];
  return (
    <span
      aria-hidden="true"
      css={css`
        display: inline-flex;
        align-items: center;
        justify-content: center;
        flex-shrink: 0;
        width: ${px.box}px;
        height: ${px.box}px;
        border-radius: ${size === 'sm' ? theme.radius.control : theme.radius.card};
        background: ${tone === 'brand' ? theme.color.brandSoft : 'rgba(255, 255, 255, 0.16)'};
        color: ${tone === 'brand' ? theme.color.brandDark : '#fff'};
      `}
    >
      <SpriteIcon symbol={symbol} size={px.icon} strokeWidth={1.75} />
    </span>
  );
}
