/**
 * Sitemap refresh (ADR 0027): the job stores every section; instances serve the stored sections
 * while they are fresh (so all serve the same sitemap), the index carries each section's <lastmod>, and the next
 * refresh picks up new data.
 */
import request from 'supertest';
import { setUpTestContext } from '../test/test-app';
import { createCatalog } from '../test/fixtures';
import { withAdapterDefaults } from '../lib/adapters';
import { refreshSitemaps } from './sitemap-snapshots';
import { SITEMAP_SECTIONS } from './sitemap.router';

const ctx = setUpTestContext();

const get = (path: string) => request(ctx.sifu.handler).get(path);
const refresh = () => refreshSitemaps(withAdapterDefaults(ctx.deps));

it('when the refresh runs, then every section is stored, served as stored, and the index gives its lastmod', async () => {
  const cat = await createCatalog(ctx);
  expect(await refresh()).toBe(SITEMAP_SECTIONS.length);
  const rows = await ctx.deps.db.many<{ section: string; body: string }>('SELECT section, body FROM sitemap_snapshots ORDER BY section');
  expect(rows.map((r) => r.section).sort()).toEqual([...SITEMAP_SECTIONS].sort());

  const categories = await get('/sitemaps/categories.xml').expect(200);
  expect(categories.text).toBe(rows.find((r) => r.section === 'categories')!.body);
  expect(categories.text).toContain(`/category/${cat.categorySlug}`);
  const index = await get('/sitemap.xml').expect(200);
  expect(index.text).toMatch(/<loc>[^<]+\/sitemaps\/categories\.xml<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

it('when data changes, then instances keep serving the stored sitemap until the next refresh includes it', async () => {
  await refresh();
  const added = await createCatalog(ctx);
  // Another instance (a fresh app on the same database) serves the same stored section.
  const other = await createTestContextOnSameDb();
  const before = await request(other).get('/sitemaps/categories.xml').expect(200);
  expect(before.text).not.toContain(`/category/${added.categorySlug}`);

  await refresh();
  const after = await get('/sitemaps/categories.xml').expect(200);
  expect(after.text).toContain(`/category/${added.categorySlug}`);
  expect((await request(other).get('/sitemaps/categories.xml').expect(200)).text).toBe(after.text);
});

it('when the stored sections are older than the cache TTL, then the section is built from the data again', async () => {
  await refresh();
  const added = await createCatalog(ctx);
  await ctx.deps.db.query(`UPDATE sitemap_snapshots SET built_at = now() - interval '2 hours'`);
  const other = await createTestContextOnSameDb();
  const res = await request(other).get('/sitemaps/categories.xml').expect(200);
  expect(res.text).toContain(`/category/${added.categorySlug}`);
  expect((await request(other).get('/sitemap.xml').expect(200)).text).not.toContain('<lastmod>');
});

/** A second app on the same database with its own caches, as another instance would be. */
async function createTestContextOnSameDb() {
  const { createApp } = await import('../app');
  const db = { ...ctx.deps.db };
  const app = await createApp({ db, env: ctx.deps.env, i18n: ctx.deps.i18n });
  return app.handler;
}
