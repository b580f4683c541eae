/**
 * A card in a list whose title link covers the whole card (one tap target): the card takes the brand border on
 * hover and the focus ring while its link has focus. Give the card element `linkCardStyles` (plus its own layout)
 * and put a `CardCoverLink` in its title.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from './link';
import { theme } from '../styles/theme';
import { cardSurface } from '../styles/layout';

/** The card: positioned for the covering link, card surface, hover border and focus ring. */
export const linkCardStyles = css`
  position: relative;
  ${cardSurface};
  &:hover {
    border-color: ${theme.color.brand};
  }
  &:focus-within {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The title link, stretched over the card; the card shows its focus instead of the link. */
export function CardCoverLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} css={coverLinkStyles}>
      {children}
    </Link>
  );
}

const coverLinkStyles = css`
  color: ${theme.color.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.card};
  }
  &:focus-visible {
    outline: none;
  }
`;
