import request from 'supertest';
import { contentContract } from '@shared/api/content.contract';
import { urlOf } from '@shared/api/endpoint';
import { setUpTestContext, withTestContext } from '../../test/test-app';
import { parseMarkup, readingMinutes } from './content.markup';
import { api } from '../../test/api';

// Fresh demo databases and first renders are slow on a busy 2-core machine.
jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const get = (path: string) => request(ctx.sifu.handler).get(path);

describe('CMS pages', () => {
  it('when pages are listed, then the seeded guides, posts and features come back newest first in each language', async () => {
    const zh = await get(urlOf(contentContract.list, { query: { lng: 'zh-HK' } }));
    expect(zh.status).toBe(200);
    expect(zh.body.data.length).toBeGreaterThanOrEqual(9);
    expect(zh.body.data.filter((p: { kind: string }) => p.kind !== 'feature').length).toBeGreaterThanOrEqual(6);
    const dates = zh.body.data.map((p: { published_on: string }) => p.published_on);
    expect(dates).toEqual([...dates].sort().reverse());
    const en = await get(urlOf(contentContract.list, { query: { lng: 'en-HK', kind: 'feature' } }));
    expect(en.body.data.every((p: { kind: string }) => p.kind === 'feature')).toBe(true);
    expect(en.body.data[0].title).toMatch(/[A-Za-z]/);
  });

  it('when a page is read, then its body is blocks with safe internal links and its categories resolve', async () => {
    const res = await get(urlOf(contentContract.page, { params: { slug: 'plumbing-cost-guide-hong-kong' }, query: { lng: 'en-HK' } }));
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.blocks.some((b: { type: string }) => b.type === 'h2')).toBe(true);
    const links = page.blocks.flatMap((b: { inline?: { href?: string }[] }) => b.inline ?? []).filter((i: { href?: string }) => i.href);
    expect(links.map((l: { href: string }) => l.href)).toContain('/price/plumbing');
    expect(page.categories.map((c: { slug: string }) => c.slug)).toEqual(['plumbing', 'waterproofing']);
  });

  it('when the blog is read, then guides and posts come newest first, 12 a page, without features or legal pages', async () => {
    const res = await get(urlOf(contentContract.blog, { query: { lng: 'en-HK' } }));
    expect(res.status).toBe(200);
    const articles = await ctx.deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM content_pages WHERE kind IN ('info', 'blog') AND is_published AND published_on <= now()`,
    );
    expect(res.body.data).toMatchObject({ page: 1, page_size: 12, total: articles!.n, total_pages: Math.ceil(articles!.n / 12) });
    expect(res.body.data.items.every((a: { kind: string }) => a.kind === 'info' || a.kind === 'blog')).toBe(true);
    const dates = res.body.data.items.map((a: { published_on: string }) => a.published_on);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await get(urlOf(contentContract.blog, { query: { page: '99' } }))).status).toBe(404);
    expect((await get(urlOf(contentContract.blog, { query: { page: '0' } }))).status).toBe(400);
  });

  it('when a page is unpublished or unknown, then 404', async () => {
    await ctx.deps.db.query(`UPDATE content_pages SET is_published = false WHERE slug = 'tutor-rates-hong-kong'`);
    await withTestContext({ template: 'demo' }, async (fresh) => {
      await fresh.deps.db.query(`UPDATE content_pages SET is_published = false WHERE slug = 'tutor-rates-hong-kong'`);
      expect((await api(fresh.sifu.handler).call(contentContract.page, { params: { slug: 'tutor-rates-hong-kong' } })).status).toBe(404);
    });
    expect((await get(urlOf(contentContract.page, { params: { slug: 'no-such-page' } }))).status).toBe(404);
  });
});

describe('markup', () => {
  it('when a body has headings, lists and links, then external and script links stay plain text', () => {
    const blocks = parseMarkup(
      '## Title\n\nSee [ours](/category/plumbing) and [evil](javascript:alert(1)) or [ext](https://x.com) or [proto](//x.com).\n\n- one\n- two',
    );
    expect(blocks[0]).toEqual({ type: 'h2', text: 'Title', id: 'section-1' });
    expect(blocks[1]).toEqual({
      type: 'p',
      inline: [
        { text: 'See ' },
        { text: 'ours', href: '/category/plumbing' },
        { text: ' and ' },
        { text: 'evil' },
        { text: ') or ' },
        { text: 'ext' },
        { text: ' or ' },
        { text: 'proto' },
        { text: '.' },
      ],
    });
    expect(blocks[2]).toEqual({ type: 'ul', items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(readingMinutes('字'.repeat(900))).toBe(3);
  });
});

describe('contact messages', () => {
  it('when a visitor sends a message, then it is stored with the language; invalid input is a 400', async () => {
    const res = await api(ctx.sifu.handler)
      .call(contentContract.contact)
      .set('Accept-Language', 'en-HK')
      .send({ name: 'Ada', email: 'ADA@Example.com', topic: 'pro', message: 'How do I verify my licence?' });
    expect(res.status).toBe(200);
    const row = await ctx.deps.db.one(`SELECT name, email, topic, language, user_id FROM contact_messages WHERE id = $1`, [
      res.body.data.id,
    ]);
    expect(row).toEqual({ name: 'Ada', email: 'ada@example.com', topic: 'pro', language: 'en-HK', user_id: null });
    const bad = await api(ctx.sifu.handler).call(contentContract.contact, { body: { name: '', email: 'nope', topic: 'x', message: 'hi' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['email', 'message', 'name', 'topic']);
  });
});
