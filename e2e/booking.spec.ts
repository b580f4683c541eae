/**
 * Direct booking and appointments, in zh-HK and again in en-HK: demo_pro takes direct bookings (business hours every day and
 * direct booking on for the service's categories, set through the service editor's API) → demo_consumer opens the
 * pro's reserve page, picks the first free time more than a day ahead (so it can still be cancelled), adds a note
 * and books → the appointment page shows it booked, with the cancel button → demo_pro opens the calendar of the booked month and sees the job at its exact time, and the appointment in the
 * list of appointments. Before confirming, a time that starts within the cancellation window is flagged as one that
 * cannot be cancelled online; a later one says until when it can, and so does the appointment page; the pro's
 * notifications hold the booking, opening the appointment.
 */
import type { APIRequestContext } from '@playwright/test';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { urlOf } from '@shared/api/endpoint';
import { CHANGE_CUTOFF_HOURS, changeDeadline, parseUtcText, utcText } from '@shared/domain/reservation-slots';
import { formatDateTime } from '@shared/utils/dates';
import { test, expect, hydrated, apiLogin, translate, DEMO } from './fixtures';

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '08:00', close: '22:00' }));

/** demo_pro's first service, open every day with direct booking on for all its categories; returns its id. */
async function openForBookings(api: APIRequestContext): Promise<number> {
  const mine = await api.get(urlOf(serviceEditorContract.mine));
  expect(mine.status()).toBe(200);
  const service = ((await mine.json()) as { data: { items: Array<{ quote_service_id: number; is_archived: boolean }> } }).data.items.find(
    (s) => !s.is_archived,
  )!;
  const id = service.quote_service_id;
  expect(
    (await api.post(urlOf(serviceEditorContract.hours, { params: { id } }), { data: { hours: JSON.stringify(ALL_WEEK) } })).status(),
  ).toBe(200);
  const edit = await api.get(urlOf(serviceEditorContract.get, { params: { id } }));
  const categories = ((await edit.json()) as { data: { categories: Array<{ id: number }> } }).data.categories;
  for (const c of categories) {
    expect(
      (
        await api.post(urlOf(serviceEditorContract.categorySettings, { params: { id, categoryId: c.id } }), {
          data: { is_direct_reserve_on: true },
        })
      ).status(),
    ).toBe(200);
  }
  return id;
}

