/**
 * A yes/no confirmation before a destructive action (delete a photo, remove a logo, delete a template…): an
 * alertdialog with Cancel and a danger button that shows progress while the action runs.
 */
import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** 'danger' (default) for what cannot be undone; 'primary' for a step forward that still deserves a second look. */
  confirmVariant?: Extract<ButtonVariant, 'danger' | 'primary'>;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div
        css={css`
          p {
            margin: 0;
          }
        `}
      >
        {children}
      </div>
    </Modal>
  );
}

export interface ConfirmState<T> {
  /** What awaits confirmation; null while the dialog is closed. */
  subject: T | null;
  /** Opens the dialog for `subject` (`true` for a lone action). */
  ask: (subject: T) => void;
  /** Spread onto ConfirmDialog: open while a subject waits, busy while the action runs. */
  dialog: Pick<ConfirmDialogProps, 'open' | 'busy' | 'onConfirm' | 'onCancel'>;
}

/**
 * "Confirm, then act": holds what awaits confirmation (the item to delete, or `true` for a lone action) and runs
 * `act` on it when confirmed. The dialog shows progress while `act` runs and closes when it ends; when it throws, the
 * dialog stays open for another try (the action shows its own error).
 */
export function useConfirm<T = true>(act: (subject: T) => unknown): ConfirmState<T> {
  const [subject, setSubject] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setSubject(null);

  async function confirm(current: T) {
    setBusy(true);
    try {
      await act(current);
      close();
    } catch {
      // The action reported its failure; the dialog stays so the user can try again or cancel.
    } finally {
      setBusy(false);
    }
  }

  return {
    subject,
    ask: setSubject,
    dialog: {
      open: subject !== null,
      busy,
      onCancel: close,
      onConfirm: () => {
        if (subject !== null) void confirm(subject);
      },
    },
  };
}
