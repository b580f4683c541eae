/** The dashboard page column and its title, shared by the pages that lay out their blocks one under another. */
import { css } from '@emotion/react';
import { theme } from './theme';

/** Blocks one under another, space[4] apart, at most 760 px wide. */
export const pageColumnStyles = css`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 760px;
`;

/** The page's h1. */
export const pageTitleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.xxl};
`;

/** A side menu of links (settings sections, service-editor steps): one card, rows divided by a hairline. */
export const menuListStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  overflow: hidden;
  li + li {
    border-top: 1px solid ${theme.color.border};
  }
`;

/** A row of a side menu: icon, label, state; the current page is marked by aria-current. */
export const menuItemStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: 56px;
  padding: ${theme.space[2]} ${theme.space[3]};
  color: ${theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${theme.color.neutralSoft};
  }
  &[aria-current='page'] {
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandDark};
    font-weight: ${theme.font.weight.bold};
    box-shadow: inset 3px 0 0 ${theme.color.brand};
  }
`;

/** The label column of a menu row (a title over a smaller line). */
export const menuLabelStyles = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

/** A card's title link that makes the whole card clickable (the card is `position: relative`). */
export const stretchedLinkStyles = css`
  color: ${theme.color.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    color: ${theme.color.brandDark};
  }
`;
