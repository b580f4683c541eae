/**
 * The chat header's call button (SPEC §4 start call). It shows while a call is possible now or only for the moment
 * (the other side offline or on another call); then it explains why, politely, and offers a message or a call-back
 * time instead. Blocked, passed or not yet quoted bids have no button (the chat says why).
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@client/ui/button';
import { IconButton } from '@client/ui/icon-button';
import { Sheet } from '@client/ui/sheet';
import { useToast } from '@client/ui/toast';
import { errorMessageOf, isServerError } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { bidVoiceKey, type BidVoice } from '../api/voice.queries';

export interface CallButtonProps {
  bidId: number;
  otherName: string;
  voice: BidVoice | undefined;
  /** Opens the appointment form. */
  onPropose: () => void;
  /** Puts the cursor in the chat's composer. */
  onWrite: () => void;
}

type Unavailable = 'offline' | 'busy';

export function CallButton({ bidId, otherName, voice, onPropose, onWrite }: CallButtonProps) {
  const { t } = useTranslation('voice');
  const toast = useToast();
  const qc = useQueryClient();
  const [unavailable, setUnavailable] = useState<Unavailable | null>(null);
  const [busy, setBusy] = useState(false);
  const reason = voice?.reason;
  if (!voice || (reason !== 'ok' && reason !== 'offline' && reason !== 'busy')) return null;

  async function call() {
    if (reason === 'offline' || reason === 'busy') {
      setUnavailable(reason);
      return;
    }
    setBusy(true);
    try {
      const { callController } = await import(/* webpackChunkName: "voice-layer" */ '../call/call-controller');
      await callController().placeCall(bidId, otherName);
    } catch (err) {
      const code = isServerError(err) ? err.code : null;
      if (code === 'voice_offline' || code === 'voice_busy') setUnavailable(code === 'voice_offline' ? 'offline' : 'busy');
      else toast.show(errorMessageOf(err, t('requests|form>network')), { tone: 'error' });
      void qc.invalidateQueries({ queryKey: bidVoiceKey(bidId) });
    } finally {
      setBusy(false);
    }
  }

  const then = (act: () => void) => () => {
    setUnavailable(null);
    act();
  };
  return (
    <>
      <IconButton
        icon="phone"
        iconSize={20}
        label={t('call>button', { name: otherName })}
        disabled={busy}
        aria-busy={busy || undefined}
        css={buttonStyles}
        data-testid="call-button"
        onClick={() => void call()}
      />
      <Sheet
        open={unavailable !== null}
        title={t(`call>unavailable_title_${unavailable ?? 'offline'}`, { name: otherName })}
        closeLabel={t('common|close')}
        onClose={() => setUnavailable(null)}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={then(onWrite)}>
              {t('call>write_message')}
            </Button>
            <Button onClick={then(onPropose)}>{t('call>propose')}</Button>
          </>
        }
      >
        <p css={bodyStyles}>{t(`call>unavailable_body_${unavailable ?? 'offline'}`, { name: otherName })}</p>
      </Sheet>
    </>
  );
}

const buttonStyles = css`
  min-width: ${theme.layout.touchTarget};
  min-height: ${theme.layout.touchTarget};
  color: ${theme.color.brand};
`;

const bodyStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;
