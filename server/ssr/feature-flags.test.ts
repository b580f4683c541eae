/**
 * SPEC §6 feature flags, each turned on and off on one server: what the pages show, where their routes go, and what
 * their API answers. A feature that is off does not exist: its pages redirect (or are the 404 page), its calls answer
 * 404, its links are not drawn. The flags' own suites test the features in depth (photo likes:
 * photo-pages.test.ts; the fraud check, phone verification and sign-in providers: their modules' tests).
 */
import { businessLoansContract } from '@shared/api/business-loans.contract';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { settingsContract } from '@shared/api/settings.contract';
import { urlOf } from '@shared/api/endpoint';
import type { FeatureFlagName } from '@shared/config/feature-flags';
import { setUpTestContext } from '../test/test-app';
import { createConsumer, createPro, setUpCatalog } from '../test/fixtures';
import { markupOf } from './seo-test-helpers';

// The whole-page cache is off: each request renders with the flags as they are now.
const ctx = setUpTestContext({ env: { PAGE_CACHE_MAX_BYTES: '0' } });
const cat = setUpCatalog(ctx);

/** Runs `check` with the flags set as given, and puts them back after. */
async function withFlags(flags: Partial<Record<FeatureFlagName, boolean>>, check: () => Promise<void>): Promise<void> {
  const all = ctx.deps.env.featureFlags;
  const before = { ...all };
  Object.assign(all, flags);
  try {
    await check();
  } finally {
    Object.assign(all, before);
  }
}

describe('calendar', () => {
  it('when on, then the editor menu links the calendar, its page renders and its API answers', async () => {
    const pro = await createPro(ctx, cat);
    await withFlags({ calendar: true }, async () => {
      const editor = await pro.agent.get(`/en-HK/dashboard/services/${pro.serviceId}`);
      expect(markupOf(editor.text)).toContain(`href="/en-HK/dashboard/calendar/${pro.serviceId}"`);
      expect((await pro.agent.get(`/en-HK/dashboard/calendar/${pro.serviceId}`)).status).toBe(200);
      expect((await pro.agent.get(urlOf(serviceEditorContract.calendar, { params: { id: pro.serviceId } }))).status).toBe(200);
    });
  });

  it('when off, then no calendar link, its pages go to the dashboard home in the visitor’s language, and its API is 404', async () => {
    const pro = await createPro(ctx, cat);
    await withFlags({ calendar: false }, async () => {
      const editor = await pro.agent.get(`/en-HK/dashboard/services/${pro.serviceId}`);
      expect(editor.status).toBe(200);
      expect(markupOf(editor.text)).not.toContain('/dashboard/calendar/');
      const zh = await pro.agent.get(`/zh-HK/dashboard/calendar/${pro.serviceId}/2026-11`);
      expect([zh.status, zh.headers.location]).toEqual([302, '/zh-HK/dashboard']);
      const en = await pro.agent.get(`/en-HK/dashboard/calendar/${pro.serviceId}`);
      expect([en.status, en.headers.location]).toEqual([302, '/en-HK/dashboard']);
      expect((await pro.agent.get(urlOf(serviceEditorContract.calendar, { params: { id: pro.serviceId } }))).status).toBe(404);
    });
  });
});

describe('homeBlogs', () => {
  it('when on, then the home page shows the newest articles, rendered on the server, in both languages', async () => {
    await withFlags({ homeBlogs: true }, async () => {
      const en = markupOf((await ctx.agent().get('/en-HK/')).text);
      expect(en).toContain('data-island="home-blogs"');
      expect(en).toContain('From the blog');
      expect(en).toMatch(/href="\/en-HK\/blog\/[a-z0-9-]+"/);
      expect(en).toContain('href="/en-HK/blog"');
      const zh = markupOf((await ctx.agent().get('/zh-HK/')).text);
      expect(zh).toContain('最新文章');
      expect(zh).toMatch(/href="\/zh-HK\/blog\/[a-z0-9-]+"/);
    });
  });

  it('when off, then the home page has no blog block and no article links', async () => {
    await withFlags({ homeBlogs: false }, async () => {
      const res = await ctx.agent().get('/en-HK/');
      expect(res.status).toBe(200);
      const html = markupOf(res.text);
      expect(html).not.toContain('home-blogs');
      expect(html).not.toContain('From the blog');
      expect(html).not.toMatch(/href="\/en-HK\/blog\/[a-z0-9-]+"/);
    });
  });
});

