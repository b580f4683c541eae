/** A page's h1 with its intro paragraph right under it (one block of the page column). */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme';
import { pageTitleStyles } from '../styles/page-styles';

export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h1 css={pageTitleStyles}>{title}</h1>
      <p css={introStyles}>{children}</p>
    </div>
  );
}

const introStyles = css`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.color.textSecondary};
`;
