/**
 * Category page layout: price guide first, the questionnaire preview beside it (sticky on wide screens),
 * then everything else. Phones get one column in reading order; desktop two columns.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@client/styles/theme';
import { cardSurface } from '@client/styles/layout';

export function CategoryLayout({ top, aside, children }: { top: ReactNode; aside: ReactNode; children: ReactNode }) {
  return (
    <div css={gridStyles}>
      <div
        css={css`
          grid-area: top;
          min-width: 0;
        `}
      >
        {top}
      </div>
      <aside
        css={css`
          grid-area: aside;
          min-width: 0;
          ${theme.breakpoint.md} {
            position: sticky;
            top: 84px;
            align-self: start;
            margin-top: ${theme.space[8]};
          }
        `}
      >
        {aside}
      </aside>
      <div
        css={css`
          grid-area: rest;
          min-width: 0;
        `}
      >
        {children}
      </div>
    </div>
  );
}

const gridStyles = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'top' 'aside' 'rest';
  ${theme.breakpoint.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    column-gap: ${theme.space[8]};
    grid-template-areas: 'top aside' 'rest aside';
  }
`;

/** A white panel for the aside. */
export function AsideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      css={css`
        ${cardSurface};
        padding: ${theme.space[4]};
        box-shadow: ${theme.shadow.card};
      `}
    >
      <h2
        css={css`
          font-size: ${theme.font.size.lg};
        `}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
