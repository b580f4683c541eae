/**
 * Voice contact on a bid (docs/decisions/0039), in zh-HK and again in en-HK, with two browser contexts in Chromium
 * with fake media devices (the demo pro and the demo consumer, on a bid the pro has quoted):
 * 0. A visitor (signed out) on a public page loads no call layer and opens no realtime socket.
 * 1. The pro calls the consumer from the bid's chat while the consumer reads a public page (a category page, not the
 *    dashboard); that page rings (an alert dialog) and they answer there; both sides show the connected call for 5
 *    seconds; the consumer hangs up; both chats show the call with its duration, and the consumer's says they hung up.
 * 2. The pro suggests a call time from the chat's menu; the consumer accepts it, sees it on the appointments page; the
 *    pro sees it in their calendar's week as a call linking to the bid's chat; the pro cancels it; both chats show it
 *    cancelled.
 * 3. The consumer blocks the pro: the pro's call is refused (the API answers 403 and the page says why), and after a
 *    reload the chat has no call button. The consumer unblocks the pro again.
 * Labels come from the locale files.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { chatContract } from '@shared/api/chat.contract';
import { voiceContract } from '@shared/api/voice.contract';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, hydrated, apiLogin, translate, translator, DEMO, quotedBidBetween, tomorrowHk } from './fixtures';
import { watchContext, type Lng } from './journey-steps';

/** Chromium's fake microphone and no permission prompt: the call really runs, peer to peer, on this machine. */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

/** A public page: the callee reads it when the call comes (the call layer is mounted on every page). */
const PUBLIC_PAGE = '/category/plumbing';

const FORBIDDEN_TEXT = 'Failed to load resource: the server responded with a status of 403 (Forbidden)';

