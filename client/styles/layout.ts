/**
 * Layout atoms every feature composes (`css={[bareList, stack(3)]}` or `css\`${stack(3)}; …\``) instead of
 * repeating the same few rules in each component. Each one sets only the rules its name promises.
 */
import { css } from '@emotion/react';
import { theme } from './theme';

type Step = keyof typeof theme.space;

/** A list without bullets or indentation (the list semantics stay for screen readers). */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Children one under another, `step` apart. */
export const stack = (step: Step) => css`
  display: grid;
  gap: ${theme.space[step]};
`;

/** Children side by side, vertically centred, `step` apart (no wrapping). */
export const row = (step: Step) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[step]};
`;

/** Inline children side by side, vertically centred, `step` apart (icon + label in a pill, badge or link). */
export const inlineRow = (step: Step) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[step]};
`;

/** Children side by side, aligned at their tops, `step` apart (an icon or avatar beside a block of text). */
export const rowTop = (step: Step) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[step]};
`;

/** Takes the free width of a flex row and may shrink below its content (long names wrap instead of overflowing). */
export const grow = css`
  min-width: 0;
  flex: 1;
`;

/** A rounded pill (chips, link pills, tags): inline, content centred on one line, small text, no underline. */
export const pill = (minHeight: string, padX: Step) => css`
  display: inline-flex;
  align-items: center;
  min-height: ${minHeight};
  padding: 0 ${theme.space[padX]};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.font.size.sm};
  text-decoration: none;
`;

/** Children side by side that wrap onto the next line, `step` apart (chips, buttons, pills). */
export const cluster = (step: Step) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[step]};
`;

/** One column on a phone, `count` equal columns from the `from` breakpoint (md unless said), `step` apart. */
export const columnsFrom = (step: Step, count: number, from: 'sm' | 'md' | 'lg' = 'md') => css`
  display: grid;
  gap: ${theme.space[step]};
  ${theme.breakpoint[from]} {
    grid-template-columns: repeat(${count}, minmax(0, 1fr));
  }
`;

/** One column on a phone, two equal columns from the md breakpoint. */
export const twoColumnsFromMd = (step: Step) => columnsFrom(step, 2);

/** A grid of `phone` equal columns that becomes `fromMd` columns from the md breakpoint, `step` apart. */
export const gridColumns = (step: Step, phone: number, fromMd: number) => css`
  display: grid;
  gap: ${theme.space[step]};
  grid-template-columns: repeat(${phone}, minmax(0, 1fr));
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(${fromMd}, minmax(0, 1fr));
  }
`;

/** Secondary small text (captions, dates, counts). */
export const mutedSmall = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

/** A round box `size` px wide with its content centred (step numbers, icon discs); colours are the caller's. */
export const disc = (size: number) => css`
  width: ${size}px;
  height: ${size}px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

/**
 * A full-width table of figures: small text, digits of equal width, a hairline under every cell, `cellPadding`
 * around each cell, column headings in the secondary colour and row headings medium.
 */
export const figureTable = (cellPadding: string) => css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    text-align: left;
    padding: ${cellPadding};
    border-bottom: 1px solid ${theme.color.border};
  }
  thead th {
    color: ${theme.color.textSecondary};
    font-weight: ${theme.font.weight.medium};
  }
  tbody th {
    font-weight: ${theme.font.weight.medium};
  }
`;

/** An item of a drop-down menu: a full-width plain row, button or link alike (header and chat menus). */
export const menuItem = css`
  display: block;
  width: 100%;
  text-align: left;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 0;
  background: none;
  color: ${theme.color.text};
  cursor: pointer;
  font-size: ${theme.font.size.md};
`;

/** Secondary small text in the darker grey (notes, facts, captions that must stay readable). */
export const secondarySmall = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/** The smallest secondary text (dates under a card, footnotes, table captions). */
export const captionText = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.xs};
`;

/** A white card surface with the hairline border and card radius. */
export const cardSurface = css`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
`;

/** A wrapping line of short facts, each a `<span>` of an icon and its text, in secondary small text; gap and margin are the caller's. */
export const iconFactsLine = css`
  display: flex;
  flex-wrap: wrap;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
`;

/** Text cut after `lines` lines with an ellipsis. */
export const clampLines = (lines: number) => css`
  display: -webkit-box;
  -webkit-line-clamp: ${lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** A time at the end of a title row: extra-small, muted, never shrunk. */
export const timeAside = css`
  flex-shrink: 0;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
`;

/** A list of lines each led by a small icon (checks, how-it-works points): the icon keeps its size, in brand colour, `iconTop` down to sit on the first line. */
export const iconBulletList = (step: Step, iconTop: string) => css`
  ${bareList};
  ${stack(step)};
  li {
    display: flex;
    gap: ${theme.space[2]};
  }
  svg {
    flex-shrink: 0;
    margin-top: ${iconTop};
    color: ${theme.color.brand};
  }
`;

/** Space under a block, `step` high (a list or note before what follows it). */
export const spaceBelow = (step: Step) => css`
  margin-bottom: ${theme.space[step]};
`;

/** Children at both ends of a line (a title and its action), vertically centred, `step` apart; `wrap` lets them wrap. */
export const spread = (step: Step, wrap = false) => css`
  display: flex;
  ${wrap ? 'flex-wrap: wrap;' : ''}
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[step]};
`;