describe('businessLoan', () => {
  it('when on, then the pro’s menu links the page and it renders with the form; a consumer has no such entry', async () => {
    const pro = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    await withFlags({ businessLoan: true }, async () => {
      const page = await pro.agent.get('/en-HK/dashboard/business-loan');
      expect(page.status).toBe(200);
      const html = markupOf(page.text);
      expect(html).toContain('href="/en-HK/dashboard/business-loan"');
      expect(html).toContain('Ask about a loan');
      expect(html).toContain('name="amount"');
      const zh = markupOf((await pro.agent.get('/zh-HK/dashboard/business-loan')).text);
      expect(zh).toContain('商業貸款');
      const settings = await consumer.agent.get('/en-HK/dashboard/settings');
      expect(markupOf(settings.text)).not.toContain('/dashboard/business-loan');
      expect((await pro.agent.get(urlOf(businessLoansContract.mine))).status).toBe(200);
    });
  });

  it('when off, then no menu entry, the page redirects home in the visitor’s language, and the API is 404', async () => {
    const pro = await createPro(ctx, cat);
    await withFlags({ businessLoan: false }, async () => {
      const settings = await pro.agent.get('/en-HK/dashboard/settings');
      expect(settings.status).toBe(200);
      expect(markupOf(settings.text)).not.toContain('/dashboard/business-loan');
      const zh = await pro.agent.get('/zh-HK/dashboard/business-loan');
      expect([zh.status, zh.headers.location]).toEqual([302, '/zh-HK/']);
      const en = await pro.agent.get('/en-HK/dashboard/business-loan');
      expect([en.status, en.headers.location]).toEqual([302, '/en-HK/']);
      expect((await pro.agent.get(urlOf(businessLoansContract.mine))).status).toBe(404);
    });
  });
});

describe('the other flags with pages or calls of their own', () => {
  it('safetyPayment: on, its page renders; off, it redirects home', async () => {
    const consumer = await createConsumer(ctx);
    await withFlags({ safetyPayment: true }, async () => {
      expect((await consumer.agent.get('/en-HK/dashboard/safety-payments')).status).toBe(200);
    });
    await withFlags({ safetyPayment: false }, async () => {
      const res = await consumer.agent.get('/en-HK/dashboard/safety-payments');
      expect([res.status, res.headers.location]).toEqual([302, '/en-HK/']);
    });
  });

  it('shop and nshop: the shop exists only with both on; either off and it redirects home', async () => {
    await withFlags({ shop: true, nshop: true }, async () => {
      expect((await ctx.agent().get('/en-HK/shop')).status).toBe(200);
    });
    for (const off of [
      { shop: false, nshop: true },
      { shop: true, nshop: false },
    ]) {
      await withFlags(off, async () => {
        const res = await ctx.agent().get('/en-HK/shop');
        expect([res.status, res.headers.location]).toEqual([302, '/en-HK/']);
      });
    }
  });

  it('appDownload: on, the download page renders; off, it is the 404 page', async () => {
    await withFlags({ appDownload: true }, async () => {
      expect((await ctx.agent().get('/en-HK/download')).status).toBe(200);
    });
    await withFlags({ appDownload: false }, async () => {
      expect((await ctx.agent().get('/en-HK/download')).status).toBe(404);
    });
  });

  it('invoiceSettings: on, the invoice settings answer; off, they are 404', async () => {
    const consumer = await createConsumer(ctx);
    await withFlags({ invoiceSettings: true }, async () => {
      expect((await consumer.agent.get(urlOf(settingsContract.getInvoiceSettings))).status).toBe(200);
    });
    await withFlags({ invoiceSettings: false }, async () => {
      expect((await consumer.agent.get(urlOf(settingsContract.getInvoiceSettings))).status).toBe(404);
    });
  });

  it('googleReserve: on, the pro’s page renders; off, it is the 404 page', async () => {
    const pro = await createPro(ctx, cat);
    await withFlags({ googleReserve: true }, async () => {
      expect((await pro.agent.get('/en-HK/dashboard/google-reserve')).status).toBe(200);
    });
    await withFlags({ googleReserve: false }, async () => {
      expect((await pro.agent.get('/en-HK/dashboard/google-reserve')).status).toBe(404);
    });
  });
});
