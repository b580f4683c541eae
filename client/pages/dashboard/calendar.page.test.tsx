/**
 * calendar/{serviceId}/{index}: a day of the month or an hour of the week opens the pause form
 * prefilled with it, the pause is saved in UTC and the calendar is read again; Month | Week are links; accepted call
 * appointments of the range show as calls, linking to the bid's chat.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { ServiceCalendar } from '@shared/schemas/service-editor.schema';
import { mockFetch, ok, type ApiCall } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { callAppointment, calendarPause } from '@client/features/service-editor/lib/calendar-fixtures';
import type { CallAppointment } from '@shared/schemas/voice.schema';
import { voiceContract } from '@shared/api/voice.contract';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { urlOf } from '@shared/api/endpoint';
import workspace from '../../../locales/en-HK/workspace.json';
import common from '../../../locales/en-HK/common.json';
import CalendarPage from './calendar.page';

let mockIndex = '2030-03';
jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter(() => ({ pathname: `/en-HK/dashboard/calendar/9/${mockIndex}`, search: '' }), {
      useParams: () => ({ serviceId: '9', index: mockIndex }),
      useBlocker: () => ({ state: 'unblocked' }),
    }),
);

const EN = { lng: 'en-HK' as const, resources: { workspace, common } };

const monthOf = (extra: Partial<ServiceCalendar> = {}): ServiceCalendar => ({
  view: 'month',
  month: '2030-03',
  from: '2030-03-01',
  to: '2030-04-01',
  business_hours: [{ weekday: 3, open: '09:00', close: '18:00' }],
  pause_events: [],
  jobs: [],
  bookings: [
    {
      reservation_id: 31,
      source: 'direct' as const,
      quote_bid_id: 131,
      shop_order_id: null,
      plan_name: null,
      begin_time: '2030-03-06 02:00:00',
      end_time: '2030-03-06 03:00:00',
      category: 'Plumbing',
      customer: 'Mei',
      quote_status_id: 3,
    },
  ],
  ...extra,
});

const weekOf = (extra: Partial<ServiceCalendar> = {}): ServiceCalendar =>
  monthOf({ view: 'week', from: '2030-03-04', to: '2030-03-11', ...extra });

/** The API: the service, the calendar (`calendars` in turn, then the last), the pauses, adding a pause, the calls. */
function api(calendars: ServiceCalendar[], appointments: CallAppointment[] = []) {
  return mockFetch((call: ApiCall) => {
    if (call.url.startsWith(urlOf(voiceContract.appointments, { query: {} }))) return ok({ appointments });
    if (call.url === urlOf(serviceEditorContract.get, { params: { id: 9 } }))
      return ok({ quote_service_id: 9, business_name_zh: '陳記水喉', business_name_en: 'Chan Plumbing' });
    if (call.url.startsWith(urlOf(serviceEditorContract.calendar, { params: { id: 9 } })))
      return ok(calendars.length > 1 ? calendars.shift() : calendars[0]);
    if (call.url === urlOf(serviceEditorContract.pauseEvents, { params: { id: 9 } })) return ok([]);
    if (call.url === urlOf(serviceEditorContract.addPauseEvent, { params: { id: 9 } })) {
      return ok({ id: 5, quote_service_id: 9, title: '', description: '', ...(call.body as object) });
    }
    return undefined;
  });
}

function renderPage() {
  polyfillDialog();
  renderWithProviders(<CalendarPage />, EN, { toasts: true });
}

const calendarCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.url.startsWith(urlOf(serviceEditorContract.calendar, { params: { id: 9 } })));

beforeEach(() => {
  mockIndex = '2030-03';
});

