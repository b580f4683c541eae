/** The layout the fraud and referral hold panels share: facts as a two-column list, then the decision. */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';

export const panelStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

export const factsStyles = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.font.size.sm};
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const mutedStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

export const decisionStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  border-top: 1px solid ${theme.color.border};
  padding-top: ${theme.space[3]};
`;

export const buttonsStyles = css`
  display: flex;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;

export const signalsStyles = css`
  display: flex;
  gap: ${theme.space[1]};
  flex-wrap: wrap;
`;
