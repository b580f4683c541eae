/**
 * Bookings that came through Google for the pro's services: when, which item, the customer's contact, the state;
 * the pro cancels one (until 24 hours before), which frees the time and tells Google.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANGE_CUTOFF_HOURS } from '@shared/domain/reservation-slots';
import type { Language } from '@shared/i18n/i18n-config';
import type { GreserveEvent } from '@shared/schemas/google-reserve.schema';
import { formatDateTime, formatTime } from '@shared/utils/dates';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { errorMessageOf } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { cardSurface, cluster, stack } from '@client/styles/layout';
import { formatPhone } from '@shared/utils/format';
import { useCancelGreserveEvent } from '../api/google-reserve.queries';

function EventItem({ ev, onCancel }: { ev: GreserveEvent; onCancel: (ev: GreserveEvent) => void }) {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const live = ev.status === 'booked';
  return (
    <li css={item}>
      <span css={when}>
        {formatDateTime(ev.begin_time, lng)}–{formatTime(ev.end_time)}
      </span>
      <span>
        {ev.item_name} · {ev.business_name}
      </span>
      <span>
        {t('google_reserve>customer')}: {ev.consumer_name} · <a href={`tel:${ev.consumer_phone}`}>{formatPhone(ev.consumer_phone)}</a>
        {ev.email ? (
          <>
            {' '}
            · <a href={`mailto:${ev.email}`}>{ev.email}</a>
          </>
        ) : null}
      </span>
      {ev.note ? <span css={muted}>{t('google_reserve>note_label', { note: ev.note })}</span> : null}
      <span css={badges}>
        <Badge tone={live ? 'success' : 'neutral'}>
          {t(`google_reserve>status_${ev.status}`)}
          {ev.cancelled_by ? ` ${t(`google_reserve>cancelled_by_${ev.cancelled_by}`)}` : ''}
        </Badge>
        <Badge tone="brand">{t(`google_reserve>source_${ev.source}`)}</Badge>
      </span>
      {ev.can_cancel ? (
        <div>
          <Button size="sm" variant="ghost" onClick={() => onCancel(ev)}>
            {t('google_reserve>cancel')}
          </Button>
        </div>
      ) : live ? (
        <span css={muted}>{t('google_reserve>change_closed', { hours: CHANGE_CUTOFF_HOURS })}</span>
      ) : null}
    </li>
  );
}

export function EventList({ events }: { events: GreserveEvent[] }) {
  const { t } = useTranslation('workspace');
  const cancel = useCancelGreserveEvent();
  const [error, setError] = useState<string | null>(null);
  const confirming = useConfirm(async (ev: GreserveEvent) => {
    setError(null);
    await cancel.mutateAsync(ev.id).catch((err: unknown) => setError(errorMessageOf(err, t('common|errors>network'))));
  });
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ul css={list}>
        {events.map((ev) => (
          <EventItem key={ev.id} ev={ev} onCancel={confirming.ask} />
        ))}
      </ul>
      <ConfirmDialog
        {...confirming.dialog}
        title={t('google_reserve>cancel_title')}
        confirmLabel={t('google_reserve>cancel')}
        cancelLabel={t('google_reserve>cancel_keep')}
      >
        {t('google_reserve>cancel_body')}
      </ConfirmDialog>
    </>
  );
}

const list = css`
  ${stack(3)};
  margin: 0;
  padding: 0;
`;
const item = css`
  list-style: none;
  ${stack(1)};
  padding: ${theme.space[4]};
  ${cardSurface};
  overflow-wrap: anywhere;
`;
const when = css`
  font-weight: ${theme.font.weight.bold};
`;
const muted = css`
  color: ${theme.color.textSecondary};
`;
const badges = cluster(2);
