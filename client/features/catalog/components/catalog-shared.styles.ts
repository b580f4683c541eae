/**
 * Styles shared by the catalogue's public pages: a scrolling data table on a card (price tables, near-me local
 * figures) and link pills (district links, near-me neighbours).
 */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, cluster, figureTable, pill } from '@client/styles/layout';

export const tableWrapStyles = css`
  overflow-x: auto;
  ${cardSurface};
`;
export const tableStyles = css`
  ${figureTable(theme.space[3])};
  th,
  td {
    vertical-align: top;
  }
  tbody tr:last-of-type th,
  tbody tr:last-of-type td {
    border-bottom: 0;
  }
  thead th {
    background: ${theme.color.background};
  }
`;
export const pillListStyles = css([bareList, cluster(2)]);
export const pillStyles = css`
  ${pill('40px', 3)};
  gap: ${theme.space[2]};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.medium};
  &:hover {
    border-color: ${theme.color.brand};
    color: ${theme.color.brandDark};
  }
`;
