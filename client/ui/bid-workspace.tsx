/**
 * The frame both sides see around one bid (the pro's lead, the customer's quote): the link back, the bid's column
 * (request or quote, what can be done) and its chat beside it from the md breakpoint; the chat keeps its place
 * with a placeholder while the bid loads. Pages fill it with the features' parts.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme';
import { cluster, stack } from '../styles/layout';
import { Button, ButtonLink, type ButtonVariant } from './button';
import { EmptyState } from './empty-state';
import { Icon, type IconName } from './icon';
import { Modal } from './modal';
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

/** The row of moves on a bid or request, a labelled group of buttons that wraps; dialogs it opens may sit inside. */
export function WorkspaceActions({ label, spaceAbove, children }: { label: string; spaceAbove: 2 | 4; children: ReactNode }) {
  return (
    <div
      css={[
        cluster(2),
        css`
          margin-top: ${theme.space[spaceAbove]};
        `,
      ]}
      role="group"
      aria-label={label}
    >
      {children}
    </div>
  );
}

/** A small secondary button of a WorkspaceActions row: its icon, then its label. */
export function WorkspaceAction({
  icon,
  label,
  onClick,
  busy = false,
  variant = 'secondary',
}: {
  icon: IconName;
  label: string;
  onClick: () => void;
  busy?: boolean;
  variant?: 'secondary' | 'ghost';
}) {
  return (
    <Button variant={variant} size="sm" onClick={onClick} loading={busy}>
      <Icon name={icon} size={16} />
      {label}
    </Button>
  );
}

export interface ConfirmMoveProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence. */
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant: ButtonVariant;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** More to choose before confirming (a reason). */
  children?: ReactNode;
}

/** The question before a move on a bid or request (pass, complete, close, archive): Cancel or confirm. */
export function ConfirmMove({
  open,
  title,
  body,
  cancelLabel,
  confirmLabel,
  confirmVariant,
  busy,
  onConfirm,
  onClose,
  children,
}: ConfirmMoveProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p
        css={css`
          margin: 0;
        `}
      >
        {body}
      </p>
      {children}
    </Modal>
  );
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
