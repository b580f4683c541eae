/**
 * The console's table: a header row and one row per item, compact, with a horizontal scroll on narrow screens.
 * Every list of the console (queues, users, promotions, pages, the audit log) is one of these.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@client/styles/theme';

export interface OpsColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** CSS width of the column (e.g. '120px', '40%'). */
  width?: string;
  align?: 'left' | 'right';
}

export interface OpsTableProps<T> {
  /** The table's accessible name. */
  caption: string;
  columns: OpsColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** A row needing attention (overdue) gets a red edge. */
  flagged?: (row: T) => boolean;
}

export function OpsTable<T>({ caption, columns, rows, rowKey, empty, flagged }: OpsTableProps<T>) {
  if (!rows.length) return <p css={emptyStyles}>{empty}</p>;
  return (
    <div css={scrollStyles}>
      <table css={tableStyles}>
        <caption css={captionStyles}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" style={{ width: c.width, textAlign: c.align ?? 'left' }}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} css={flagged?.(r) ? flaggedStyles : undefined}>
              {columns.map((c) => (
                <td key={c.key} style={{ textAlign: c.align ?? 'left' }}>
                  {c.render(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const scrollStyles = css`
  overflow-x: auto;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
`;

const tableStyles = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  th,
  td {
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: top;
  }
  th {
    background: ${theme.color.neutralSoft};
    color: ${theme.color.neutralText};
    font-weight: ${theme.font.weight.medium};
    font-size: ${theme.font.size.xs};
    white-space: nowrap;
  }
  tbody tr:last-of-type td {
    border-bottom: 0;
  }
  tbody tr:hover {
    background: ${theme.color.background};
  }
  td a {
    font-weight: ${theme.font.weight.medium};
  }
`;

const flaggedStyles = css`
  box-shadow: inset 3px 0 0 ${theme.color.danger};
`;

const captionStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const emptyStyles = css`
  margin: 0;
  padding: ${theme.space[6]};
  text-align: center;
  color: ${theme.color.textSecondary};
  background: ${theme.color.surface};
  border: 1px dashed ${theme.color.borderStrong};
  border-radius: ${theme.radius.card};
`;

/** Small muted text under a cell's main line. */
export const cellNote = css`
  display: block;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.xs};
`;
