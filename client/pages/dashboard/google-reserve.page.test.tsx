/**
 * dashboard/google-reserve: what blocks publishing, publishing, adding an item with its errors at
 * the fields, and cancelling a booking from Google after confirming.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { GreserveEntity, GreserveEvent } from '@shared/schemas/google-reserve.schema';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { googleReserveContract } from '@shared/api/google-reserve.contract';
import { urlOf } from '@shared/api/endpoint';
import workspace from '../../../locales/en-HK/workspace.json';
import common from '../../../locales/en-HK/common.json';
import zhWorkspace from '../../../locales/zh-HK/workspace.json';
import zhCommon from '../../../locales/zh-HK/common.json';
import GoogleReservePage from './google-reserve.page';

jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter('/en-HK/dashboard/google-reserve', { useParams: () => ({}), useSearchParams: () => [new URLSearchParams('')] }),
);

const entity = (extra: Partial<GreserveEntity> = {}): GreserveEntity => ({
  quote_service_id: 7,
  business_name: 'Test Plumbing',
  merchant_id: 'sifu-service-7',
  is_published: false,
  published_on: null,
  problems: [],
  items: [
    {
      id: 31,
      quote_service_id: 7,
      name_zh: '水喉檢查',
      name_en: 'Pipe check',
      duration_minutes: 60,
      price: null,
      is_price_from: false,
      is_active: true,
      booking_path: '/service/7/reserve/31',
    },
  ],
  ...extra,
});

const event: GreserveEvent = {
  id: 5,
  greserve_id: 'google-1',
  greserve_item_id: 31,
  item_name: 'Pipe check',
  quote_service_id: 7,
  business_name: 'Test Plumbing',
  begin_time: '2030-01-07 02:00:00',
  end_time: '2030-01-07 03:00:00',
  consumer_name: 'Jane Doe',
  consumer_phone: '+85291234567',
  email: 'jane@example.com',
  note: '',
  source: 'google',
  status: 'booked',
  cancelled_on: null,
  cancelled_by: null,
  can_cancel: true,
};

beforeAll(polyfillDialog);

const EN = { lng: 'en-HK' as const, resources: { workspace, common } };
const ENTITIES = `GET ${urlOf(googleReserveContract.entities, { query: { lng: 'en-HK' } })}`;
const EVENTS = `GET ${urlOf(googleReserveContract.events, { query: { when: 'upcoming', lng: 'en-HK' } })}`;

describe('GoogleReservePage', () => {
  it('when a service is published, then the badge changes; its item shows its length, price and booking page', async () => {
    const calls = mockApi({
      [ENTITIES]: ok([entity()]),
      [EVENTS]: ok([]),
      [`POST ${urlOf(googleReserveContract.publish, { params: { id: 7 } })}`]: ok([
        entity({ is_published: true, published_on: '2030-01-01 00:00:00' }),
      ]),
    });
    renderWithProviders(<GoogleReservePage />, EN);
    expect(await screen.findByText('Not on Google')).toBeTruthy();
    expect(screen.getByText(/60 minutes · Price on request/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Booking page' }).getAttribute('href')).toBe('/en-HK/service/7/reserve/31');
    expect(screen.getByText('No upcoming bookings from Google')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish Test Plumbing to Google' }));
    expect(await screen.findByText('On Google')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ is_published: true });
    expect(screen.getByRole('button', { name: 'Take Test Plumbing down from Google' })).toBeTruthy();
  });

  it('when a new item is refused, then the messages show at their fields; what blocks publishing is listed (Chinese)', async () => {
    mockApi({
      [`GET ${urlOf(googleReserveContract.entities, { query: { lng: 'zh-HK' } })}`]: ok([entity({ problems: ['no_hours'], items: [] })]),
      [`GET ${urlOf(googleReserveContract.events, { query: { when: 'upcoming', lng: 'zh-HK' } })}`]: ok([]),
      [`POST ${urlOf(googleReserveContract.addItem, { params: { id: 7 } })}`]: refused(422, 'invalid_price', zhCommon.errors.validation, {
        price: zhCommon.errors.invalid_price,
        name_zh: zhCommon.errors.required,
      }),
    });
    renderWithProviders(<GoogleReservePage />, { lng: 'zh-HK', resources: { workspace: zhWorkspace, common: zhCommon } });
    expect(await screen.findByText('設定營業時間')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '新增項目' }));
    await userEvent.type(screen.getByLabelText('價錢（港幣，可選）'), '0');
    const form = screen.getByLabelText('名稱（中文）').closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: '新增項目' }));
    expect(await screen.findByText(zhCommon.errors.invalid_price)).toBeTruthy();
    expect(screen.getByLabelText('名稱（中文）').getAttribute('aria-invalid')).toBe('true');
  });

  it('when the pro cancels a booking from Google, then it asks first, sends the cancel and the list refreshes', async () => {
    const calls = mockApi({
      [ENTITIES]: ok([entity({ is_published: true })]),
      [EVENTS]: [ok([event]), ok([{ ...event, status: 'cancelled', cancelled_by: 'pro', can_cancel: false }])],
      [`POST ${urlOf(googleReserveContract.cancelEvent, { params: { id: 5 } })}`]: ok({
        ...event,
        status: 'cancelled',
        cancelled_by: 'pro',
        can_cancel: false,
      }),
    });
    renderWithProviders(<GoogleReservePage />, EN);
    expect(await screen.findByText('Booked on Google')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'jane@example.com' }).getAttribute('href')).toBe('mailto:jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.getByText(/Cancelled \(by you\)/)).toBeTruthy());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      urlOf(googleReserveContract.cancelEvent, { params: { id: 5 } }),
    ]);
  });
});
