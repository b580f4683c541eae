/**
 * Toasts: <ToastProvider> once near the root, then `const toast = useToast(); toast.show(t('…'))`.
 * One polite live region (role status); toasts dismiss themselves (paused while hovered or focused).
 * SSR-safe: nothing renders on the server or before hydration, so markup always matches. The empty live region is
 * there from hydration on; the toasts' own code (./toast-item.tsx) loads with the first toast.
 */
import { css } from '@emotion/react';
import loadable from '@loadable/component';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { theme } from '../styles/theme';
import { bareList } from '../styles/layout';
import type { ToastEntry, ToastOptions } from './toast-types';

export type { ToastEntry, ToastOptions, ToastTone } from './toast-types';

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

const ToastItem = loadable(() => import(/* webpackChunkName: "toast-item" */ './toast-item'), {
  resolveComponent: (m) => m.ToastItem,
});

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
              {/* The live region wraps the list: a list given role=status would no longer be a list to its items. */}
              <div role="status" aria-live="polite" aria-relevant="additions text">
                <ol css={listStyles}>
                  {toasts.map((t) => (
                    <ToastItem key={t.id} toast={t} dismissLabel={dismissLabel} onDismiss={dismiss} />
                  ))}
                </ol>
              </div>
            </section>,
            document.body,
          )
        : null}
    </ToastContext.Provider>
  );
}

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
  ${bareList};
`;
