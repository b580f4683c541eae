/**
 * calendar/{serviceId}/{index}: a day of the month or an hour of the week opens the pause form
 * prefilled with it, the pause is saved in UTC and the calendar is read again; Month | Week are links.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { ServiceCalendar } from '@shared/schemas/service-editor.schema';
import { mockFetch, ok, type ApiCall } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { calendarPause } from '@client/features/service-editor/lib/calendar-fixtures';
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

/** The API: the service, the calendar (`calendars` in turn, then the last), the pauses, and adding a pause. */
function api(calendars: ServiceCalendar[]) {
  return mockFetch((call: ApiCall) => {
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
});
