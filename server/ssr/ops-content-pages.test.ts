/**
 * CMS editing in the back office as the public sees it: an edit shows on the server-rendered page at its next
 * request (the whole-page cache and the data caches are dropped), a page taken down answers 404 and leaves the
 * blog and the sitemap (also when the sitemap is served from stored snapshots), and a scheduled page stays hidden
 * until its time. Field errors change nothing; two editors saving the same version: one wins, the other gets 409.
 */
import request from 'supertest';
import { opsDataContract as ops } from '@shared/api/ops-data.contract';
import { contentContract } from '@shared/api/content.contract';
import { api } from '../test/api';
import { setUpTestContext } from '../test/test-app';
import { createStaff } from '../test/fixtures';
import { releaseScheduledPages } from '../modules/content/content-admin.service';
import { refreshSitemaps } from './sitemap-snapshots';
import { markupOf } from './seo-test-helpers';

jest.setTimeout(120_000);

const ctx = setUpTestContext();
const get = (path: string) => request(ctx.sifu.handler).get(path);

const ARTICLE = 'plumbing-cost-guide-hong-kong';
const HOUR = 3_600_000;
const utc = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString().slice(0, 16).replace('T', ' ');

async function editor() {
  const staff = await createStaff(ctx, ['content']);
  return api(staff.agent);
}

async function pageId(slug: string): Promise<number> {
  return (await ctx.deps.db.one<{ id: number }>('SELECT id FROM content_pages WHERE slug = $1', [slug]))!.id;
}

/** Renders once and waits until the page is stored, then proves the next visitor is served from the cache. */
async function cached(path: string): Promise<string> {
  const first = await get(path);
  expect(first.status).toBe(200);
  await ctx.sifu.ssr.settled();
  const again = await get(path);
  expect(again.headers['x-cache']).toBe('HIT');
  return markupOf(again.text);
}

