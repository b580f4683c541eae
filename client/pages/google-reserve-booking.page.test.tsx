/**
 * service/{serviceId}/reserve/{googleReserveId}: the item with its length and price, free times
 * grouped by Hong Kong day, the booking form, the confirmation; and the empty state when nothing is free.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { GreserveBookingPage } from '@shared/schemas/google-reserve.schema';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { googleReserveContract } from '@shared/api/google-reserve.contract';
import { urlOf } from '@shared/api/endpoint';
import bookings from '../../locales/en-HK/bookings.json';
import common from '../../locales/en-HK/common.json';
import zhBookings from '../../locales/zh-HK/bookings.json';
import zhCommon from '../../locales/zh-HK/common.json';
import GoogleReserveBookingPage from './google-reserve-booking.page';

let mockPath = '/en-HK/service/7/reserve/31';
jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter(() => ({ pathname: mockPath, search: '' }), {
    useParams: () => ({ serviceId: '7', googleReserveId: '31' }),
  }),
);

const PAGE: GreserveBookingPage = {
  quote_service_id: 7,
  business_name: 'Test Plumbing',
  item: { id: 31, name: 'Pipe check', duration_minutes: 90, price: 480, is_price_from: true },
  bookable: true,
  // 2030-01-07 10:00 and 10:30 in Hong Kong.
  slots: [
    { begin_time: '2030-01-07 02:00:00', end_time: '2030-01-07 03:30:00' },
    { begin_time: '2030-01-07 02:30:00', end_time: '2030-01-07 04:00:00' },
  ],
};
const EN = { lng: 'en-HK' as const, resources: { bookings, common } };

describe('GoogleReserveBookingPage', () => {
  it('when a visitor picks a time and books, then the booking is sent and the confirmation with its reference replaces the form', async () => {
    mockPath = '/en-HK/service/7/reserve/31';
    const calls = mockApi({
      [`GET ${urlOf(googleReserveContract.bookingPage, { params: { serviceId: 7, googleReserveId: 31 }, query: { lng: 'en-HK' } })}`]:
        ok(PAGE),
      [`POST ${urlOf(googleReserveContract.book, { params: { serviceId: 7, googleReserveId: 31 } })}`]: ok({
        greserve_id: 'sifu-ref-1',
        business_name: 'Test Plumbing',
        item_name: 'Pipe check',
        begin_time: PAGE.slots[1].begin_time,
        end_time: PAGE.slots[1].end_time,
        consumer_name: 'Chan Tai Man',
      }),
    });
    renderWithProviders(<GoogleReserveBookingPage />, EN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Pipe check' })).toBeTruthy();
    expect(screen.getByText('90 minutes · From HK$480')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Test Plumbing' }).getAttribute('href')).toBe('/en-HK/service/7');
    await userEvent.click(screen.getByRole('radio', { name: '10:30' }));
    await userEvent.type(screen.getByLabelText('Your name'), 'Chan Tai Man');
    await userEvent.type(screen.getByLabelText('Phone number'), '91234567');
    await userEvent.type(screen.getByLabelText('Email'), 'chan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeTruthy();
    expect(screen.getByText('Booking reference: sifu-ref-1')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      begin_time: PAGE.slots[1].begin_time,
      consumer_phone: '91234567',
    });
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
  });

  it('when the time was just taken, then the translated refusal shows and the visitor can pick another', async () => {
    mockPath = '/en-HK/service/7/reserve/31';
    mockApi({
      [`GET ${urlOf(googleReserveContract.bookingPage, { params: { serviceId: 7, googleReserveId: 31 }, query: { lng: 'en-HK' } })}`]:
        ok(PAGE),
      [`POST ${urlOf(googleReserveContract.book, { params: { serviceId: 7, googleReserveId: 31 } })}`]: refused(
        409,
        'slot_taken',
        common.errors.booking_slot_taken,
      ),
    });
    renderWithProviders(<GoogleReserveBookingPage />, EN);
    await userEvent.click(await screen.findByRole('radio', { name: '10:00' }));
    await userEvent.type(screen.getByLabelText('Your name'), 'Chan');
    await userEvent.type(screen.getByLabelText('Phone number'), '91234567');
    await userEvent.type(screen.getByLabelText('Email'), 'chan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(common.errors.booking_slot_taken)).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Available times' })).toBeTruthy();
  });

  it('when no time is free, then the Chinese page says so and links back to the profile', async () => {
    mockPath = '/service/7/reserve/31';
    mockApi({
      [`GET ${urlOf(googleReserveContract.bookingPage, { params: { serviceId: 7, googleReserveId: 31 }, query: { lng: 'zh-HK' } })}`]: ok({
        ...PAGE,
        slots: [],
      }),
    });
    renderWithProviders(<GoogleReserveBookingPage />, { lng: 'zh-HK', resources: { bookings: zhBookings, common: zhCommon } });
    expect(await screen.findByText('未來 14 日暫時冇空檔')).toBeTruthy();
    expect(screen.getByRole('link', { name: '睇Test Plumbing嘅簡介' }).getAttribute('href')).toBe('/zh-HK/service/7');
  });
});
