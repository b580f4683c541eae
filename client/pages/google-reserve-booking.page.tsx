/**
 * service/{serviceId}/reserve/{googleReserveId} (SPEC §2): where Google's "Book" button lands. The
 * pro, the item (length, price) and its free times in Hong Kong time, computed like direct booking; the visitor picks
 * one and leaves name, phone, e-mail and a note, no Sifu account needed. Only while the googleReserve flag is on
 * (the API is a 404 otherwise, and so is this page).
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GreserveConfirmation } from '@shared/schemas/google-reserve.schema';
import { Button, ButtonLink } from '@client/ui/button';
import { SkeletonText } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { cluster } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { BookingConfirmation } from '@client/features/google-reserve/components/booking-confirmation';
import { BookingForm } from '@client/features/google-reserve/components/booking-form';
import { durationLabel, priceLabel } from '@client/features/google-reserve/lib/item-labels';
import { BookingPage, NothingToBook, SlotsAndForm, bookingIntro } from '@client/features/reservations/components/booking-layout';
import { greserveBookingReads } from './google-reserve-booking.reads';

export default function GoogleReserveBookingPage() {
  const { t } = useTranslation('bookings');
  const href = useHref();
  const params = useParams();
  const serviceId = Number(params.serviceId) || 0;
  const itemId = Number(params.googleReserveId) || 0;
  const { data } = useQuery(greserveBookingReads.use().page);
  const [begin, setBegin] = useState('');
  const [done, setDone] = useState<GreserveConfirmation | null>(null);
  if (!data) return <SkeletonText lines={8} />;

  const profile = href('service', { serviceId });
  const chosen = data.slots.find((s) => s.begin_time === begin) ?? null;
  const backLink = (
    <ButtonLink to={profile} variant="secondary">
      {t('google_reserve>back_to_profile', { name: data.business_name })}
    </ButtonLink>
  );
  return (
    <BookingPage back={{ to: profile, label: data.business_name }} title={t('google_reserve>title', { item: data.item.name })}>
      <p css={facts}>
        {durationLabel(t, data.item.duration_minutes)} · {priceLabel(t, data.item)}
      </p>
      {done ? (
        <BookingConfirmation
          confirmation={done}
          actions={
            <div css={actions}>
              <Button
                variant="secondary"
                onClick={() => {
                  setDone(null);
                  setBegin('');
                }}
              >
                {t('google_reserve>book_another')}
              </Button>
              {backLink}
            </div>
          }
        />
      ) : !data.bookable || data.slots.length === 0 ? (
        <NothingToBook
          title={t(data.bookable ? 'google_reserve>none_title' : 'google_reserve>off_title')}
          body={t(data.bookable ? 'google_reserve>none_body' : 'google_reserve>off_body')}
          action={backLink}
        />
      ) : (
        <>
          <p css={bookingIntro}>{t('google_reserve>intro')}</p>
          <SlotsAndForm
            heading={t('google_reserve>choose_time')}
            slots={data.slots}
            value={begin}
            onChange={setBegin}
            form={<BookingForm serviceId={serviceId} itemId={itemId} chosen={chosen} onBooked={setDone} />}
          />
        </>
      )}
    </BookingPage>
  );
}

const facts = css`
  margin: 0 0 ${theme.space[4]};
  font-weight: ${theme.font.weight.medium};
`;
const actions = cluster(2);
