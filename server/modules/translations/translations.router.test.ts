/** Missing-translation reports and their list for content staff, against a real PostgreSQL (SPEC §7). */
import { translationsContract as c } from '@shared/api/translations.contract';
import { MISSING_TRANSLATIONS_CAP } from '@shared/schemas/missing-translations.schema';
import { api } from '../../test/api';
import { createStaff } from '../../test/fixtures';
import { setUpTestContext, signUp } from '../../test/test-app';

const ctx = setUpTestContext();
const visitor = () => api(ctx.sifu.handler);
const rowOf = (key: string) =>
  ctx.deps.db.one<{ count: number; last_path: string | null }>('SELECT count, last_path FROM missing_translations WHERE key = $1', [key]);

describe('reporting missing translations', () => {
  it('when a key is reported twice, then one row counts 2 and keeps the last page; a repeat inside one report counts once', async () => {
    const item = { lng: 'en-HK', ns: 'site', key: 'report>twice' } as const;
    expect(await visitor().data(c.reportMissing, { body: { items: [item, item], path: '/en-HK/first' } })).toEqual({ stored: 1 });
    expect(await rowOf('report>twice')).toEqual({ count: 1, last_path: '/en-HK/first' });
    expect(await visitor().data(c.reportMissing, { body: { items: [item], path: '/en-HK/second' } })).toEqual({ stored: 1 });
    expect(await rowOf('report>twice')).toEqual({ count: 2, last_path: '/en-HK/second' });
  });

  it('when a reported key is in the locale files (a stale cached client), then it is ignored', async () => {
    const res = await visitor().data(c.reportMissing, {
      body: {
        items: [
          { lng: 'zh-HK', ns: 'common', key: 'errors>too_long' },
          { lng: 'zh-HK', ns: 'common', key: 'really>absent' },
        ],
      },
    });
    expect(res).toEqual({ stored: 1 });
    expect(await rowOf('errors>too_long')).toBeUndefined();
    expect(await rowOf('really>absent')).toEqual({ count: 1, last_path: null });
  });

  it('when the input is wrong, then 400 with translated field errors and nothing is stored', async () => {
    const before = (await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM missing_translations'))!.n;
    const bad = await visitor()
      .call(c.reportMissing, {
        body: {
          items: [
            { lng: 'fr-FR', ns: 'site', key: 'a' },
            { lng: 'en-HK', ns: 'secrets', key: 'b' },
            { lng: 'en-HK', ns: 'site', key: 'x'.repeat(201) },
            { lng: 'en-HK', ns: 'site', key: 'bell\u0007' },
          ],
        },
      } as never)
      .set('Accept-Language', 'en-HK');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({
      'items.0.lng': 'Choose one of the options',
      'items.1.ns': 'Choose one of the options',
      'items.2.key': 'Too long',
      'items.3.key': 'Contains characters that are not allowed',
    });
    const many = Array.from({ length: 21 }, (_, i) => ({ lng: 'en-HK', ns: 'site', key: `k${i}` }));
    const tooMany = await visitor().call(c.reportMissing, { body: { items: many } } as never);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details.fields).toEqual({ items: '項目太多' });
    expect((await visitor().call(c.reportMissing, { body: { items: [] } })).status).toBe(400);
    expect((await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM missing_translations'))!.n).toBe(before);
  });
});

describe('the list for content staff', () => {
  it('when content staff list and mark a key fixed, then it leaves the list and comes back when reported again', async () => {
    await ctx.deps.db.query('DELETE FROM missing_translations');
    const report = (key: string, path?: string) =>
      visitor().data(c.reportMissing, { body: { items: [{ lng: 'en-HK', ns: 'ops', key }], path } });
    await report('list>older', '/en-HK/ops');
    await ctx.deps.db.query(
      `UPDATE missing_translations SET last_seen = last_seen - interval '1 hour', first_seen = first_seen - interval '1 hour'`,
    );
    await report('list>newer');
    await report('list>newer');
    const content = api((await createStaff(ctx, ['content'])).agent);
    const page = await content.data(c.missingTranslations);
    expect(page.total).toBe(2);
    expect(page.items.map((r) => [r.key, r.lng, r.ns, r.count, r.last_path])).toEqual([
      ['list>newer', 'en-HK', 'ops', 2, null],
      ['list>older', 'en-HK', 'ops', 1, '/en-HK/ops'],
    ]);
    expect(page.items[1].first_seen < page.items[0].first_seen).toBe(true);

    const id = page.items[0].id;
    expect(await content.data(c.fixMissingTranslation, { params: { id } })).toEqual({ id });
    expect((await content.data(c.missingTranslations)).items.map((r) => r.key)).toEqual(['list>older']);
    expect((await content.call(c.fixMissingTranslation, { params: { id } })).status).toBe(404);
    await report('list>newer');
    expect((await content.data(c.missingTranslations)).items.map((r) => [r.key, r.count])).toEqual([
      ['list>newer', 1],
      ['list>older', 1],
    ]);
    // An admin sees it too.
    expect((await api((await createStaff(ctx, ['admin'])).agent).data(c.missingTranslations)).total).toBe(2);
  });

  it('when anyone but content staff or an admin asks, then 404 (401 for a visitor) and nothing changes', async () => {
    await visitor().data(c.reportMissing, { body: { items: [{ lng: 'zh-HK', ns: 'ops', key: 'others>see' }] } });
    const id = (await ctx.deps.db.one<{ id: number }>(`SELECT id FROM missing_translations WHERE key = 'others>see'`))!.id;
    const others = [
      await createStaff(ctx, ['support']),
      await createStaff(ctx, ['finance']),
      await createStaff(ctx, ['trust_safety']),
      await signUp(ctx, 'consumer'),
      await signUp(ctx, 'pro'),
    ];
    for (const o of others) {
      expect((await api(o.agent).call(c.missingTranslations)).status).toBe(404);
      expect((await api(o.agent).call(c.fixMissingTranslation, { params: { id } })).status).toBe(404);
    }
    expect((await visitor().call(c.missingTranslations)).status).toBe(401);
    expect(await rowOf('others>see')).toEqual({ count: 1, last_path: null });
  });

  it('when the table is full, then new keys are ignored while listed keys still count', async () => {
    await ctx.deps.db.query('DELETE FROM missing_translations');
    await ctx.deps.db.query(
      `INSERT INTO missing_translations (lng, ns, key) SELECT 'zh-HK', 'site', 'filler>' || g FROM generate_series(1, $1::int) g`,
      [MISSING_TRANSLATIONS_CAP - 1],
    );
    const items = [
      { lng: 'zh-HK', ns: 'site', key: 'cap>last_one' },
      { lng: 'zh-HK', ns: 'site', key: 'cap>one_too_many' },
      { lng: 'zh-HK', ns: 'site', key: 'filler>1' },
    ] as const;
    expect(await visitor().data(c.reportMissing, { body: { items: [...items] } })).toEqual({ stored: 2 });
    expect(await rowOf('cap>last_one')).toEqual({ count: 1, last_path: null });
    expect(await rowOf('cap>one_too_many')).toBeUndefined();
    expect(await rowOf('filler>1')).toEqual({ count: 2, last_path: null });
    expect((await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM missing_translations'))!.n).toBe(MISSING_TRANSLATIONS_CAP);
  });
});
