/**
 * Sheet: a bottom sheet on phones and a centred dialog from 640 px, on the native <dialog> like
 * modal.tsx (focus trap, Esc, inert background from the browser). Tapping the backdrop closes it.
 * The footer stays in the thumb zone while the body scrolls.
 */
import { css, keyframes } from '@emotion/react';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { theme } from '../styles/theme';
import { rowTop, secondarySmall } from '../styles/layout';
import { Icon } from './icon';

export interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Accessible name of the close button, e.g. t('common|close'). */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Optional line under the title. */
  description?: string;
  /** Desktop width. */
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: '440px', md: '560px', lg: '720px' } as const;

export function Sheet({ open, title, onClose, closeLabel, children, footer, description, size = 'md' }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d || typeof d.showModal !== 'function') return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) onClose();
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={onBackdrop}
      css={[
        dialogStyles,
        css`
          ${theme.breakpoint.sm} {
            width: min(92vw, ${widths[size]});
          }
        `,
      ]}
    >
      {open ? (
        <div css={innerStyles}>
          <header css={headerStyles}>
            <span aria-hidden="true" css={grabberStyles} />
            <div
              css={css`
                flex: 1;
                min-width: 0;
              `}
            >
              <h2
                id={titleId}
                css={css`
                  font-size: ${theme.font.size.lg};
                  margin: 0;
                `}
              >
                {title}
              </h2>
              {description ? (
                <p
                  id={descriptionId}
                  css={css`
                    margin: ${theme.space[1]} 0 0;
                    ${secondarySmall};
                  `}
                >
                  {description}
                </p>
              ) : null}
            </div>
            <button type="button" aria-label={closeLabel} onClick={onClose} css={closeStyles}>
              <Icon name="close" size={20} />
            </button>
          </header>
          <div css={bodyStyles}>{children}</div>
          {footer ? <footer css={footerStyles}>{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}

const slideUp = keyframes`from { transform: translateY(100%); } to { transform: none; }`;
const fadeIn = keyframes`from { opacity: 0; transform: scale(0.98); } to { opacity: 1; transform: none; }`;

const dialogStyles = css`
  border: 0;
  padding: 0;
  color: ${theme.color.text};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.overlay};
  /* Phones: pinned to the bottom, full width. */
  width: 100%;
  max-width: 100%;
  max-height: 90dvh;
  margin: auto 0 0;
  border-radius: ${theme.radius.card} ${theme.radius.card} 0 0;
  &::backdrop {
    background: ${theme.color.backdrop};
  }
  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${slideUp} ${theme.motion.base} ease-out;
  }
  ${theme.breakpoint.sm} {
    margin: auto;
    max-height: 85dvh;
    border-radius: ${theme.radius.card};
    &[open] {
      animation-name: ${fadeIn};
    }
  }
  ${theme.motion.reduce} {
    &[open] {
      animation: none;
    }
  }
`;

const innerStyles = css`
  display: flex;
  flex-direction: column;
  min-height: 0;
  flex: 1;
`;

const headerStyles = css`
  position: relative;
  ${rowTop(3)};
  padding: ${theme.space[6]} ${theme.space[4]} ${theme.space[3]} ${theme.space[4]};
  ${theme.breakpoint.sm} {
    padding: ${theme.space[6]} ${theme.space[6]} ${theme.space[3]};
  }
`;

const grabberStyles = css`
  position: absolute;
  top: ${theme.space[2]};
  left: 50%;
  transform: translateX(-50%);
  width: 36px;
  height: 4px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.borderStrong};
  ${theme.breakpoint.sm} {
    display: none;
  }
`;

const closeStyles = css`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  margin: -${theme.space[2]} -${theme.space[2]} 0 0;
  border: 0;
  border-radius: ${theme.radius.control};
  background: none;
  color: ${theme.color.textSecondary};
  cursor: pointer;
  &:hover {
    background: ${theme.color.neutralSoft};
    color: ${theme.color.text};
  }
`;

const bodyStyles = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 ${theme.space[4]} ${theme.space[4]};
  ${theme.breakpoint.sm} {
    padding: 0 ${theme.space[6]} ${theme.space[6]};
  }
`;

const footerStyles = css`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]} calc(${theme.space[3]} + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${theme.color.border};
  & > * {
    width: 100%;
  }
  ${theme.breakpoint.sm} {
    flex-direction: row;
    justify-content: flex-end;
    padding: ${theme.space[4]} ${theme.space[6]};
    & > * {
      width: auto;
    }
  }
`;
