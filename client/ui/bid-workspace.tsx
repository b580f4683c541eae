/**
 * The frame both sides see around one bid (the pro's lead, the customer's quote): the link back, the bid's column
 * (request or quote, what can be done) and its chat beside it from the md breakpoint; the chat keeps its place
 * with a placeholder while the bid loads. Pages fill it with the features' parts.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme';
import { stack } from '../styles/layout';
import { ButtonLink } from './button';
import { EmptyState } from './empty-state';
import { BackLink } from './page-shell';
import { Skeleton } from './skeleton';

export interface BidWorkspaceProps {
  back: { to: string; label: ReactNode };
  /** The bid's column (usually a BidWorkspaceColumn, or a placeholder while loading). */
  children: ReactNode;
  /** The chat; `null` while the bid loads shows a placeholder of its height. */
  chat: ReactNode | null;
  /** 'wide': the bid's column a little wider than the chat (the pro reads a whole request); 'even' by default. */
  columns?: 'even' | 'wide';
}

export function BidWorkspace({ back, children, chat, columns = 'even' }: BidWorkspaceProps) {
  return (
    <div css={stack(4)}>
      <BackLink to={back.to}>{back.label}</BackLink>
      <div css={[layout, columns === 'wide' ? wideColumns : evenColumns]}>
        {children}
        {chat ?? <Skeleton height={420} />}
      </div>
    </div>
  );
}

/** The bid's blocks one under another, allowed to shrink beside the chat. */
export function BidWorkspaceColumn({ children }: { children: ReactNode }) {
  return <div css={columnStyles}>{children}</div>;
}

/** The page when the bid or request cannot be shown: what happened and a button back. */
export function WorkspaceNotFound({ title, body, back }: { title: string; body: string; back: { to: string; label: string } }) {
  return <EmptyState title={title} body={body} action={<ButtonLink to={back.to}>{back.label}</ButtonLink>} />;
}

const layout = css`
  display: grid;
  gap: ${theme.space[4]};
  align-items: start;
`;

const evenColumns = css`
  ${theme.breakpoint.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const wideColumns = css`
  ${theme.breakpoint.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
`;

const columnStyles = css`
  ${stack(4)};
  min-width: 0;
`;