/** The 12-hour clock of a server time in Hong Kong ("3:30" for 07:30 UTC), as the appointment's heading says it. */
function spokenClock(serverTime: string): string {
  const hk = new Date(Date.parse(`${serverTime.replace(' ', 'T')}Z`) + 8 * 3_600_000);
  return `${hk.getUTCHours() % 12 || 12}:${String(hk.getUTCMinutes()).padStart(2, '0')}`;
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  const prefix = lng === 'en-HK' ? '/en-HK' : '';
  const bookings = (key: string, vars?: Record<string, string | number>) => translate(lng, `bookings|booking>${key}`, vars);
  const workspace = (key: string, vars?: Record<string, string | number>) => translate(lng, `workspace|booking>${key}`, vars);

  test(`a consumer books a free time on the pro's reserve page and the pro sees it in the calendar (${lng})`, async ({
    browser,
    baseURL,
    consoleProblems,
  }) => {
    const proContext = await browser.newContext({ extraHTTPHeaders: { Origin: baseURL! } });
    await apiLogin(proContext, baseURL!, DEMO.pro.username, DEMO.pro.password);
    const serviceId = await openForBookings(proContext.request);

    // The consumer books the first free time, with a note.
    const consumerContext = await browser.newContext();
    await apiLogin(consumerContext, baseURL!, DEMO.consumer.username, DEMO.consumer.password);
    const page = await consumerContext.newPage();
    await page.goto(`${prefix}/service/${serviceId}/reserve`);
    await hydrated(page);
    const slots = page.getByRole('radiogroup', { name: bookings('slots_label') });
    await expect(slots).toBeVisible();
    // The first free time more than a day ahead: the pro or the consumer may cancel only until 24 hours before the
    // start (CHANGE_CUTOFF_HOURS), and the appointment page must offer the cancel button. Slots are soonest first.
    const begins = await slots.getByRole('radio').evaluateAll((els) => els.map((el) => el.getAttribute('data-begin') ?? ''));
    const cutoff = Date.now() + 25 * 3_600_000;
    const begin = begins.find((b) => Date.parse(`${b.replace(' ', 'T')}Z`) > cutoff)!;
    expect(begin, 'a free time more than a day ahead').toBeTruthy();
    // The soonest time starts within the cancellation window: choosing it says so before anything is booked.
    const soonest = begins[0];
    if (!(Date.parse(`${soonest.replace(' ', 'T')}Z`) - Date.now() > CHANGE_CUTOFF_HOURS * 3_600_000)) {
      await slots.locator(`[role="radio"][data-begin="${soonest}"]`).click();
      await expect(page.getByRole('status').filter({ hasText: bookings('inside_window', { hours: CHANGE_CUTOFF_HOURS }) })).toBeVisible();
    }
    const until = formatDateTime(utcText(changeDeadline(parseUtcText(begin))), lng);
    const first = slots.locator(`[role="radio"][data-begin="${begin}"]`);
    const time = (await first.textContent())!.trim();
    await first.click();
    await expect(first).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(bookings('cancel_until', { until }))).toBeVisible();
    await expect(page.getByText(bookings('inside_window', { hours: CHANGE_CUTOFF_HOURS }))).toHaveCount(0);
    const categorySelect = page.getByLabel(bookings('category'));
    if (await categorySelect.count()) await categorySelect.selectOption({ index: 1 });
    await page.getByLabel(bookings('note')).fill(lng === 'zh-HK' ? '大廈要登記' : 'Please register at the lobby');
    await page.getByRole('button', { name: bookings('book') }).click();

    // The appointment page: booked, with the pro and the time.
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/appointment/\\d+$`));
    await expect(page.getByText(workspace('status_booked'))).toBeVisible();
    // The heading says the time as people say it ("12月3日（四）下午3:30–4:30", "Thu 3 Dec, 3:30–4:30 pm").
    await expect(page.getByRole('heading', { level: 1 })).toContainText(spokenClock(begin));
    await expect(page.getByRole('button', { name: workspace('cancel') })).toBeVisible();
    await expect(page.getByText(workspace('change_until', { until, hours: CHANGE_CUTOFF_HOURS }))).toBeVisible();
    const appointmentPath = new URL(page.url()).pathname;

    // The pro: the booked month's calendar lists the job at its exact time, and the appointment is in the list.
    const month = new Date(Date.parse(`${begin.replace(' ', 'T')}Z`) + 8 * 3_600_000).toISOString().slice(0, 7);
    const proPage = await proContext.newPage();
    await proPage.goto(`${prefix}/dashboard/calendar/${serviceId}/${month}`);
    await hydrated(proPage);
    // The agenda's job link carries the customer and the exact time (not just any "HH:00" on the page, e.g. the hours).
    await expect(proPage.getByRole('link').filter({ hasText: '小明' }).filter({ hasText: time }).first()).toBeVisible();
    // The week view of that day: the booking sits in the grid at its exact time and opens the appointment.
    const day = new Date(Date.parse(`${begin.replace(' ', 'T')}Z`) + 8 * 3_600_000).toISOString().slice(0, 10);
    await proPage.goto(`${prefix}/dashboard/calendar/${serviceId}/${day}`);
    await hydrated(proPage);
    const booking = proPage.getByTestId('calendar-week').getByTestId('calendar-booking').filter({ hasText: time }).first();
    await expect(booking).toBeVisible();
    await booking.click();
    await expect(proPage).toHaveURL(new RegExp(`${prefix}/dashboard/appointment/\\d+$`));
    await proPage.goto(`${prefix}/dashboard/appointment`);
    await hydrated(proPage);
    await expect(proPage.getByRole('link', { name: new RegExp(workspace('role_pro')) }).first()).toBeVisible();
    // The pro was told: the newest notification is the booking, opening the same appointment.
    await proPage.goto(`${prefix}/dashboard/notifications`);
    await hydrated(proPage);
    await expect(proPage.locator(`a[href="${appointmentPath}"]`).first()).toBeVisible();

    // The next language's run books the next free time (this one stays booked).
    await proContext.close();
    await consumerContext.close();
    expect(consoleProblems).toEqual([]);
  });
}
