/**
 * appointment (SPEC §2, shared by both roles): the user's bookings, as the customer and as the pro, upcoming (soonest
 * first) or past: direct bookings and shop orders' slots (each opening that side's page of the order).
 */
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@client/ui/empty-state';
import { SkeletonText } from '@client/ui/skeleton';
import { PageShell } from '@client/ui/page-shell';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useMarkBookingsSeen, whenOf } from '@client/features/reservations/api/reservations.queries';
import { AppointmentCard, appointmentTarget } from '@client/features/reservations/components/appointment-card';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { GoogleReserveLink } from '@client/features/google-reserve/components/google-reserve-link';
import { CallAppointments } from '@client/features/voice/components/call-appointments';
import { WhenChips } from '../parts/when-chips';
import { appointmentsReads } from './appointments.reads';

export default function AppointmentsPage() {
  const { t } = useTranslation('workspace');
  const href = useHref();
  const [search] = useSearchParams();
  const when = whenOf(search.get('when'));
  const { data } = useQuery(appointmentsReads.use().list);
  const session = useSession().data;
  const role = session?.role;
  useMarkBookingsSeen(session?.unreadBookingCount);
  return (
    <PageShell title={t('booking>list_title')}>
      <p css={intro}>{t('booking>list_intro')}</p>
      <GoogleReserveLink role={role} />
      {when === 'upcoming' ? <CallAppointments role={role} /> : null}
      <WhenChips
        label={t('booking>list_filter')}
        when={when}
        base={href('appointments')}
        labels={{ upcoming: t('booking>filter_upcoming'), past: t('booking>filter_past') }}
      />
      {!data ? (
        <SkeletonText lines={6} />
      ) : data.length === 0 ? (
        <EmptyState title={t(`booking>empty_${when}_title`)} body={t(`booking>empty_${when}_body`)} />
      ) : (
        <ul css={list}>
          {data.map((a) => (
            <AppointmentCard key={a.id} a={a} to={appointmentTarget(href, a)} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}

const intro = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;
const list = css`
  ${stack(3)};
  margin: 0;
  padding: 0;
`;
