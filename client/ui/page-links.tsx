/** A row of links to related pages at the foot of a page, each a full touch target high. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme';

export function PageLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} css={linksStyles}>
      {children}
    </nav>
  );
}

const linksStyles = css`
  display: flex;
  gap: ${theme.space[4]};
  flex-wrap: wrap;
  a {
    min-height: ${theme.layout.touchTarget};
    display: inline-flex;
    align-items: center;
  }
`;
