/**
 * The layout every subject panel shares: a column of facts (a two-column list), context, then the decision or what
 * was decided. One place so the panels stay alike when one of them changes.
 */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';

export const panelStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

/** Labels left, values right; values wrap anywhere (e-mails, device ids) and keep their digits aligned. */
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
    min-width: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const mutedStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/** Secondary text inside a line (a username, a date). */
export const mutedInline = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.xs};
`;

/** Text a user wrote, shown with its line breaks. */
export const preStyles = css`
  margin: ${theme.space[1]} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${theme.font.size.sm};
`;

/** A list without bullets or indent, its items in a column (a thread, notes, history). */
export const stackListStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
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
