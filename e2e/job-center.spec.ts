/**
 * Job center, in zh-HK and en-HK: a customer's plumbing request in Wan Chai still has a place left;
 * demo_pro (plumbing, Wan Chai) finds it in the job center with the fee shown, opts in with "Quote this job", lands on
 * the lead with the same fee and sends a quote.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { request } from '@playwright/test';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, hydrated, uniqueName, apiLogin, e2eDataDir, translate, DEMO, postPlumbingRequest } from './fixtures';
import { sendFlatQuote } from './journey-steps';

/** Tomorrow's date in Hong Kong (YYYY-MM-DD), a valid preferred date. */
/**
 * Stands in for a request posted before demo_pro served its district, in a thin category: demo_pro's own lead on it
 * (if matching gave one) is removed, and so are unquoted leads beyond match_limit − 1, so one place is left.
 */
async function requestHasRoomFor(requestId: number, username: string): Promise<void> {
  const pidFile = path.join(e2eDataDir(), 'postgres', 'postmaster.pid');
  const port = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'sifu' });
  await client.connect();
  try {
    await client.query(
      `DELETE FROM quote_bids b USING quote_services s, users u
        WHERE b.quote_request_id = $1 AND s.quote_service_id = b.quote_service_id AND u.id = s.user_id AND u.username = $2`,
      [requestId, username],
    );
    // OFFSET cannot refer to the row's category, so the number of unquoted leads to keep is read first.
    const { rows } = await client.query<{ keep: number }>(
      `SELECT GREATEST(0, c.match_limit - 1 - (SELECT count(*) FROM quote_bids q
                WHERE q.quote_request_id = r.quote_request_id AND q.quote_sent_on IS NOT NULL))::int AS keep
         FROM quote_requests r JOIN quote_categories c ON c.id = r.quote_category_id
        WHERE r.quote_request_id = $1`,
      [requestId],
    );
    expect(rows).toHaveLength(1);
    await client.query(
      `DELETE FROM quote_bids WHERE quote_bid_id IN (
         SELECT quote_bid_id FROM quote_bids
          WHERE quote_request_id = $1 AND quote_sent_on IS NULL
          ORDER BY quote_bid_id DESC
          OFFSET $2)`,
      [requestId, rows[0].keep],
    );
  } finally {
    await client.end();
  }
}

for (const lng of ['zh-HK', 'en-HK'] as const) {
  test(`job center: a pro finds an open request, opts in and sends a quote (${lng})`, async ({ page, context, baseURL }) => {
    const base = baseURL ?? '';
    const description = `${uniqueName('jobcenter')}: kitchen pipe leaking under the sink`;

    // The customer (demo_consumer, phone verified) posts a plumbing request in Wan Chai through the API.
    const customer = await request.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } });
    const login = await customer.post(urlOf(accountsContract.login), {
      data: { username: DEMO.consumer.username, passwd: DEMO.consumer.password },
    });
    expect(login.status()).toBe(200);
    const requestId = await postPlumbingRequest(customer, description, 1);
    await customer.dispose();
    await requestHasRoomFor(requestId, DEMO.pro.username);

    // The pro opens the job center from the dashboard navigation and finds the request with its fee.
    await apiLogin(context, base, DEMO.pro.username, DEMO.pro.password);
    await page.goto(`/${lng}/dashboard/requests`);
    await hydrated(page);
    await page.getByRole('link', { name: translate(lng, 'dashboard|nav>jobCenter') }).click();
    await expect(page.getByRole('heading', { name: translate(lng, 'workspace|job_center>title'), exact: true })).toBeVisible();
    const card = page.getByTestId('job-card').filter({ hasText: description });
    await expect(card).toBeVisible();
    const fee = (await card.getByTestId('job-fee').locator('strong').textContent()) ?? '';
    expect(fee).toMatch(/^HK\$\d+$/);
    await expect(card.getByText(translate(lng, 'workspace|job_center>fee_note'))).toBeVisible();

    // "Quote this job" takes the place and opens the lead, where the same fee sits next to Send.
    await card.getByRole('button', { name: translate(lng, 'workspace|job_center>quote_this_job') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/dashboard/requests/\\d+`));
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByTestId('quote-fee')).toHaveText(fee);
    await sendFlatQuote(page, lng, '950', 'Includes labour and parts');

    // The request has left the pro's job center.
    await page.goto(`/${lng}/dashboard/job-center`);
    await hydrated(page);
    await expect(page.getByTestId('job-card').filter({ hasText: description })).toHaveCount(0);
  });
}
