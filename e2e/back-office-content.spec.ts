/**
 * A CMS page edited in the console shows on the public site at once, in each language:
 * - content staff (ops_content) write a new blog post in the console, save it as a draft and publish it;
 * - a visitor opens it on the public site (the server caches the page for visitors);
 * - the staff member changes its title and body and saves;
 * - the visitor's next request shows the new title and body, not the cached page.
 * Labels come from the locale files.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated, apiLogin, translate, uniqueName, DEMO } from './fixtures';

type Lng = 'zh-HK' | 'en-HK';

const CONTENT = { username: 'ops_content', password: DEMO.operator.password };

const CASES = [
  {
    lng: 'zh-HK',
    title: '冷氣機清洗前要知嘅事',
    body: '夏天之前預約，通常可以揀時間。',
    newTitle: '冷氣機清洗前要知嘅五件事',
    newBody: '師傅一般半日就完成一部分體機。',
  },
  {
    lng: 'en-HK',
    title: 'Before the aircon cleaner comes',
    body: 'Book before summer and you can usually pick your time.',
    newTitle: 'Five things to know before the aircon cleaner comes',
    newBody: 'A pro usually cleans a split unit in half a day.',
  },
] as const;

/** Fills one of the editor's fields by its label. */
const field = (page: Page, lng: Lng, name: string) => page.getByLabel(translate(lng, `ops|data>field>${name}`), { exact: true });

for (const c of CASES) {
  test(`when content staff edit a published blog post in the console, then the public page shows the change at once (${c.lng})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const lng: Lng = c.lng;
    const o = (key: string) => translate(lng, `ops|${key}`);
    const slug = uniqueName('aircon')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');

    // 1. Content staff write the post in the console and publish it.
    const ops = await browser.newContext({ locale: lng });
    try {
      const editor = await ops.newPage();
      await apiLogin(ops, base, CONTENT.username, CONTENT.password);
      await editor.goto(`/${lng}/ops/content`);
      await hydrated(editor);
      await editor.getByRole('link', { name: o('data>content>new') }).click();
      await field(editor, lng, 'slug').fill(slug);
      await field(editor, lng, 'title_zh').fill(lng === 'zh-HK' ? c.title : '冷氣機清洗');
      await field(editor, lng, 'title_en').fill(lng === 'en-HK' ? c.title : 'Aircon cleaning');
      await field(editor, lng, 'summary_zh').fill('夏天之前洗冷氣機。');
      await field(editor, lng, 'summary_en').fill('Clean the aircon before summer.');
      await field(editor, lng, 'body_zh').fill(lng === 'zh-HK' ? c.body : '夏天之前預約。');
      await field(editor, lng, 'body_en').fill(lng === 'en-HK' ? c.body : 'Book before summer.');
      await editor.getByRole('button', { name: o('data>content>create_draft') }).click();
      await expect(editor).toHaveURL(/\/ops\/content\/\d+$/);
      await editor.getByRole('button', { name: o('data>content>publish_now') }).click();
      await expect(editor.getByText(o('data>content>published_toast'))).toBeVisible();

      // 2. A visitor reads it (twice: the second answer comes from the page cache).
      for (let i = 0; i < 2; i++) {
        await page.goto(`/${lng}/blog/${slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
        await expect(page.getByText(c.body)).toBeVisible();
      }

      // 3. The staff member changes the title and the body.
      const title = field(editor, lng, lng === 'zh-HK' ? 'title_zh' : 'title_en');
      const body = field(editor, lng, lng === 'zh-HK' ? 'body_zh' : 'body_en');
      await title.fill(c.newTitle);
      await body.fill(c.newBody);
      await editor.getByRole('button', { name: o('actions>save') }).click();
      await expect(editor.getByText(o('data>saved'))).toBeVisible();
    } finally {
      await ops.close();
    }

    // 4. The visitor's next request shows the change.
    await page.goto(`/${lng}/blog/${slug}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.newTitle);
    await expect(page.getByText(c.newBody)).toBeVisible();
    await expect(page.getByText(c.body)).toHaveCount(0);
  });
}
