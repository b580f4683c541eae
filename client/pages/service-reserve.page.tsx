/**
 * service/{serviceId}/reserve (SPEC §2): the service's free 60-minute slots for the next 14 days
 * in Hong Kong time; a signed-in consumer picks one, adds a short note and books. The booking is the hire: it
 * opens the appointment page. Visitors are sent to log in and come back here.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { CHANGE_CUTOFF_HOURS } from '@shared/domain/reservation-slots';
import { MAX_BOOKING_NOTE } from '@shared/schemas/reservations.schema';
import { formatDateTime, formatTime } from '@shared/utils/dates';
import { Alert } from '@client/ui/alert';
import { Button, ButtonLink } from '@client/ui/button';
import { Select } from '@client/ui/select';
import { SkeletonText } from '@client/ui/skeleton';
import { TextArea } from '@client/ui/textarea';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useNow } from '@client/lib/use-now';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { useReserve } from '@client/features/reservations/api/reservations.queries';
import { BookingPage, NothingToBook, SlotsAndForm, bookingIntro } from '@client/features/reservations/components/booking-layout';
import { CancelWindowNotice } from '@client/features/reservations/components/cancel-window';
import { serviceReserveReads } from './service-reserve.reads';

export default function ServiceReservePage() {
  const { t, i18n } = useTranslation('bookings');
  const lng = i18n.language as Language;
  const href = useHref();
  const navigate = useNavigate();
  const id = Number(useParams().serviceId) || 0;
  const { data } = useQuery(serviceReserveReads.use().slots);
  const session = useSession();
  const reserve = useReserve(id, lng);
  const [begin, setBegin] = useState('');
  const [category, setCategory] = useState('');
  const [note, setNote] = useState('');
  const now = useNow();
  if (!data) return <SkeletonText lines={8} />;

  const categoryId = Number(category) || (data.categories.length === 1 ? data.categories[0].id : 0);
  const chosen = data.slots.find((s) => s.begin_time === begin);
  const me = session.data;
  const here = href('serviceReserve', { serviceId: id });
  const submit = () => {
    if (!chosen || !categoryId) return;
    reserve.mutate(
      { quote_category_id: categoryId, begin_time: chosen.begin_time, note },
      { onSuccess: (a) => navigate(href('appointment', { appointmentId: a.id })) },
    );
  };
  const profile = href('service', { serviceId: id });
  const backLabel = t('booking>back_to_profile', { name: data.business_name });
  return (
    <BookingPage back={{ to: profile, label: backLabel }} title={t('booking>title', { name: data.business_name })}>
      <p css={bookingIntro}>{t('booking>intro', { minutes: data.slot_minutes })}</p>
      {!data.bookable || data.slots.length === 0 ? (
        <NothingToBook
          title={t(data.categories.length === 0 ? 'booking>off_title' : 'booking>none_title')}
          body={t(data.categories.length === 0 ? 'booking>off_body' : 'booking>none_body')}
          action={
            <ButtonLink to={profile} variant="secondary">
              {backLabel}
            </ButtonLink>
          }
        />
      ) : (
        <SlotsAndForm
          heading={t('booking>choose_time')}
          slots={data.slots}
          value={begin}
          onChange={setBegin}
          form={
            <form
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              {data.categories.length > 1 ? (
                <Select
                  label={t('booking>category')}
                  placeholder={t('booking>category_placeholder')}
                  options={data.categories.map((c) => ({ value: String(c.id), label: c.name }))}
                  value={category}
                  onChange={(e) => setCategory(e.target.value)}
                  required
                />
              ) : (
                <p css={summaryLine}>{t('booking>category_one', { name: data.categories[0].name })}</p>
              )}
              <p css={summaryLine} aria-live="polite">
                {chosen
                  ? t('booking>chosen', { when: formatDateTime(chosen.begin_time, lng), end: formatTime(chosen.end_time) })
                  : t('booking>choose_hint')}
              </p>
              {chosen ? <CancelWindowNotice begin={chosen.begin_time} now={now} /> : null}
              <TextArea
                label={t('booking>note')}
                hint={t('booking>note_hint')}
                maxLength={MAX_BOOKING_NOTE}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                rows={3}
              />
              {reserve.error ? <Alert tone="error">{reserve.error.message}</Alert> : null}
              {me === null ? (
                <ButtonLink to={`${href('login')}?from=${encodeURIComponent(here)}`} block>
                  {t('booking>login_to_book')}
                </ButtonLink>
              ) : me && me.role !== 'consumer' ? (
                <Alert tone="info">{t('booking>switch_to_consumer')}</Alert>
              ) : (
                <Button type="submit" block disabled={!chosen || !categoryId || reserve.isPending}>
                  {reserve.isPending ? t('booking>booking') : t('booking>book')}
                </Button>
              )}
              <p css={terms}>{t('booking>terms', { hours: CHANGE_CUTOFF_HOURS })}</p>
            </form>
          }
        />
      )}
    </BookingPage>
  );
}

const summaryLine = css`
  margin: 0 0 ${theme.space[3]};
`;
const terms = css`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
  margin: ${theme.space[3]} 0 0;
`;
