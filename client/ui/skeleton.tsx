/**
 * Skeleton placeholders (DESIGN.md: skeletons instead of spinners). Decorative: mark the loading
 * region with aria-busy and give it a visually hidden "Loading…" text from the caller.
 */
import { css, keyframes } from '@emotion/react';
import { theme } from '../styles/theme';

type Length = number | string;
const len = (v: Length) => (typeof v === 'number' ? `${v}px` : v);

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

const base = css`
  display: block;
  flex-shrink: 0;
  background: linear-gradient(90deg, ${theme.color.skeleton} 25%, ${theme.color.skeletonHighlight} 50%, ${theme.color.skeleton} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  ${theme.motion.reduce} {
    animation: none;
    background: ${theme.color.skeleton};
  }
`;

export interface SkeletonProps {
  variant?: 'block' | 'line' | 'circle';
  /** Width (px number or CSS length). Lines default to 100%, circles to 40 px. */
  width?: Length;
  /** Height (blocks); circles use `width` for both. */
  height?: Length;
}

export function Skeleton({ variant = 'block', width, height }: SkeletonProps) {
  const shape =
    variant === 'circle'
      ? css`
          width: ${len(width ?? 40)};
          height: ${len(width ?? 40)};
          border-radius: 50%;
        `
      : variant === 'line'
        ? css`
            width: ${len(width ?? '100%')};
            height: 0.9em;
            margin: 0.38em 0;
            border-radius: 4px;
          `
        : css`
            width: ${len(width ?? '100%')};
            height: ${len(height ?? 96)};
            border-radius: ${theme.radius.card};
          `;
  return <span aria-hidden="true" css={[base, shape]} />;
}

/** A paragraph of lines, the last one shorter. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span
      aria-hidden="true"
      css={css`
        display: block;
      `}
    >
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} variant="line" width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
