/**
 * The call in progress and its summary: who, the state (ringing, connecting, the timer once connected), mute and
 * hang up; after it ends, how it ended, or what to do about the microphone. Full screen on phones (big buttons in the
 * thumb zone), a card in the corner from 640 px so the chat stays usable beside it.
 */
import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@client/ui/avatar';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { endedKey, formatDuration, type CallState } from '../call/call-machine';
import { actionsRow, nameStyles, roundAction, statusStyles } from './call-styles';

export interface CallScreenProps {
  state: CallState;
  onHangup: () => void;
  onMute: (muted: boolean) => void;
  onClose: () => void;
}

/** Seconds since `from`, ticking every second. */
function useElapsed(from: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (from === null) return undefined;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [from]);
  return from === null ? 0 : Math.max(0, Math.floor((now - from) / 1000));
}

export function CallScreen({ state, onHangup, onMute, onClose }: CallScreenProps) {
  const { t } = useTranslation('voice');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const elapsed = useElapsed(state.phase === 'connected' ? state.connectedAt : null);
  const ended = state.phase === 'ended';
  const name = state.otherName;

  useEffect(() => {
    heading.current?.focus();
  }, [ended]);

  const status = ended
    ? t(`screen>ended_${endedKey(state)}`)
    : state.phase === 'connected'
      ? t('screen>connected')
      : t(`screen>${state.phase === 'incoming' || state.phase === 'idle' ? 'connecting' : state.phase}`);
  const duration = state.call?.duration_s ?? null;

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      css={panelStyles}
      data-testid="call-screen"
      data-phase={state.phase}
    >
      <Avatar name={name || '?'} size="xl" />
      <h2 id={titleId} ref={heading} tabIndex={-1} css={[nameStyles, { outline: 'none' }]}>
        <span className="visually-hidden">{t('screen>label', { name })}: </span>
        <span aria-hidden="true">{name}</span>
      </h2>
      <p role="status" css={statusStyles}>
        {status}
      </p>
      {state.phase === 'connected' ? (
        <p css={timerStyles} data-testid="call-timer">
          <time dateTime={`PT${elapsed}S`}>{formatDuration(elapsed)}</time>
        </p>
      ) : null}
      {ended && duration !== null && state.outcome === 'ended' ? (
        <p css={statusStyles}>{t('screen>duration', { duration: formatDuration(duration) })}</p>
      ) : null}
      {ended && state.mic ? (
        <div role="alert" css={micStyles}>
          <h3>{t(`mic>title_${state.mic}`)}</h3>
          <p>{t(`mic>body_${state.mic}`)}</p>
        </div>
      ) : null}
      {!ended ? <p css={privacyStyles}>{t('call>private')}</p> : null}
      <div css={[actionsRow, { marginTop: 'auto' }]}>
        {ended ? (
          <Button variant="secondary" block onClick={onClose}>
            {t('screen>close')}
          </Button>
        ) : (
          <>
            <button
              type="button"
              css={roundAction(state.muted ? 'active' : 'neutral')}
              aria-pressed={state.muted}
              disabled={state.phase !== 'connected' && state.phase !== 'connecting'}
              onClick={() => onMute(!state.muted)}
            >
              <span aria-hidden="true">
                <Icon name={state.muted ? 'mic-off' : 'mic'} size={32} />
              </span>
              <span>{t('screen>mute')}</span>
            </button>
            <button type="button" css={roundAction('decline')} onClick={onHangup}>
              <span aria-hidden="true">
                <Icon name="phone-off" size={32} />
              </span>
              <span>{t('screen>hangup')}</span>
            </button>
          </>
        )}
      </div>
    </section>
  );
}

const panelStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.toast - 1};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  padding: calc(${theme.space[12]} + env(safe-area-inset-top, 0px)) ${theme.space[4]}
    calc(${theme.space[8]} + env(safe-area-inset-bottom, 0px));
  background: ${theme.color.surface};
  color: ${theme.color.text};
  overflow-y: auto;
  ${theme.breakpoint.sm} {
    inset: auto ${theme.space[6]} ${theme.space[6]} auto;
    width: 360px;
    min-height: 420px;
    max-height: calc(100dvh - ${theme.space[12]});
    padding: ${theme.space[8]} ${theme.space[6]} ${theme.space[6]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.card};
    box-shadow: ${theme.shadow.overlay};
  }
`;

const timerStyles = css`
  margin: 0;
  font-size: ${theme.font.size.xxl};
  font-variant-numeric: tabular-nums;
  font-weight: ${theme.font.weight.medium};
`;

const privacyStyles = css`
  margin: ${theme.space[2]} 0 0;
  max-width: 300px;
  text-align: center;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

const micStyles = css`
  width: 100%;
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warningDark};
  h3 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.font.size.md};
  }
  p {
    margin: 0;
    font-size: ${theme.font.size.sm};
  }
`;
