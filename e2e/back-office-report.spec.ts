/**
 * A reported chat message, in zh-HK and again in en-HK: the demo pro writes to the demo customer asking to be paid
 * outside Sifu; the customer reports that one message from the chat; trust and safety (ops_trust) open the report
 * in the reports queue, see the message in its chat, hide it and warn the pro in one decision; the pro reads both
 * notices on the notifications page and finds the placeholder in the chat instead of the text. Labels come from the
 * locale files.
 */
import { chatContract } from '@shared/api/chat.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, hydrated, apiLogin, translate, uniqueName, quotedBidBetween, DEMO } from './fixtures';

type Lng = 'zh-HK' | 'en-HK';

const t = (lng: Lng, key: string, vars: Record<string, string | number> = {}) => translate(lng, key, vars);

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test.describe(`reporting a chat message (${lng})`, () => {
    test.use({ locale: lng });

    test('the customer reports a message → trust and safety hide it and warn the pro → the pro sees the notices and the placeholder', async ({
      page,
      browser,
      baseURL,
    }) => {
      const base = baseURL!;
      const messages = (key: string, vars?: Record<string, string | number>) => t(lng, `messages|${key}`, vars);
      const ops = (key: string, vars?: Record<string, string | number>) => t(lng, `ops|${key}`, vars);
      const bidId = await quotedBidBetween(DEMO.consumer.username, DEMO.pro.username);
      const token = uniqueName('e2e');
      const rude =
        lng === 'zh-HK' ? `${token} 唔好經 Sifu 俾錢，直接轉數俾我平兩成` : `${token} skip Sifu and pay me by bank transfer, 20% off`;
      const reportText = lng === 'zh-HK' ? `${token} 叫我私下俾錢` : `${token} asked me to pay outside Sifu`;
      const reason = lng === 'zh-HK' ? `叫客人私下交易（${token}）` : `Asked for payment outside Sifu (${token})`;

      // The pro writes the message (through the API: the pro's own journey is not what this test is about).
      const pro = await browser.newContext({ locale: lng });
      const staff = await browser.newContext({ locale: lng });
      try {
        await apiLogin(pro, base, DEMO.pro.username, DEMO.pro.password);
        const sent = await pro.request.post(`${base}${urlOf(chatContract.send, { params: { bidId } })}`, {
          data: { message: rude },
          headers: { Origin: base },
        });
        expect(sent.status(), await sent.text()).toBe(200);

        // 1. The customer reports that one message from the chat.
        await apiLogin(page.context(), base, DEMO.consumer.username, DEMO.consumer.password);
        await page.goto(`/${lng}/dashboard/projects/quote/${bidId}`);
        await hydrated(page);
        const line = page.getByRole('listitem').filter({ hasText: rude });
        await expect(line).toBeVisible();
        await line.getByRole('button', { name: messages('report>title_message') }).click();
        const sheet = page.getByRole('dialog');
        await sheet.getByRole('radio', { name: messages('report>topic_fraud') }).check();
        await sheet.getByRole('radio', { name: messages('report>sub_asked_for_payment_outside') }).check();
        await sheet.getByLabel(messages('report>message')).fill(reportText);
        await sheet.getByRole('button', { name: messages('report>submit') }).click();
        await expect(page.getByText(messages('report>done'))).toBeVisible();

        // 2. Trust and safety open the report from the queue, see the message in its chat, hide it and warn the pro.
        await apiLogin(staff, base, 'ops_trust', DEMO.operator.password);
        const opsPage = await staff.newPage();
        await opsPage.goto(`/${lng}/ops/queues/reports`);
        await hydrated(opsPage);
        await opsPage.getByRole('row').filter({ hasText: token }).getByRole('link').first().click();
        await expect(opsPage.getByText(ops('report>chat'))).toBeVisible();
        await expect(opsPage.getByText(rude)).toBeVisible();
        await opsPage.getByRole('textbox', { name: ops('report>reason_label'), exact: true }).fill(reason);
        await opsPage.getByRole('checkbox', { name: ops('report>also_warn') }).check();
        await opsPage.getByRole('button', { name: ops('report>action>hide'), exact: true }).click();
        await expect(opsPage.getByText(ops('report>done>hide'))).toBeVisible();
        await expect(opsPage.getByText(ops('report>status>actioned'))).toBeVisible();

        // 3. The pro reads the warning and the hidden-message notice, and the chat shows the placeholder.
        const proPage = await pro.newPage();
        await proPage.goto(`/${lng}/dashboard/notifications`);
        await hydrated(proPage);
        await expect(proPage.getByText(messages('notifications>account_warning', { reason }))).toBeVisible();
        await expect(
          proPage.getByText(messages('notifications>content_hidden', { what: messages('notifications>what_message'), reason })),
        ).toBeVisible();
        await proPage.goto(`/${lng}/dashboard/requests/${bidId}`);
        await hydrated(proPage);
        await expect(proPage.getByText(messages('chat>hidden_by_sifu')).first()).toBeVisible();
        await expect(proPage.getByText(rude)).toHaveCount(0);
      } finally {
        await pro.close();
        await staff.close();
      }
    });
  });
}
