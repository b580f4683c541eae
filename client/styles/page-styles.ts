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