describe('editing a published article', () => {
  it('when content staff change its texts, then the cached public page shows the new title and body at once in both languages', async () => {
    const con = await editor();
    const id = await pageId(ARTICLE);
    const page = await con.data(ops.contentPage, { params: { id } });
    expect(page).toMatchObject({ kind: 'info', state: 'published', path: `/blog/${ARTICLE}`, slug_editable: true });
    expect(await cached(`/en-HK/blog/${ARTICLE}`)).toContain(page.title_en);
    expect(await cached(`/zh-HK/blog/${ARTICLE}`)).toContain(page.title_zh);

    const body = {
      ...page,
      title_en: 'Plumbing prices in Hong Kong, checked for 2026',
      title_zh: '2026 年香港水喉收費',
      body_en: `${page.body_en}\n\n## Checked this year\n\nEvery figure above was checked with pros this month.`,
    };
    await con.data(ops.updateContentPage, { params: { id }, body });
    const en = await get(`/en-HK/blog/${ARTICLE}`);
    expect(en.headers['x-cache']).toBe('MISS');
    expect(markupOf(en.text)).toContain('Plumbing prices in Hong Kong, checked for 2026');
    expect(markupOf(en.text)).toContain('Every figure above was checked with pros this month.');
    expect(markupOf((await get(`/zh-HK/blog/${ARTICLE}`)).text)).toContain('2026 年香港水喉收費');
    const [audit] = await ctx.deps.db.many(`SELECT * FROM operator_audit WHERE target_type = 'content_page' AND target_id = $1`, [id]);
    expect(audit.before).toEqual({ title_zh: page.title_zh, title_en: page.title_en, body_en: page.body_en });
    expect(audit.after).toEqual({ title_zh: body.title_zh, title_en: body.title_en, body_en: body.body_en });
  });

  it('when a submit has field errors or a stale version, then nothing changes; two editors at once: one saves, one gets 409', async () => {
    const con = await editor();
    const id = await pageId(ARTICLE);
    const page = await con.data(ops.contentPage, { params: { id } });
    const bad = await con
      .call(ops.updateContentPage, {
        params: { id },
        body: { ...page, title_en: '', body_zh: '   ', slug: 'Bad Slug', category_slugs: ['no-such'] },
      })
      .set('Accept-Language', 'en-HK');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['body_zh', 'slug', 'title_en']);
    const unknownCategory = await con.call(ops.updateContentPage, { params: { id }, body: { ...page, category_slugs: ['no-such'] } });
    expect(unknownCategory.status).toBe(400);
    expect(Object.keys(unknownCategory.body.error.details.fields)).toEqual(['category_slugs.0']);

    const other = await editor();
    const answers = await Promise.all([
      con.call(ops.updateContentPage, { params: { id }, body: { ...page, summary_en: 'First editor' } }),
      other.call(ops.updateContentPage, { params: { id }, body: { ...page, summary_en: 'Second editor' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = await con.data(ops.contentPage, { params: { id } });
    expect(after.version).toBe(page.version + 1);
    expect(['First editor', 'Second editor']).toContain(after.summary_en);
  });

  it('when a site page is edited, then its slug stays fixed, and the preview renders a body with the public parser', async () => {
    const con = await editor();
    const id = await pageId('about');
    const about = await con.data(ops.contentPage, { params: { id } });
    expect(about).toMatchObject({ kind: 'site', path: '/about', slug_editable: false });
    const moved = await con.call(ops.updateContentPage, { params: { id }, body: { ...about, slug: 'about-us' } });
    expect(moved.status).toBe(400);
    expect(Object.keys(moved.body.error.details.fields)).toEqual(['slug']);
    const preview = await con.data(ops.previewContent, { body: { body: '## Heading\n\nText with [a link](/blog).\n\n- one\n- two' } });
    expect(preview.blocks).toEqual([
      { type: 'h2', text: 'Heading', id: expect.any(String) },
      { type: 'p', inline: [{ text: 'Text with ' }, { text: 'a link', href: '/blog' }, { text: '.' }] },
      { type: 'ul', items: [[{ text: 'one' }], [{ text: 'two' }]] },
    ]);
  });
});

describe('publishing', () => {
  it('when an article is taken down, then it answers 404 and leaves the blog and the stored sitemap at once; published again it returns', async () => {
    const con = await editor();
    const id = await pageId('which-jobs-need-licensed-pro-hong-kong');
    const page = await con.data(ops.contentPage, { params: { id } });
    await refreshSitemaps(ctx.deps);
    expect((await get('/sitemaps/content.xml')).text).toContain(page.slug);
    expect(await cached('/en-HK/blog')).toContain(page.title_en);

    const down = await con.data(ops.publishContentPage, { params: { id }, body: { version: page.version, publish: false } });
    expect(down.state).toBe('draft');
    expect((await get(`/en-HK/blog/${page.slug}`)).status).toBe(404);
    expect(markupOf((await get('/en-HK/blog')).text)).not.toContain(page.title_en);
    expect((await get('/sitemaps/content.xml')).text).not.toContain(page.slug);
    expect((await api(ctx.sifu.handler).call(contentContract.page, { params: { slug: page.slug }, query: { lng: 'en-HK' } })).status).toBe(
      404,
    );

    const up = await con.data(ops.publishContentPage, { params: { id }, body: { version: down.version, publish: true } });
    expect(up.state).toBe('published');
    // Publishing a public page again keeps its date.
    const again = await con.data(ops.publishContentPage, { params: { id }, body: { version: up.version, publish: true } });
    expect(again.published_on).toBe(up.published_on);
    expect((await get(`/en-HK/blog/${page.slug}`)).status).toBe(200);
    expect((await get('/sitemaps/content.xml')).text).toContain(page.slug);
    const actions = await ctx.deps.db.many(
      `SELECT action FROM operator_audit WHERE target_type = 'content_page' AND target_id = $1 ORDER BY id`,
      [id],
    );
    expect(actions.map((a) => a.action)).toEqual(['unpublish', 'publish', 'publish']);
  });

  it('when a new article is scheduled, then nobody sees it before its time, and it appears once the time has come', async () => {
    const con = await editor();
    const draft = await con.data(ops.createContentPage, {
      body: {
        kind: 'blog',
        slug: 'spring-cleaning-checklist',
        title_zh: '春季大掃除清單',
        title_en: 'A spring cleaning checklist',
        summary_zh: '由窗到冷氣機，一張清單搞掂。',
        summary_en: 'From windows to the air conditioner, one list.',
        body_zh: '## 由高做到低\n\n先清天花同冷氣機，再抹窗。',
        body_en: '## Top to bottom\n\nStart with the ceiling and the air conditioner, then the windows.',
      },
    });
    expect(draft).toMatchObject({ state: 'draft', path: '/blog/spring-cleaning-checklist', version: 1 });
    expect((await get('/en-HK/blog/spring-cleaning-checklist')).status).toBe(404);

    const past = await con.call(ops.publishContentPage, { params: { id: draft.id }, body: { version: 1, publish: true, at: utc(-1) } });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.error.details.fields)).toEqual(['at']);

    const at = utc(2);
    const scheduled = await con.data(ops.publishContentPage, { params: { id: draft.id }, body: { version: 1, publish: true, at } });
    expect(scheduled).toMatchObject({ state: 'scheduled', published_on: `${at}:00` });
    expect((await get('/en-HK/blog/spring-cleaning-checklist')).status).toBe(404);
    expect(await cached('/en-HK/blog')).not.toContain('A spring cleaning checklist');
    expect((await con.data(ops.contentPages, { query: { state: 'scheduled' } })).items.map((p) => p.id)).toEqual([draft.id]);
    expect(await releaseScheduledPages(ctx.deps)).toBe(0);

    // Its time comes (the clock is moved by moving the row's time, as the schedule sweep would find it).
    await ctx.deps.db.query(
      `UPDATE content_pages SET published_on = now() - interval '1 second', modified = now() - interval '1 hour' WHERE id = $1`,
      [draft.id],
    );
    expect(await releaseScheduledPages(ctx.deps)).toBe(1);
    expect(markupOf((await get('/en-HK/blog/spring-cleaning-checklist')).text)).toContain('Start with the ceiling and the air conditioner');
    expect(markupOf((await get('/en-HK/blog')).text)).toContain('A spring cleaning checklist');
  });
});
