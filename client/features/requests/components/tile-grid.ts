/** The request form's grids of square picks (preferred days, photos): a bare list of equal columns. */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';
import { bareList } from '@client/styles/layout';

/** `phone` equal columns, `fromSm` from the sm breakpoint, space[2] apart. */
export const tileGrid = (phone: number, fromSm: number) => css`
  ${bareList};
  display: grid;
  grid-template-columns: repeat(${phone}, 1fr);
  gap: ${theme.space[2]};
  ${theme.breakpoint.sm} {
    grid-template-columns: repeat(${fromSm}, 1fr);
  }
`;
