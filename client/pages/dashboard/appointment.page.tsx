/**
 * appointment/{appointmentId} (SPEC §2, both roles): one booking with the other party's contact,
 * cancel (either side, until 24 hours before) and reschedule to another free slot (the customer). A shop order's slot
 * offers neither: it links to the viewer's page of the order, where cancelling is the order's cancellation request.
 * Someone else's appointment is a 404.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import { CHANGE_CUTOFF_HOURS } from '@shared/domain/reservation-slots';
import { formatSpokenRange } from '@shared/utils/spoken-time';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { SkeletonText } from '@client/ui/skeleton';
import { BackLink, PageShell } from '@client/ui/page-shell';
import { theme } from '@client/styles/theme';
import { cluster, mutedSmall } from '@client/styles/layout';
import { useEnv } from '@client/lib/env';
import { useHref } from '@client/lib/paths';
import { useDataClient } from '@client/lib/data-client';
import { reserveSlotsQuery, useCancelAppointment, useRescheduleAppointment } from '@client/features/reservations/api/reservations.queries';
import { SlotPicker } from '@client/features/reservations/components/slot-picker';
import { appointmentTarget } from '@client/features/reservations/components/appointment-card';
import { cancelUntilText } from '@client/features/reservations/components/cancel-window';
import { formatPhone } from '@shared/utils/format';
import { appointmentReads } from './appointments.reads';

export default function AppointmentPage() {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const href = useHref();
  // The pro's calendar exists only while its SPEC §6 flag is on.
  const calendarOn = useEnv().featureFlags.calendar;
  const data = useDataClient();
  const id = Number(useParams().appointmentId) || 0;
  const { data: a } = useQuery(appointmentReads.use().appointment);
  const cancel = useCancelAppointment(id, lng);
  const move = useRescheduleAppointment(id, lng);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [begin, setBegin] = useState('');
  const slots = useQuery({ ...reserveSlotsQuery(data, a?.quote_service_id ?? 0, lng), enabled: moving && Boolean(a) });
  if (!a) return <SkeletonText lines={8} />;

  const error = cancel.error ?? move.error;
  return (
    <PageShell
      title={formatSpokenRange(a.begin_time, a.end_time, lng)}
      before={
        <BackLink to={href('appointments')} variant="strong" icon={null}>
          {t('booking>back_to_list')}
        </BackLink>
      }
    >
      <Card>
        <dl css={facts}>
          <dt>{t('booking>status')}</dt>
          <dd>
            <Badge tone={a.status === 'booked' ? 'success' : 'neutral'}>{t(`booking>status_${a.status}`)}</Badge>
            {a.cancelled_by ? <span css={muted}> {t(`booking>cancelled_by_${a.cancelled_by}`)}</span> : null}
          </dd>
          {a.shop_order ? (
            <>
              <dt>{t('booking>shop_order')}</dt>
              <dd>
                <Link to={appointmentTarget(href, a)}>
                  {t('booking>shop_what', { item: a.shop_order.item_name, plan: a.shop_order.plan_name })}
                </Link>
              </dd>
            </>
          ) : null}
          <dt>{t('booking>service')}</dt>
          <dd>{a.category_name}</dd>
          <dt>{t(a.role === 'consumer' ? 'booking>pro' : 'booking>customer')}</dt>
          <dd>{a.other_name}</dd>
          {a.other_phone ? (
            <>
              <dt>{t('booking>phone')}</dt>
              <dd>
                <a href={`tel:${a.other_phone}`}>{formatPhone(a.other_phone)}</a>
              </dd>
            </>
          ) : null}
          {a.note ? (
            <>
              <dt>{t('booking>note')}</dt>
              <dd css={note}>{a.note}</dd>
            </>
          ) : null}
        </dl>
        {a.role === 'pro' && calendarOn ? (
          <p>
            <Link to={href('calendar', { serviceId: a.quote_service_id })}>{t('booking>open_calendar')}</Link>
          </p>
        ) : null}
        {error ? <Alert tone="error">{error.message}</Alert> : null}
        {a.shop_order && a.status === 'booked' ? (
          <p css={muted}>
            {t('booking>shop_change_rule')} <Link to={appointmentTarget(href, a)}>{t('booking>open_order')}</Link>
          </p>
        ) : a.status === 'booked' ? (
          <p css={muted}>
            {a.can_cancel
              ? t(a.can_reschedule ? 'booking>change_until' : 'booking>cancel_until', {
                  until: cancelUntilText(a.begin_time, lng),
                  hours: CHANGE_CUTOFF_HOURS,
                })
              : t('booking>change_closed', { hours: CHANGE_CUTOFF_HOURS })}
          </p>
        ) : null}
        <div css={actions}>
          {a.can_reschedule ? (
            <Button variant="secondary" onClick={() => setMoving((m) => !m)} aria-expanded={moving}>
              {t('booking>reschedule')}
            </Button>
          ) : null}
          {a.can_cancel ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('booking>cancel')}
            </Button>
          ) : null}
        </div>
      </Card>
      {moving && a.can_reschedule ? (
        <Card>
          <h2 css={h2}>{t('booking>reschedule_title')}</h2>
          {!slots.data ? (
            <SkeletonText lines={4} />
          ) : slots.data.slots.length === 0 ? (
            <p>{t('booking>reschedule_none')}</p>
          ) : (
            <>
              <SlotPicker ns="workspace" slots={slots.data.slots} value={begin} onChange={setBegin} />
              <div css={actions}>
                <Button
                  disabled={!begin || move.isPending}
                  onClick={() =>
                    move.mutate(begin, {
                      onSuccess: () => {
                        setMoving(false);
                        setBegin('');
                      },
                    })
                  }
                >
                  {t('booking>reschedule_confirm')}
                </Button>
              </div>
            </>
          )}
        </Card>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('booking>cancel_title')}
        confirmLabel={t('booking>cancel_confirm')}
        cancelLabel={t('booking>cancel_keep')}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        {t(a.role === 'consumer' ? 'booking>cancel_body_consumer' : 'booking>cancel_body_pro')}
      </ConfirmDialog>
    </PageShell>
  );
}

const h2 = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.size.lg};
`;
const facts = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0 0 ${theme.space[4]};
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
  }
`;
const note = css`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const muted = mutedSmall;
const actions = css`
  ${cluster(3)};
  margin-top: ${theme.space[3]};
`;
