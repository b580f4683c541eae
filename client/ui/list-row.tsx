/**
 * The rows of a list on one card (notifications, ledger, purchases, inbox, receipts): a card-surfaced `<ul>` whose
 * items are divided by a hairline, and a row of leading icon, main text and trailing figures. A `css` prop given to
 * these is applied after their own styles, so it wins.
 */
import { css } from '@emotion/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from './link';
import { Skeleton } from './skeleton';
import { theme } from '../styles/theme';
import { bareList, cardSurface, grow, row, stack } from '../styles/layout';

/** The list: one card, items divided by a hairline. */
export function RowList(props: ComponentPropsWithRef<'ul'>) {
  return <ul css={[bareList, cardSurface, dividedItems]} {...props} />;
}

export interface ListRowProps {
  /** Where the row leads: the item holds a link that is the row. Without it the item itself is the row. */
  to?: string | null;
  /** Called when the row's link is followed. */
  onClick?: () => void;
  /** 'center' (default) centres icon, text and figures vertically; 'start' aligns them to the top. */
  align?: 'center' | 'start';
  /** Test id of the row element (the link, or the item when there is no link). */
  testId?: string;
  /** Extra attributes of the `<li>` (a data flag, an aria label). */
  itemProps?: ComponentPropsWithRef<'li'>;
  /** Classes of the row element (a `css` prop lands here). */
  className?: string;
  children: ReactNode;
}

/** A row: the whole row is a link when `to` is given. Put a RowIcon, a RowMain and a RowAside in it. */
export function ListRow({ to, onClick, align = 'center', testId, itemProps, className, children }: ListRowProps) {
  const styles = [rowStyles, align === 'start' && startStyles];
  if (to) {
    return (
      <li {...itemProps}>
        <Link to={to} css={[styles, linkRowStyles]} className={className} onClick={onClick} data-testid={testId}>
          {children}
        </Link>
      </li>
    );
  }
  return (
    <li {...itemProps} css={styles} className={className} data-testid={testId}>
      {children}
    </li>
  );
}

export type RowIconTone = 'neutral' | 'brand' | 'brandSolid' | 'success';

/** The round icon at the start of a row, in a tone (unread notifications: 'brandSolid'; credit: 'success'). */
export function RowIcon({ tone = 'neutral', children }: { tone?: RowIconTone; children: ReactNode }) {
  return <span css={[iconStyles, iconTones[tone]]}>{children}</span>;
}

/** The row's main column: takes the free width and lets long text wrap or truncate. */
export function RowMain(props: ComponentPropsWithRef<'span'>) {
  return <span css={mainStyles} {...props} />;
}

/** A line of the main column (a title) at a font weight; `truncate` keeps it on one line, cut with an ellipsis. */
export function RowTitle({
  weight,
  truncate,
  children,
}: {
  weight: keyof typeof theme.font.weight;
  truncate?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      css={[
        css`
          display: block;
          font-weight: ${theme.font.weight[weight]};
        `,
        truncate && truncateStyles,
      ]}
    >
      {children}
    </span>
  );
}

/** A small muted line (date, reference, the balance after); `truncate` keeps it on one line (a message's start). */
export function RowMeta({ truncate, ...props }: ComponentPropsWithRef<'span'> & { truncate?: boolean }) {
  return <span css={[metaStyles, truncate && truncateStyles]} {...props} />;
}

/** The figures at the end of a row, right-aligned in tabular digits. */
export function RowAside(props: ComponentPropsWithRef<'span'>) {
  return <span css={asideStyles} {...props} />;
}

/** Three grey blocks where a list's rows will be (hidden from screen readers; the caller says "Loading"). */
export function ListSkeleton({ rowHeight, gap = 2 }: { rowHeight: number; gap?: keyof typeof theme.space }) {
  return (
    <div css={stack(gap)} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={rowHeight} />
      ))}
    </div>
  );
}

const dividedItems = css`
  & > li + li {
    border-top: 1px solid ${theme.color.border};
  }
`;

const rowStyles = css`
  ${row(3)};
  padding: ${theme.space[3]} ${theme.space[4]};
`;

const startStyles = css`
  align-items: flex-start;
`;

/** The row's text keeps its colour when hovered; the row's background says it is a link. */
const linkRowStyles = css`
  color: ${theme.color.text};
  text-decoration: none;
  &:hover {
    color: ${theme.color.text};
    background: ${theme.color.background};
  }
`;

const iconStyles = css`
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const iconTones: Record<RowIconTone, ReturnType<typeof css>> = {
  neutral: css`
    background: ${theme.color.neutralSoft};
    color: ${theme.color.neutralText};
  `,
  brand: css`
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandDark};
  `,
  brandSolid: css`
    background: ${theme.color.brand};
    color: #fff;
  `,
  success: css`
    background: ${theme.color.successSoft};
    color: ${theme.color.successDark};
  `,
};

const mainStyles = grow;

const metaStyles = css`
  display: block;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
`;

const truncateStyles = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const asideStyles = css`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;
