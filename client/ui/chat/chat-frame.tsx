/**
 * The frame of a chat, the same for a bid's chat and a shop's: a card (or, inside a sheet, a bare column) with a header
 * (the other person's avatar and name, a line under it, actions), the messages in a scrolling list that says when they
 * load, fail, have older ones or none yet, and at the bottom the composer or why one cannot write.
 */
import { css } from '@emotion/react';
import type { ReactNode, Ref } from 'react';
import { Avatar } from '../avatar';
import { Button } from '../button';
import { Skeleton } from '../skeleton';
import { theme } from '../../styles/theme';

export interface ChatFrameProps {
  /** The heading ("Chat with …"); with `bare` it is the section's label instead (the sheet around it shows it). */
  title: string;
  titleId: string;
  /** Whose avatar the header shows. */
  name: string;
  /** A line under the title (what the chat is about). */
  subtitle?: ReactNode;
  /** After the title: buttons and a menu. */
  actions?: ReactNode;
  /** Inside a sheet: no card and no header of its own, and it fills the sheet's height. */
  bare?: boolean;
  /** Only as tall as its content (nothing to read and nothing to write). */
  compact?: boolean;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

export function ChatFrame({ title, titleId, name, subtitle, actions, bare, compact, ref, children }: ChatFrameProps) {
  return (
    <section
      ref={ref}
      aria-labelledby={bare ? undefined : titleId}
      aria-label={bare ? title : undefined}
      css={[panelStyles, bare ? bareStyles : cardStyles, compact && compactStyles]}
    >
      {bare ? null : (
        <header css={headerStyles}>
          <Avatar name={name} size="sm" />
          <div css={headTextStyles}>
            <h2 id={titleId} css={titleStyles}>
              {title}
            </h2>
            {subtitle ? <p css={subtitleStyles}>{subtitle}</p> : null}
          </div>
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}

export interface ChatMessageListProps {
  /** The list's accessible name ("Messages"). */
  label: string;
  ref?: Ref<HTMLOListElement>;
  /** The first page is loading: grey bubbles. */
  loading?: boolean;
  /** The messages could not be read: the words and a retry button. */
  failed?: { text: string; retryLabel: string; onRetry: () => void } | null;
  /** Older messages can be loaded: a button at the top. */
  older?: { label: string; loading: boolean; onLoad: () => void } | null;
  /** Shown when loaded and there is nothing yet. */
  empty?: ReactNode;
  /** The bubbles (ChatBubble) and whatever else the thread holds, oldest first. */
  children?: ReactNode;
}

/** The messages, oldest first, announced as they arrive. */
export function ChatMessageList({ label, ref, loading, failed, older, empty, children }: ChatMessageListProps) {
  return (
    <ol ref={ref} css={listStyles} aria-live="polite" aria-label={label}>
      {loading ? (
        <li css={skeletonStyles} aria-hidden="true">
          <Skeleton height={40} width="60%" />
          <Skeleton height={40} width="50%" />
        </li>
      ) : null}
      {failed ? (
        <li css={emptyStyles} role="alert">
          {failed.text}{' '}
          <Button size="sm" variant="ghost" onClick={failed.onRetry}>
            {failed.retryLabel}
          </Button>
        </li>
      ) : null}
      {older ? (
        <li css={centerStyles}>
          <Button size="sm" variant="ghost" loading={older.loading} onClick={older.onLoad}>
            {older.label}
          </Button>
        </li>
      ) : null}
      {empty ? <li css={emptyStyles}>{empty}</li> : null}
      {children}
    </ol>
  );
}

/** In place of the composer: why one cannot write here, and what may be done about it. */
export function ChatClosedNote({ children }: { children: ReactNode }) {
  return (
    <p css={closedStyles} role="status">
      {children}
    </p>
  );
}

const panelStyles = css`
  display: flex;
  flex-direction: column;
  background: ${theme.color.surface};
  overflow: hidden;
`;

const cardStyles = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  box-shadow: ${theme.shadow.card};
  height: min(72vh, 620px);
  min-height: 420px;
`;

/** Fills the sheet edge to edge (the sheet's body pads its content; the chat cancels that). */
const bareStyles = css`
  height: min(70dvh, 600px);
  margin: 0 -${theme.space[4]} -${theme.space[4]};
  border-top: 1px solid ${theme.color.border};
  ${theme.breakpoint.sm} {
    margin: 0 -${theme.space[6]} -${theme.space[6]};
  }
`;

const compactStyles = css`
  height: auto;
  min-height: 0;
  ol {
    min-height: 120px;
  }
`;

const headerStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-bottom: 1px solid ${theme.color.border};
`;

const headTextStyles = css`
  flex: 1;
  min-width: 0;
`;

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.md};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const subtitleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textSecondary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const listStyles = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: ${theme.space[3]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  background: ${theme.color.background};
  overscroll-behavior: contain;
`;

const skeletonStyles = css`
  display: grid;
  gap: ${theme.space[2]};
`;

const centerStyles = css`
  text-align: center;
`;

const emptyStyles = css`
  margin: auto;
  text-align: center;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  line-height: 1.7;
  max-width: 300px;
`;

const closedStyles = css`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  text-align: center;
`;
