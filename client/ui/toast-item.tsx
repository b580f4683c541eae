/** One toast (client/ui/toast.tsx): loaded with the first toast a page shows. */
import { css, keyframes } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { theme } from '../styles/theme';
import { rowTop } from '../styles/layout';
import { Icon } from './icon';
import type { IconName } from './icon-names';
import type { ToastEntry, ToastTone } from './toast-types';

const icons: Record<ToastTone, IconName> = { info: 'info', success: 'check-circle', error: 'error-octagon' };

export function ToastItem({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: ToastEntry;
  dismissLabel: string;
  onDismiss: (id: number) => void;
}) {
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

const itemStyles = css`
  pointer-events: auto;
  ${rowTop(2)};
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
