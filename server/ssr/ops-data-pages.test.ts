/**
 * The data editors' console pages rendered on the server: each area's staff see their page with its rows (in the
 * staff member's language); other staff and plain users get 404; a visitor is sent to log in.
 */
import request from 'supertest';
import { setUpTestContext } from '../test/test-app';
import { createConsumer, createStaff, setUpCatalog } from '../test/fixtures';
import { markupOf } from './seo-test-helpers';

jest.setTimeout(120_000);

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);

describe('data editor pages (SSR)', () => {
  it('when a visitor opens one, then 302 to login; a plain user and staff of the other area get 404', async () => {
    const visitor = await request(ctx.sifu.handler).get('/en-HK/ops/promotions');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe('/en-HK/login?from=%2Fen-HK%2Fops%2Fpromotions');
    const consumer = await createConsumer(ctx);
    expect((await consumer.agent.get('/en-HK/ops/content')).status).toBe(404);
    const content = await createStaff(ctx, ['content']);
    expect((await content.agent.get('/en-HK/ops/promotions')).status).toBe(404);
    expect((await content.agent.get('/en-HK/ops/packages')).status).toBe(404);
    const finance = await createStaff(ctx, ['finance']);
    expect((await finance.agent.get('/en-HK/ops/content')).status).toBe(404);
    expect((await finance.agent.get(`/en-HK/ops/catalog/${cat.categoryId}`)).status).toBe(404);
  });

  it('when finance opens promotions and packages, then the lists render with their rows and states; a coupon opens in the editor', async () => {
    const finance = await createStaff(ctx, ['finance']);
    await ctx.deps.db.query(
      `INSERT INTO coupons (code, amount, valid_from, valid_until, credit_valid_days, max_uses) VALUES ('SSR-CODE', 40, now() + interval '1 day', now() + interval '9 days', 30, 10)`,
    );
    const coupons = await finance.agent.get('/en-HK/ops/promotions?tab=coupons');
    expect(coupons.status).toBe(200);
    expect(markupOf(coupons.text)).toContain('SSR-CODE');
    expect(markupOf(coupons.text)).toContain('Scheduled');
    const id = (await ctx.deps.db.one<{ id: number }>(`SELECT id FROM coupons WHERE code = 'SSR-CODE'`))!.id;
    const editing = await finance.agent.get(`/zh-HK/ops/promotions?tab=coupons&edit=${id}`);
    expect(editing.status).toBe(200);
    expect(markupOf(editing.text)).toContain('修改優惠碼 SSR-CODE');
    const packages = await finance.agent.get('/en-HK/ops/packages');
    expect(packages.status).toBe(200);
    expect(markupOf(packages.text)).toContain('Starter pack');
  });

  it('when content staff open pages, a page, a new page and a category, then each renders with its texts', async () => {
    const content = await createStaff(ctx, ['content']);
    const list = await content.agent.get('/zh-HK/ops/content?kind=legal');
    expect(list.status).toBe(200);
    expect(markupOf(list.text)).toContain('/privacy');
    const { id } = (await ctx.deps.db.one<{ id: number }>(`SELECT id FROM content_pages WHERE slug = 'about'`))!;
    const page = await content.agent.get(`/en-HK/ops/content/${id}`);
    expect(page.status).toBe(200);
    expect(markupOf(page.text)).toContain('This page lives at a fixed address');
    expect((await content.agent.get('/en-HK/ops/content/new')).status).toBe(200);
    const category = await content.agent.get(`/en-HK/ops/catalog/${cat.categoryId}`);
    expect(category.status).toBe(200);
    expect(markupOf(category.text)).toContain(`/category/${cat.categorySlug}`);
    expect((await content.agent.get('/en-HK/ops/catalog/999999')).status).toBe(404);
  });
});
