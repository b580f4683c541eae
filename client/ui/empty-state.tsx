/** A real empty state: what this place is for and the next step (never "coming soon"). */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme';

export function EmptyState({
  title,
  body,
  action,
  illustration,
  headingLevel = 2,
}: {
  title: string;
  /** 1 where the empty state is the whole page (a 404), so the page still has its one h1. */
  headingLevel?: 1 | 2;
  body: string;
  action?: ReactNode;
  illustration?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      css={css`
        text-align: center;
        padding: ${theme.space[8]} ${theme.space[4]};
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: ${theme.space[3]};
      `}
    >
      {illustration ?? (
        <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
          <circle cx="36" cy="36" r="34" fill={theme.color.brandSoft} />
          <path d="M22 40h28M26 30h20M30 50h12" stroke={theme.color.brand} strokeWidth="4" strokeLinecap="round" />
        </svg>
      )}
      <Heading
        css={css`
          font-size: ${theme.font.size.lg};
          margin: 0;
        `}
      >
        {title}
      </Heading>
      <p
        css={css`
          color: ${theme.color.textSecondary};
          max-width: 30rem;
          margin: 0;
        `}
      >
        {body}
      </p>
      {action}
    </div>
  );
}
