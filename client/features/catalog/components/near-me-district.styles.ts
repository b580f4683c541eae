/** Styles of the local blocks of a category × district page (near-me-district.tsx). */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';
import { bareList, captionText, cardSurface, columnsFrom, rowTop, secondarySmall } from '@client/styles/layout';

export { pillListStyles, pillStyles, tableStyles, tableWrapStyles } from './catalog-shared.styles';

export const factsStyles = css`
  list-style: none;
  margin: ${theme.space[6]} 0 0;
  padding: ${theme.space[4]};
  display: grid;
  gap: ${theme.space[2]};
  ${cardSurface};
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    padding-left: ${theme.space[4]};
    position: relative;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.6em;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${theme.color.brand};
  }
`;
export const noteStyles = css`
  ${secondarySmall};
  margin: ${theme.space[3]} 0;
`;
export const subtleStyles = css`
  ${captionText};
  font-weight: ${theme.font.weight.regular};
`;
export const gridStyles = css([bareList, columnsFrom(3, 2)]);
export const cardStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
  height: 100%;
`;
export const rowStyles = rowTop(3);
export const nameStyles = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[1]};
  a {
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.color.brandDark};
    text-decoration: underline;
  }
`;
export const metaStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[2]};
  ${secondarySmall};
`;
export const statStyles = css`
  list-style: none;
  margin: ${theme.space[3]} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[4]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.neutralText};
  svg {
    color: ${theme.color.star};
    vertical-align: -2px;
  }
`;
