/**
 * Rating: read-only stars with the numeric value and review count; the accessible label is passed in
 * already translated ("4.8 out of 5, 123 reviews"). The star input of review forms is rating-input.tsx, so pages that only
 * show ratings do not load the form field pieces.
 */
import { css } from '@emotion/react';
import { theme } from '../styles/theme';
import { inlineRow } from '../styles/layout';
import { Icon } from './icon';

export interface RatingProps {
  /** 0–5, may be fractional. */
  value: number;
  /** Number of reviews; shown as "(123)" unless countText is given. */
  count?: number;
  /** Visible count text instead of "(count)", e.g. t('reviews>count', { count }). */
  countText?: string;
  /** Full accessible text, e.g. t('reviews>rating_label', { value: 4.8, count: 123 }). */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the number (stars only), e.g. inside a review. */
  hideValue?: boolean;
}

const starPx = { sm: 14, md: 16, lg: 20 } as const;
const textSize = { sm: theme.font.size.xs, md: theme.font.size.sm, lg: theme.font.size.md } as const;

export function Rating({ value, count, countText, label, size = 'md', hideValue }: RatingProps) {
  const clamped = Math.max(0, Math.min(5, value));
  const pct = Math.round((clamped / 5) * 1000) / 10;
  const px = starPx[size];
  const visibleCount = countText ?? (count !== undefined ? `(${count})` : null);
  return (
    <span
      role="img"
      aria-label={label}
      css={css`
        ${inlineRow(1)};
        font-size: ${textSize[size]};
        line-height: 1.4;
        white-space: nowrap;
      `}
    >
      <span
        css={css`
          position: relative;
          display: inline-flex;
          line-height: 0;
        `}
      >
        <Stars px={px} color={theme.color.starEmpty} filled />
        <span
          // The filled width is per value: inline, so ratings on one page share one CSS rule.
          style={{ width: `${pct}%` }}
          css={css`
            position: absolute;
            inset: 0 auto 0 0;
            overflow: hidden;
            display: inline-flex;
            line-height: 0;
          `}
        >
          <Stars px={px} color={theme.color.star} stroke={theme.color.starStroke} filled />
        </span>
      </span>
      {hideValue ? null : (
        <span
          css={css`
            font-weight: ${theme.font.weight.bold};
            color: ${theme.color.text};
            font-variant-numeric: tabular-nums;
          `}
        >
          {clamped.toFixed(1)}
        </span>
      )}
      {visibleCount ? (
        <span
          css={css`
            color: ${theme.color.textSecondary};
          `}
        >
          {visibleCount}
        </span>
      ) : null}
    </span>
  );
}

function Stars({ px, color, stroke, filled }: { px: 14 | 16 | 20 | 24 | 32; color: string; stroke?: string; filled?: boolean }) {
  return (
    <span
      css={css`
        display: inline-flex;
        gap: 1px;
        flex-shrink: 0;
        color: ${color};
        & svg {
          stroke: ${stroke ?? color};
        }
      `}
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <Icon key={i} name="star" size={px} filled={filled} strokeWidth={1.5} />
      ))}
    </span>
  );
}
