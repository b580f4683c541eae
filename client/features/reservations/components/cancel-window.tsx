/**
 * The online cancellation window of a booking (shared/domain/reservation-slots.ts CHANGE_CUTOFF_HOURS): until when a
 * booking can still be cancelled or moved online, and, before a booking is confirmed, a warning when the chosen slot
 * already starts inside the window (once booked it could not be cancelled online at all).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { CHANGE_CUTOFF_HOURS, canChange, changeDeadline, parseUtcText, utcText } from '@shared/domain/reservation-slots';
import { formatDateTime } from '@shared/utils/dates';
import { Alert } from '@client/ui/alert';
import { mutedSmall } from '@client/styles/layout';
import { theme } from '@client/styles/theme';

/** The last moment a booking starting at `begin` (UTC text) can be cancelled online, in the reader's words. */
export const cancelUntilText = (begin: string, lng: Language): string => formatDateTime(utcText(changeDeadline(parseUtcText(begin))), lng);

/**
 * Under the chosen slot on the reserve page: the warning when it starts within the window, else until when it can be
 * cancelled online. Nothing before the browser knows the time (`now` 0 during the server render).
 */
export function CancelWindowNotice({ begin, now }: { begin: string; now: number }) {
  const { t, i18n } = useTranslation('bookings');
  const lng = i18n.language as Language;
  if (!now) return null;
  if (!canChange(parseUtcText(begin), now)) {
    return <Alert tone="warning">{t('booking>inside_window', { hours: CHANGE_CUTOFF_HOURS })}</Alert>;
  }
  return <p css={line}>{t('booking>cancel_until', { until: cancelUntilText(begin, lng) })}</p>;
}

const line = css`
  ${mutedSmall};
  margin: 0 0 ${theme.space[3]};
`;
