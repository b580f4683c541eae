/**
 * A deadline as time left ("3 days 4 hours left", under 4 days) with its Hong Kong date and time under it: when what is held is
 * released on its own, when trust and safety takes over an unanswered request. `now` is 0 during the server render and
 * hydration (useNow), so the markup starts with the date alone and gains the time left after mount.
 */
import { css } from '@emotion/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '@shared/domain/safety-payments';
import type { Language } from '@shared/i18n/i18n-config';
import { fromServer } from '@shared/utils/dates';
import { formatSpokenDateTime, remaining, showsTimeLeft } from '@shared/utils/spoken-time';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { rowTop, secondarySmall } from '@client/styles/layout';
import { useNow } from '@client/lib/use-now';

/** "3 days 4 hours" / "3 日 4 小時": the two largest units left; null before mount, "due now" once passed. */
export function timeLeftText(t: TFunction, deadline: string, now: number): string | null {
  if (!now) return null;
  const left = timeLeft(fromServer(deadline).toDate(), new Date(now));
  if (left.passed) return t('dashboard|safety_payments>time_left>passed');
  const unit = (name: 'days' | 'hours' | 'minutes', count: number) => t(`dashboard|safety_payments>time_left>${name}`, { count });
  const parts =
    left.days > 0
      ? [unit('days', left.days), left.hours > 0 ? unit('hours', left.hours) : null]
      : left.hours > 0
        ? [unit('hours', left.hours), left.minutes > 0 ? unit('minutes', left.minutes) : null]
        : [unit('minutes', left.minutes)];
  return t('dashboard|safety_payments>time_left>left', { time: parts.filter(Boolean).join(' ') });
}

export interface DeadlineNoteProps {
  /** What happens at the deadline ("Released to the pro automatically"). */
  label: string;
  /** Server time (UTC). */
  at: string;
  /** A sentence on how to stop it or what it means. */
  note?: string;
}

export function DeadlineNote({ label, at, note }: DeadlineNoteProps) {
  const { t, i18n } = useTranslation('dashboard');
  const now = useNow();
  // SPEC §9: the time left is said only under 4 days (and "due now" once passed); further off, the date is enough.
  const passed = now > 0 && remaining(at, now).unit === 'passed';
  const left = passed || showsTimeLeft(at, now) ? timeLeftText(t, at, now) : null;
  const when = t('safety_payments>time_left>at', { at: formatSpokenDateTime(at, i18n.language as Language, now) });
  return (
    <div css={boxStyles} data-testid="deadline-note">
      <Icon name="timer" size={20} />
      <div>
        <p css={labelStyles}>{label}</p>
        <p css={leftStyles}>{left ?? when}</p>
        {left ? <p css={secondarySmall}>{when}</p> : null}
        {note ? <p css={secondarySmall}>{note}</p> : null}
      </div>
    </div>
  );
}

const boxStyles = css`
  ${rowTop(3)};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warningDark};
  p {
    margin: 0;
  }
  & > svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const labelStyles = css`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;

const leftStyles = css`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.text};
`;
