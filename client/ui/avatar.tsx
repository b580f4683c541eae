/**
 * Avatar: an uploaded image, or generated initials on a colour picked deterministically from the name.
 * Fixed pixel sizes so nothing shifts while images load. Decorative by default (the name is usually
 * next to it); pass `alt` when it stands alone.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { theme } from '../styles/theme';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export const AVATAR_PX: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 56, xl: 80 };

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** Accessible name when the avatar is not next to the visible name. */
  alt?: string;
  /** 'eager' above the fold (a profile's own picture, the first cards of a list); lazy elsewhere. */
  loading?: 'lazy' | 'eager';
}

/** Latin names: first letters of the first and last words ("Chan Tai Man" → "CM"); CJK: the first character ("陳大文" → "陳"). */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  const words = trimmed.split(/\s+/);
  const first = Array.from(words[0])[0] ?? '?';
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(first)) return first;
  const last = words.length > 1 ? Array.from(words[words.length - 1])[0] : '';
  return (first + (last ?? '')).toUpperCase();
}

/** Stable 32-bit FNV-1a hash → palette index, so a name always gets the same colour on server and client. */
export function avatarColor(name: string): string {
  let h = 0x811c9dc5;
  for (const ch of name.trim().toLowerCase()) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return theme.avatarPalette[h % theme.avatarPalette.length];
}

export function Avatar({ name, src, size = 'md', alt, loading = 'lazy' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const px = AVATAR_PX[size];
  const box = css`
    width: ${px}px;
    height: ${px}px;
    flex-shrink: 0;
    border-radius: 50%;
    overflow: hidden;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    vertical-align: middle;
  `;
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={alt ?? ''}
        width={px}
        height={px}
        loading={loading}
        decoding="async"
        onError={() => setFailed(true)}
        css={[
          box,
          css`
            object-fit: cover;
            background: ${theme.color.neutralSoft};
          `,
        ]}
      />
    );
  }
  const a11y = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true as const };
  return (
    <span
      {...a11y}
      // The colour is per name: inline, so a list of pros shares one CSS rule instead of one per colour.
      style={{ background: avatarColor(name) }}
      css={[
        box,
        css`
          color: #fff;
          font-weight: ${theme.font.weight.bold};
          font-size: ${Math.round(px * 0.42)}px;
          line-height: 1;
          letter-spacing: 0;
          -webkit-user-select: none;
          user-select: none;
        `,
      ]}
    >
      {initialsOf(name)}
    </span>
  );
}
