/**
 * Managing both sides of the loop: the consumer edits, closes, reopens, copies (resends) and archives a
 * request (SPEC §4); the pro filters leads with the chips, saves one as a favourite and passes on another.
 */
import type { APIRequestContext } from '@playwright/test';
import { requestsContract } from '@shared/api/requests.contract';
import { urlOf } from '@shared/api/endpoint';
import { test, expect, hydrated, apiLogin, DEMO } from './fixtures';

async function postRequest(request: APIRequestContext, baseURL: string, description: string): Promise<number> {
  const res = await request.post(`${baseURL}${urlOf(requestsContract.post)}`, {
    headers: { Origin: baseURL },
    data: {
      category: 'plumbing',
      district: 'wan-chai',
      preferred_dates: ['2030-01-15'],
      time_slots: [2],
      description,
      answers: {
        issue_type: 'tap-replacement',
        property_type: 'private-flat',
        district: 'wan-chai',
        preferred_date: '2030-01-15',
        budget: '500-1000',
      },
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { request: { quote_request_id: number } } }).data.request.quote_request_id;
}

test('a consumer edits, closes, reopens, resends and archives a request (zh-HK)', async ({ page, context, baseURL }) => {
  const base = baseURL ?? '';
  await apiLogin(context, base, DEMO.consumer.username, DEMO.consumer.password);
  const id = await postRequest(context.request, base, `e2e-manage ${Date.now()}`);
  await page.goto(`/zh-HK/dashboard/projects/quotelist/${id}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '水喉維修', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: '修改' }).click();
  const sheet = page.getByRole('dialog', { name: '修改需要' });
  await sheet.getByLabel('仲有咩想師傅知道？').fill('浴室水龍頭滴水，想換新嘅。');
  await sheet.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('浴室水龍頭滴水，想換新嘅。')).toBeVisible();

  await page.getByRole('button', { name: '關閉需要' }).click();
  await page.getByRole('dialog', { name: '關閉呢個需要？' }).getByRole('button', { name: '關閉需要' }).click();
  await expect(page.getByRole('main').getByText('已關閉', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '重新開放' }).click();
  await expect(page.getByRole('button', { name: '關閉需要' })).toBeVisible();

  await page.getByRole('button', { name: '再次發送' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/quotelist/${id}$`));
  await expect(page).toHaveURL(/\/quotelist\/\d+$/);
  await expect(page.getByRole('heading', { name: '水喉維修', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: '封存' }).click();
  await page.getByRole('dialog', { name: '封存呢個需要？' }).getByRole('button', { name: '封存' }).click();
  await expect(page.getByRole('main').getByText('已封存', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '返回我的需要' }).click();
  await page.getByRole('link', { name: '已封存' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\?archived=1$/);
  await expect(page.getByTestId('project-card').first()).toBeVisible();
});

test('a pro filters leads, saves one and passes on another (en-HK)', async ({ page, context, baseURL, browser }) => {
  const base = baseURL ?? '';
  const consumer = await browser.newContext();
  await apiLogin(consumer, base, DEMO.consumer.username, DEMO.consumer.password);
  const descA = `e2e-lead-a ${Date.now()}`;
  const descB = `e2e-lead-b ${Date.now()}`;
  await postRequest(consumer.request, base, descA);
  await postRequest(consumer.request, base, descB);
  await consumer.close();

  await apiLogin(context, base, DEMO.pro.username, DEMO.pro.password);
  await page.goto('/en-HK/dashboard/requests');
  await hydrated(page);
  await page.getByRole('link', { name: 'Unread', exact: true }).click();
  await expect(page).toHaveURL(/\?filter=notread$/);
  await page
    .getByRole('link', { name: /Unread: Plumbing/ })
    .first()
    .click();
  await expect(page.getByText(descB)).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unsave' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to leads' }).click();
  await page.getByRole('link', { name: 'Saved', exact: true }).click();
  await expect(page).toHaveURL(/\?filter=favorite$/);
  await expect(page.getByTestId('lead-card').filter({ hasText: descB })).toBeVisible();

  await page.getByRole('link', { name: 'All', exact: true }).click();
  await page
    .getByRole('link', { name: /Unread: Plumbing/ })
    .first()
    .click();
  await expect(page.getByText(descA)).toBeVisible();
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await page.getByRole('dialog', { name: 'Pass on this lead?' }).getByRole('button', { name: 'Pass' }).click();
  await expect(page).toHaveURL(/\/en-HK\/dashboard\/requests$/);
  await expect(page.getByText('Lead passed')).toBeVisible();
  await expect(page.getByText(descA)).toHaveCount(0);
});
