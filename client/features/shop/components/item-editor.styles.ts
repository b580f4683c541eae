/** The item editor's shared looks: a section card per part of the form, its headings and notes. */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';
import { cardSurface, stack } from '@client/styles/layout';

export const sectionCard = css`
  ${cardSurface};
  padding: ${theme.space[4]};
  ${theme.breakpoint.md} {
    padding: ${theme.space[6]};
  }
`;

export const heading = css`
  margin: 0 0 ${theme.space[1]};
  font-size: ${theme.font.size.xl};
`;

export const subheading = css`
  margin: ${theme.space[2]} 0 ${theme.space[1]};
  font-size: ${theme.font.size.lg};
`;

export const note = css`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

export const groupError = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
`;

export const formColumn = stack(4);