async function signedIn(browserCtx: BrowserContext, base: string, who: { username: string; password: string }) {
  await apiLogin(browserCtx, base, who.username, who.password);
  return browserCtx;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test.describe(`voice contact (${lng})`, () => {
    test.use({ locale: lng });
    const v = translator(lng as Lng, 'voice|');

    test(`the pro calls the consumer from the chat, they talk, the call is logged; a call time is set, accepted and cancelled; a blocked call is refused (${lng})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const base = baseURL ?? '';
      const problems: string[] = [];
      const proCtx = await browser.newContext({ locale: lng, permissions: ['microphone'] });
      const consumerCtx = await browser.newContext({ locale: lng, permissions: ['microphone'] });
      for (const ctx of [proCtx, consumerCtx]) watchContext(ctx, problems);
      await signedIn(proCtx, base, DEMO.pro);
      await signedIn(consumerCtx, base, DEMO.consumer);
      const bidId = await quotedBidBetween(DEMO.consumer.username, DEMO.pro.username);
      const headers = { Origin: base };

      // 0. A visitor's public page has no call layer: no socket, no voice chunk.
      const visitorCtx = await browser.newContext({ locale: lng });
      watchContext(visitorCtx, problems);
      const visitor = await visitorCtx.newPage();
      const sockets: string[] = [];
      const voiceChunks: string[] = [];
      visitor.on('websocket', (ws) => sockets.push(ws.url()));
      visitor.on('request', (r) => (/voice-layer/.test(r.url()) ? voiceChunks.push(r.url()) : undefined));
      await open(visitor, `/${lng}${PUBLIC_PAGE}`);
      // Long enough for the session read and a chunk load after hydration, had the page started one.
      await visitor.waitForTimeout(2_000);
      expect(sockets, 'a visitor opens no realtime socket').toEqual([]);
      expect(voiceChunks, 'a visitor loads no call layer').toEqual([]);
      await visitorCtx.close();

      // The consumer reads a public page (the call layer's realtime socket makes them reachable there too).
      const consumer = await consumerCtx.newPage();
      await open(consumer, `/${lng}${PUBLIC_PAGE}`);
      await expect
        .poll(
          async () => {
            const r = await proCtx.request.get(`${base}${urlOf(voiceContract.bid, { params: { bidId } })}`);
            return ((await r.json()) as { data: { can_call: boolean } }).data.can_call;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      const pro = await proCtx.newPage();
      await open(pro, `/${lng}/dashboard/requests/${bidId}`);

      // 1. The call.
      await pro.getByTestId('call-button').click();
      const ringing = consumer.getByRole('alertdialog', { name: v('incoming>title') });
      await expect(ringing).toBeVisible({ timeout: 15_000 });
      await expect(ringing).toBeFocused();
      await expect(pro.getByTestId('call-screen')).toHaveAttribute('data-phase', 'outgoing');
      await ringing.getByRole('button', { name: v('incoming>accept') }).click();
      for (const page of [pro, consumer]) {
        await expect(page.getByTestId('call-screen')).toHaveAttribute('data-phase', 'connected', { timeout: 20_000 });
        await expect(page.getByTestId('call-screen').getByRole('status')).toHaveText(v('screen>connected'));
      }
      await pro.waitForTimeout(5_000);
      for (const page of [pro, consumer]) {
        await expect(page.getByTestId('call-screen')).toHaveAttribute('data-phase', 'connected');
        await expect(page.getByTestId('call-timer')).toHaveText(/^0:(0[5-9]|[1-5]\d)$/);
      }
      await consumer
        .getByTestId('call-screen')
        .getByRole('button', { name: v('screen>hangup') })
        .click();
      for (const page of [pro, consumer]) {
        await expect(page.getByTestId('call-screen')).toHaveAttribute('data-phase', 'ended', { timeout: 10_000 });
      }
      // The call was answered and ended on the public page. Each side closes its summary (it would go by itself after
      // a few seconds); then the consumer opens the bid's chat, which has the call too.
      expect(new URL(consumer.url()).pathname).toBe(`/${lng}${PUBLIC_PAGE}`);
      for (const page of [pro, consumer]) {
        await page
          .getByTestId('call-screen')
          .getByRole('button', { name: v('screen>close') })
          .click();
        await expect(page.getByTestId('call-screen')).toHaveCount(0);
      }
      await open(consumer, `/${lng}/dashboard/projects/quote/${bidId}`);
      for (const page of [pro, consumer]) {
        const logged = page.locator('[data-testid="call-log"][data-status="ended"]').last();
        await expect(logged).toContainText(v('log>duration', { duration: '0:' }));
        await expect(logged).toContainText(/0:(0[5-9]|[1-5]\d)/);
      }
      await expect(consumer.locator('[data-testid="call-log"]').last()).toContainText(v('log>ended_by_you'));
      await expect(pro.locator('[data-testid="call-log"]').last()).toContainText(v('log>you_called', { name: '' }).trim());

      // 2. A call appointment: suggested by the pro, accepted by the consumer, cancelled by the pro.
      await pro.locator(`summary[aria-label="${translate(lng, 'messages|chat>more')}"]`).click();
      await pro.getByRole('menuitem', { name: v('call>propose') }).click();
      const form = pro.getByRole('dialog', { name: v('appointment>form_title') });
      await form.getByLabel(v('appointment>date')).fill(tomorrowHk());
      await form.getByLabel(v('appointment>time')).fill('15:30');
      await form.getByLabel(v('appointment>note')).fill(lng === 'zh-HK' ? '想傾下去水位嘅情況' : 'About the drain under the sink');
      await form.getByRole('button', { name: v('appointment>submit') }).click();
      await expect(form).toBeHidden();
      await expect(pro.locator('[data-testid="call-appointment"]').last()).toHaveAttribute('data-status', 'proposed');
      const offered = consumer.locator('[data-testid="call-appointment"]').last();
      await expect(offered).toHaveAttribute('data-status', 'proposed', { timeout: 10_000 });
      await offered
        .getByRole('button')
        .filter({ hasText: v('appointment>accept') })
        .click();
      await expect(offered).toHaveAttribute('data-status', 'accepted');
      await expect(offered).toContainText(v('appointment>status_accepted'));
      await expect(pro.locator('[data-testid="call-appointment"]').last()).toHaveAttribute('data-status', 'accepted', { timeout: 10_000 });

      const calendar = await consumerCtx.newPage();
      await open(calendar, `/${lng}/dashboard/appointment`);
      await expect(calendar.getByTestId('call-appointments')).toContainText(v('calendar>title'));
      await expect(calendar.getByTestId('call-appointments')).toContainText(v('appointment>status_accepted'));
      await calendar.close();

      // The pro's calendar, the week of the call: a call (not a booking) at 15:30, opening the bid's chat.
      const mine = await proCtx.request.get(`${base}${urlOf(serviceEditorContract.mine, { query: { lng } })}`);
      const services = ((await mine.json()) as { data: { items: { quote_service_id: number; is_archived: boolean }[] } }).data.items;
      const serviceId = services.find((x) => !x.is_archived)?.quote_service_id;
      expect(serviceId, 'the demo pro has a service').toBeDefined();
      const proCalendar = await proCtx.newPage();
      await open(proCalendar, `/${lng}/dashboard/calendar/${serviceId}/${tomorrowHk()}`);
      const callBlock = proCalendar.getByTestId('calendar-week').getByTestId('calendar-call');
      await expect(callBlock).toHaveCount(1, { timeout: 10_000 });
      await expect(callBlock).toContainText('15:30');
      await expect(callBlock).toHaveAttribute('href', `/${lng}/dashboard/requests/${bidId}`);
      await expect(proCalendar.getByTestId('calendar-agenda-call')).toContainText(translate(lng, 'workspace|calendar>call_kind'));
      await proCalendar.close();

      const accepted = pro.locator('[data-testid="call-appointment"]').last();
      await accepted
        .getByRole('button')
        .filter({ hasText: v('appointment>cancel') })
        .click();
      await expect(accepted).toHaveAttribute('data-status', 'cancelled');
      await expect(consumer.locator('[data-testid="call-appointment"]').last()).toHaveAttribute('data-status', 'cancelled', {
        timeout: 10_000,
      });

      // 3. The consumer blocks the pro: the pro's call is refused.
      const conv = await consumerCtx.request.get(`${base}${urlOf(chatContract.conversation, { params: { bidId }, query: { limit: 1 } })}`);
      const proUserId = ((await conv.json()) as { data: { other_user: { id: number } } }).data.other_user.id;
      const blocked = await consumerCtx.request.post(`${base}${urlOf(chatContract.block, { params: { userId: proUserId } })}`, { headers });
      expect(blocked.status(), await blocked.text()).toBe(200);
      try {
        const refused = await proCtx.request.post(`${base}${urlOf(voiceContract.start)}`, { headers, data: { quote_bid_id: bidId } });
        expect(refused.status()).toBe(403);
        // The page still offers the call (it read the bid before the block): the server refuses it and the page says so.
        await pro.getByTestId('call-button').click();
        await expect(pro.getByText(translate(lng, 'common|errors>chat_blocked'))).toBeVisible();
        await expect(consumer.getByRole('alertdialog')).toHaveCount(0);
        // The refused call is the one failed request the browser reports (watchContext adds the page's address).
        const refusedLine = () => problems.findIndex((p) => p.startsWith('[error]') && p.endsWith(FORBIDDEN_TEXT));
        await expect.poll(refusedLine).toBeGreaterThanOrEqual(0);
        problems.splice(refusedLine(), 1);
        await pro.reload();
        await hydrated(pro);
        await expect(pro.locator('[data-testid="call-log"]').first()).toBeVisible();
        await expect(pro.getByTestId('call-button')).toHaveCount(0);
      } finally {
        const r = await consumerCtx.request.post(`${base}${urlOf(chatContract.unblock, { params: { userId: proUserId } })}`, { headers });
        expect(r.status()).toBe(200);
      }

      expect(problems, 'console errors, warnings or hydration problems').toEqual([]);
      await proCtx.close();
      await consumerCtx.close();
    });
  });
}
