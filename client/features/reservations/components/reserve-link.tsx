/**
 * "Book online" on a pro's public profile: shown only when the service takes direct bookings
 * and has free times. Read in the browser after hydration, so the cached profile page stays the same for everyone.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { ButtonLink } from '@client/ui/button';
import { useHref } from '@client/lib/paths';
import { useDataClient } from '@client/lib/data-client';
import { useNow } from '@client/lib/use-now';
import { reserveSlotsQuery } from '../api/reservations.queries';

export function ReserveLink({ serviceId }: { serviceId: number }) {
  const { t, i18n } = useTranslation('bookings');
  const lng = i18n.language as Language;
  const href = useHref();
  // 0 until hydrated: the server and the first browser render both show nothing.
  const hydrated = useNow(600_000) > 0;
  const { data } = useQuery({ ...reserveSlotsQuery(useDataClient(), serviceId, lng), enabled: hydrated });
  if (!hydrated || !data?.bookable || data.slots.length === 0) return null;
  return (
    <ButtonLink to={href('serviceReserve', { serviceId })} variant="secondary" data-testid="reserve-link">
      {t('booking>cta')}
    </ButtonLink>
  );
}
