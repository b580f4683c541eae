/**
 * Calls and call appointments inside a bid's chat, between the messages: a call as a centred line (who called, how
 * it ended, its duration and who hung up), an appointment as a card with its time, state and the viewer's actions.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { AppointmentStatus, CallAppointment, VoiceCall } from '@shared/schemas/voice.schema';
import { formatDateTime, formatTime } from '@shared/utils/dates';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { StatusBadge, type StatusLooks } from '@client/ui/status-badge';
import { useToast } from '@client/ui/toast';
import { errorMessageOf } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { formatDuration } from '../call/call-machine';
import { useAppointmentMove, type AppointmentMove } from '../api/voice.mutations';

/** The words of a call's log line: its state, then the duration and who hung up once it was talked through. */
export function callLogParts(t: TFunction, call: VoiceCall): string[] {
  const side = call.is_caller ? 'caller' : 'callee';
  const name = call.other_name;
  if (call.status === 'ended' && call.duration_s !== null) {
    const by = call.ended_by === null ? null : call.ended_by === 'system' ? 'system' : call.ended_by === side ? 'you' : 'other';
    return [t('log>duration', { duration: formatDuration(call.duration_s) }), ...(by ? [t(`log>ended_by_${by}`, { name })] : [])];
  }
  if (call.status === 'missed' || call.status === 'cancelled') return [t(`log>status_${call.status}_${side}`)];
  if (call.status === 'ended') return [t('screen>ended_ended')];
  return [t(`log>status_${call.status}`)];
}

export function CallLogItem({ call }: { call: VoiceCall }) {
  const { t } = useTranslation('voice');
  const missed = !call.is_caller && (call.status === 'missed' || call.status === 'cancelled');
  return (
    <li css={callRow} data-testid="call-log" data-status={call.status}>
      <span css={[callCard, missed && missedCard]}>
        <span css={callIcon}>
          <Icon name={call.status === 'ended' || call.status === 'answered' ? 'phone' : 'phone-off'} size={16} />
        </span>
        <span>
          <strong>{t(call.is_caller ? 'log>you_called' : 'log>they_called', { name: call.other_name })}</strong>
          <span css={callMeta}>
            {[...callLogParts(t, call)].join(' · ')}
            {' · '}
            <time dateTime={call.created.replace(' ', 'T') + 'Z'}>{formatTime(call.created)}</time>
          </span>
        </span>
      </span>
    </li>
  );
}

const LOOKS: StatusLooks<AppointmentStatus> = {
  proposed: { tone: 'warning', icon: 'clock' },
  accepted: { tone: 'success', icon: 'check-circle' },
  declined: { tone: 'neutral', icon: 'close' },
  cancelled: { tone: 'neutral', icon: 'close' },
};

function MoveButton({
  move,
  id,
  label,
  when,
  variant,
}: {
  move: AppointmentMove;
  id: number;
  label: string;
  when: string;
  variant: 'primary' | 'secondary' | 'ghost';
}) {
  const { t } = useTranslation('voice');
  const toast = useToast();
  const m = useAppointmentMove(move);
  const done = { accept: 'accepted_done', decline: 'declined_done', cancel: 'cancelled_done' }[move];
  return (
    <Button
      size="sm"
      variant={variant}
      loading={m.isPending}
      aria-label={t(`appointment>${move}_label`, { when })}
      onClick={() =>
        m.mutate(id, {
          onSuccess: () => toast.show(t(`appointment>${done}`), { tone: 'success' }),
          onError: (err) => toast.show(errorMessageOf(err, t('requests|form>network')), { tone: 'error' }),
        })
      }
    >
      {label}
    </Button>
  );
}

export function AppointmentItem({ appointment: a }: { appointment: CallAppointment }) {
  const { t, i18n } = useTranslation('voice');
  const when = formatDateTime(a.start_at, i18n.language as Language);
  const open = a.status === 'proposed' || a.status === 'accepted';
  return (
    <li css={apptRow} data-testid="call-appointment" data-status={a.status}>
      <article css={apptCard} aria-label={t('appointment>title')}>
        <header css={apptHead}>
          <Icon name="calendar" size={16} />
          <span>{a.is_proposer ? t('appointment>by_you') : t('appointment>by_other', { name: a.other_name })}</span>
          <StatusBadge looks={LOOKS} status={a.status}>
            {t(`appointment>status_${a.status}`)}
          </StatusBadge>
        </header>
        <p css={whenStyles}>{when}</p>
        {a.note ? <p css={noteStyles}>{a.note}</p> : null}
        {open ? (
          <div css={actions}>
            {a.status === 'proposed' && !a.is_proposer ? (
              <>
                <MoveButton move="accept" id={a.id} when={when} variant="primary" label={t('appointment>accept')} />
                <MoveButton move="decline" id={a.id} when={when} variant="secondary" label={t('appointment>decline')} />
              </>
            ) : null}
            {a.status === 'accepted' || a.is_proposer ? (
              <MoveButton move="cancel" id={a.id} when={when} variant="ghost" label={t('appointment>cancel')} />
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}

const callRow = css`
  display: flex;
  justify-content: center;
`;

const callCard = css`
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  max-width: min(100%, 340px);
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.neutralSoft};
  color: ${theme.color.neutralText};
  font-size: ${theme.font.size.sm};
  strong {
    display: block;
    font-weight: ${theme.font.weight.medium};
  }
`;

const missedCard = css`
  background: ${theme.color.dangerSoft};
  color: ${theme.color.dangerDark};
`;

const callIcon = css`
  display: inline-flex;
  padding-top: 3px;
`;

const callMeta = css`
  display: block;
  font-variant-numeric: tabular-nums;
`;

const apptRow = css`
  display: flex;
  justify-content: center;
`;

const apptCard = css`
  width: min(100%, 360px);
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
`;

const apptHead = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
  & > span:first-of-type {
    flex: 1;
    min-width: 0;
  }
`;

const whenStyles = css`
  margin: ${theme.space[1]} 0 0;
  font-weight: ${theme.font.weight.bold};
`;

const noteStyles = css`
  margin: ${theme.space[1]} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
`;
