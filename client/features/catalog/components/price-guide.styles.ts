/** Styles shared by the cost-guide parts of price/{slug}: data tables, panels and small notes. */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';
import { captionText, cardSurface, figureTable, secondarySmall } from '@client/styles/layout';

export const panelStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
`;

/** A scrollable frame so wide tables never widen the page on a 390 px phone. */
export const tableFrameStyles = css`
  overflow-x: auto;
  ${cardSurface};
`;

export const dataTableStyles = css`
  ${figureTable(`${theme.space[2]} ${theme.space[3]}`)};
  caption {
    text-align: left;
    padding: ${theme.space[3]};
    ${captionText};
    caption-side: bottom;
  }
  th,
  td {
    vertical-align: top;
  }
  thead th {
    background: ${theme.color.background};
    white-space: nowrap;
  }
  td.num,
  th.num {
    text-align: right;
    white-space: nowrap;
  }
`;

/** A row nested under its job type (a property type of that job). */
export const subRowStyles = css`
  th {
    padding-left: ${theme.space[6]};
    font-weight: ${theme.font.weight.regular};
    color: ${theme.color.textSecondary};
  }
`;

export const mutedStyles = css`
  color: ${theme.color.textSecondary};
`;

export const noteStyles = css`
  ${secondarySmall};
  margin: ${theme.space[3]} 0 0;
`;
