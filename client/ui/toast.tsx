/**
 * Toasts: <ToastProvider> once near the root, then `const toast = useToast(); toast.show(t('…'))`.
 * One polite live region (role status); toasts dismiss themselves (paused while hovered or focused).
 * SSR-safe: nothing renders on the server or before hydration, so markup always matches.
 */
import { css, keyframes } from '@emotion/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { theme } from '../styles/theme';
import { Icon } from './icon';
import type { IconName } from './icon-names';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it disappears; 0 keeps it until dismissed. Default 5000 (8000 for errors). */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

interface ToastEntry extends Required<Pick<ToastOptions, 'tone' | 'duration'>> {
  id: number;
  message: string;
  action?: ToastOptions['action'];
}

export interface ToastApi {
  show: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of the close button on each toast, e.g. t('common|close'). */
  dismissLabel: string;
  /** Accessible name of the notification region, e.g. t('common|notifications'). */
  regionLabel: string;
  /** At most this many toasts at once; older ones are dropped. */
  max?: number;
}

export function ToastProvider({ children, dismissLabel, regionLabel, max = 3 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [mounted, setMounted] = useState(false);
  const nextId = useRef(1);
  useEffect(() => setMounted(true), []);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      const tone = options.tone ?? 'info';
      const duration = options.duration ?? (tone === 'error' ? 8000 : 5000);
      setToasts((list) => [...list, { id, message, tone, duration, action: options.action }].slice(-max));
      return id;
    },
    [max],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {mounted
        ? createPortal(
            <section aria-label={regionLabel} css={regionStyles}>
              <ol role="status" aria-live="polite" aria-relevant="additions text" css={listStyles}>
                {toasts.map((t) => (
                  <ToastItem key={t.id} toast={t} dismissLabel={dismissLabel} onDismiss={dismiss} />
                ))}
              </ol>
            </section>,
            document.body,
          )
        : null}
    </ToastContext.Provider>
  );
}

const icons: Record<ToastTone, IconName> = { info: 'info', success: 'check-circle', error: 'error-octagon' };

function ToastItem({ toast, dismissLabel, onDismiss }: { toast: ToastEntry; dismissLabel: string; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  useEffect(() => {
    if (toast.duration <= 0 || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.duration, toast.id, onDismiss]);
  return (
    <li
      css={[itemStyles, toneStyles[toast.tone]]}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <Icon
        name={icons[toast.tone]}
        size={20}
        css={css`
          margin-top: 3px;
        `}
      />
      <p
        css={css`
          flex: 1;
          margin: 0;
          min-width: 0;
          overflow-wrap: anywhere;
          padding: ${theme.space[1]} 0;
        `}
      >
        {toast.message}
      </p>
      {toast.action ? (
        <button
          type="button"
          css={actionStyles}
          onClick={() => {
            toast.action?.onClick();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" aria-label={dismissLabel} css={closeStyles} onClick={() => onDismiss(toast.id)}>
        <Icon name="close" size={18} />
      </button>
    </li>
  );
}

const enter = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

const regionStyles = css`
  position: fixed;
  z-index: ${theme.zIndex.toast};
  pointer-events: none;
  left: ${theme.space[4]};
  right: ${theme.space[4]};
  bottom: calc(${theme.space[4]} + env(safe-area-inset-bottom, 0px));
  ${theme.breakpoint.sm} {
    left: auto;
    width: 380px;
    right: ${theme.space[6]};
    bottom: ${theme.space[6]};
  }
`;

const listStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const itemStyles = css`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radius.card};
  box-shadow: ${theme.shadow.overlay};
  background: ${theme.color.text};
  color: #fff;
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.body};
  animation: ${enter} ${theme.motion.base} ease-out;
  ${theme.motion.reduce} {
    animation: none;
  }
`;

const toneStyles: Record<ToastTone, ReturnType<typeof css>> = {
  info: css``,
  success: css`
    & > svg:first-of-type {
      color: #86efac;
    }
  `,
  error: css`
    background: ${theme.color.dangerDark};
    & > svg:first-of-type {
      color: #fecaca;
    }
  `,
};

const actionStyles = css`
  flex-shrink: 0;
  min-height: 36px;
  padding: 0 ${theme.space[2]};
  margin: -2px 0;
  background: none;
  border: 0;
  border-radius: ${theme.radius.control};
  cursor: pointer;
  color: #fff;
  font-weight: ${theme.font.weight.bold};
  text-decoration: underline;
  text-underline-offset: 2px;
  &:focus-visible {
    outline-color: #fff;
  }
`;

const closeStyles = css`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  margin: -2px 0;
  background: none;
  border: 0;
  border-radius: ${theme.radius.control};
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &:focus-visible {
    outline-color: #fff;
  }
`;
