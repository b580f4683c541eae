/** Modal on the native <dialog> (focus trap, Esc and inert background come from the browser). */
import { css } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { theme } from '../styles/theme';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

export function Modal({ open, title, onClose, children, footer, role = 'dialog' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} role={role} aria-labelledby={titleId} onClose={onClose} onCancel={onClose} css={dialogStyles}>
      {open ? (
        <>
          <h2
            id={titleId}
            css={css`
              font-size: ${theme.font.size.lg};
              margin-bottom: ${theme.space[3]};
            `}
          >
            {title}
          </h2>
          <div>{children}</div>
          {footer ? (
            <div
              css={css`
                display: flex;
                justify-content: flex-end;
                gap: ${theme.space[2]};
                margin-top: ${theme.space[6]};
              `}
            >
              {footer}
            </div>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}

const dialogStyles = css`
  border: 0;
  border-radius: ${theme.radius.card};
  box-shadow: ${theme.shadow.overlay};
  padding: ${theme.space[6]};
  width: min(92vw, 440px);
  color: ${theme.color.text};
  &::backdrop {
    background: rgba(17, 24, 39, 0.5);
  }
`;
