/** Styles the auto-quote cards share. */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';

/** The title at the top of a card (budget, recent runs). */
export const cardHeading = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.size.lg};
`;