describe('CalendarPage', () => {
  it('when a day of the month is tapped, then the pause form opens for that whole day, saves it in UTC and the calendar is read again', async () => {
    const saved = { ...calendarPause(5, '2030-03-19 16:00:00', '2030-03-20 16:00:00'), quote_service_id: 9 };
    const calls = api([monthOf(), monthOf({ pause_events: [saved] })]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pause bookings on 20/3' }));
    expect(screen.getByLabelText('From')).toHaveProperty('value', '2030-03-20T00:00');
    expect(screen.getByLabelText('Until')).toHaveProperty('value', '2030-03-21T00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(calls.some((c) => c.url === urlOf(serviceEditorContract.addPauseEvent, { params: { id: 9 } }))).toBe(true));
    expect(calls.find((c) => c.url === urlOf(serviceEditorContract.addPauseEvent, { params: { id: 9 } }))?.body).toEqual({
      title: '',
      description: '',
      begin_time: '2030-03-19 16:00:00',
      end_time: '2030-03-20 16:00:00',
    });
    await waitFor(() => expect(calendarCalls(calls).length).toBeGreaterThanOrEqual(2));
    expect(calendarCalls(calls)[0].url).toBe(
      urlOf(serviceEditorContract.calendar, { params: { id: 9 }, query: { month: '2030-03', lng: 'en-HK' } }),
    );
    expect(await screen.findByText('20/3; 09:00–18:00; Paused')).toBeTruthy();
  });

  it('when the month shows a booking, then the Week link opens the week of the 1st and the booking links to its appointment', async () => {
    api([monthOf()]);
    renderPage();
    const views = await screen.findByRole('group', { name: 'Calendar view' });
    expect(within(views).getByRole('link', { name: 'Month' }).getAttribute('aria-current')).toBe('page');
    expect(within(views).getByRole('link', { name: 'Week' }).getAttribute('href')).toBe('/en-HK/dashboard/calendar/9/2030-02-25');
    expect(screen.getByRole('link', { name: 'Previous month' }).getAttribute('href')).toBe('/en-HK/dashboard/calendar/9/2030-02');
    const [inGrid] = screen.getAllByTestId('calendar-booking');
    expect(inGrid.getAttribute('href')).toBe('/en-HK/dashboard/appointment/31');
    expect(screen.getByTestId('calendar-agenda-booking').textContent).toContain('10:00–11:00');
  });

  it('when a shop order booked a slot, then the month, week and agenda call it a shop order with its item and plan, linking to the pro’s order page', async () => {
    const shop = {
      reservation_id: 32,
      source: 'shop' as const,
      quote_bid_id: null,
      shop_order_id: 77,
      plan_name: '2 units',
      begin_time: '2030-03-13 06:00:00',
      end_time: '2030-03-13 07:00:00',
      category: 'Aircon cleaning',
      customer: 'Ka Ho',
      quote_status_id: 3,
    };
    api([monthOf({ bookings: [shop] })]);
    renderPage();
    const [month] = await screen.findAllByTestId('calendar-booking');
    expect(month.getAttribute('aria-label')).toBe('Shop order 14:00–15:00: Aircon cleaning (2 units) · Ka Ho');
    expect(month.getAttribute('href')).toBe('/en-HK/dashboard/shop/order/77');
    const agenda = screen.getByTestId('calendar-agenda-booking');
    expect(agenda.textContent).toContain('Aircon cleaning (2 units) · Ka Ho');
    expect(agenda.textContent).toContain('14:00–15:00 · Shop order');
    expect(screen.getByText('13/3; 09:00–18:00; 1 booking')).toBeTruthy();
  });

  it('when the index is a day, then its week is asked for, and an hour opens the pause form from that hour', async () => {
    mockIndex = '2030-03-06';
    const calls = api([weekOf()]);
    renderPage();
    expect(await screen.findByTestId('calendar-week')).toBeTruthy();
    expect(calendarCalls(calls)[0].url).toBe(
      urlOf(serviceEditorContract.calendar, { params: { id: 9 }, query: { week: '2030-03-04', lng: 'en-HK' } }),
    );
    expect(screen.getByRole('heading', { name: '4–10 Mar 2030' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next week' }).getAttribute('href')).toBe('/en-HK/dashboard/calendar/9/2030-03-11');
    expect(screen.getByRole('link', { name: 'Month' }).getAttribute('href')).toBe('/en-HK/dashboard/calendar/9/2030-03');
    fireEvent.click(screen.getByRole('button', { name: 'Pause bookings from 14:00 on Thu 7 Mar' }));
    expect(screen.getByLabelText('From')).toHaveProperty('value', '2030-03-07T14:00');
    expect(screen.getByLabelText('Until')).toHaveProperty('value', '2030-03-07T15:00');
  });

  it('when the pro has call appointments in the range, then the month and the agenda show each accepted one as a call at its time, linking to the bid’s chat', async () => {
    // 6 Mar 2030 15:30 HK, accepted; 7 Mar 10:00 HK still waiting for a reply (not shown).
    const appointments = [callAppointment(41, '2030-03-06 07:30:00'), callAppointment(42, '2030-03-07 02:00:00', 'proposed')];
    const calls = api([monthOf()], appointments);
    renderPage();
    const [inGrid] = await screen.findAllByTestId('calendar-call');
    expect(screen.getAllByTestId('calendar-call')).toHaveLength(1);
    expect(inGrid.getAttribute('aria-label')).toBe('Call appointment 15:30: call with Mei');
    expect(inGrid.getAttribute('href')).toBe('/en-HK/dashboard/requests/241');
    expect(inGrid.textContent).toBe('15:30 Call with Mei');
    const agenda = screen.getByTestId('calendar-agenda-call');
    expect(agenda.textContent).toContain('Call with Mei');
    expect(agenda.textContent).toContain('15:30 · Call appointment');
    expect(screen.getByText('6/3; 09:00–18:00; 1 booking; 1 call')).toBeTruthy();
    // Read for the month's days, Hong Kong time.
    const read = calls.find((c) => c.url.startsWith(urlOf(voiceContract.appointments, { query: {} })));
    expect(read?.url).toBe(
      urlOf(voiceContract.appointments, { query: { from: '2030-03-01T00:00:00+08:00', to: '2030-04-01T00:00:00+08:00' } }),
    );
  });

  it('when the week has a call appointment, then it is a block from its time to the chat, and the calendar shows before the calls arrive', async () => {
    mockIndex = '2030-03-06';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = api([weekOf()], [callAppointment(41, '2030-03-06 07:30:00')]);
    const fetchCalls = global.fetch;
    global.fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).startsWith(urlOf(voiceContract.appointments, { query: {} }))) await held;
      return fetchCalls(url, init);
    }) as typeof fetch;
    renderPage();
    expect(await screen.findByTestId('calendar-week')).toBeTruthy();
    expect(screen.getAllByTestId('calendar-booking').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('calendar-call')).toBeNull();
    release();
    const block = await screen.findByTestId('calendar-call');
    expect(block.getAttribute('href')).toBe('/en-HK/dashboard/requests/241');
    expect([block.getAttribute('data-start'), block.getAttribute('data-end')]).toEqual(['930', '960']);
    expect(within(block).getByText('Call with Mei')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('from=2030-03-04T00%3A00%3A00%2B08%3A00'))).toBe(true);
  });
});
