/** Shared layout of the info pages (SPEC §2 info/all, info/{slug}): a readable column and the call-to-action panel. */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';

export const infoMainStyles = css`
  max-width: 880px;
`;

/** A sub-heading inside a section (h3). */
export const infoSubheadingStyles = css`
  font-size: ${theme.font.size.lg};
  margin: ${theme.space[6]} 0 ${theme.space[2]};
`;

export const infoCtaStyles = css`
  background: ${theme.color.brandSoft};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[6]};
  margin: ${theme.space[8]} 0;
  h2 {
    font-size: ${theme.font.size.xl};
    margin: 0 0 ${theme.space[2]};
  }
  p {
    margin: 0 0 ${theme.space[4]};
  }
`;

/** Lets a long button label wrap on phones (buttons do not wrap by default). */
export const wrapStyles = css`
  white-space: normal;
  text-align: left;
`;
