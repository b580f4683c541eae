/**
 * A table of what people really type (colloquial Cantonese, English, typos, full-width
 * input) → the category search must name as the best match, against the real PostgreSQL with the demo catalogue.
 */
import { setUpTestContext } from '../../test/test-app';
import * as search from './search.service';

jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const best = async (q: string) => (await search.search(ctx.deps.db, { q, lng: 'zh-HK', page: 1 })).best?.slug ?? null;

// [what is typed, the category it means]
const COLLOQUIAL_ZH: Array<[string, string]> = [
  ['通渠', 'plumbing'],
  ['塞渠', 'plumbing'],
  ['漏水', 'plumbing'],
  ['水喉', 'plumbing'],
  ['水喉師傅', 'plumbing'],
  ['廁所塞咗', 'plumbing'],
  ['我想搵人通渠', 'plumbing'],
  ['天花滲水', 'waterproofing'],
  ['裝修', 'renovation'],
  ['舊樓翻新', 'renovation'],
  ['油漆', 'painting'],
  ['髹油', 'painting'],
  ['冷氣', 'aircon-installation'],
  ['冷氣唔凍', 'aircon-installation'],
  ['洗冷氣', 'aircon-cleaning'],
  ['冷氣機漏水', 'aircon-cleaning'],
  ['換鎖', 'locksmith'],
  ['唔記得帶鎖匙', 'locksmith'],
  ['搬屋', 'moving'],
  ['搬鋼琴', 'mover-piano'],
  ['清潔', 'home-cleaning'],
  ['家務', 'home-cleaning'],
  ['鐘點', 'home-cleaning'],
  ['大掃除', 'deep-cleaning'],
  ['入伙清潔', 'move-in-cleaning'],
  ['曱甴', 'pest-control'],
  ['補習', 'english-tutor'],
  ['補數', 'math-tutor'],
  ['學游水', 'swimming-coach'],
  ['到會', 'party-catering'],
  ['整電腦', 'computer-repair'],
  ['報稅', 'accounting'],
  ['飛髮', 'hair-stylist'],
  ['遛狗', 'pet-sitting'],
  ['電工', 'electrician'],
  ['裝燈', 'electrician'],
  ['窗簾', 'curtain-installation'],
  ['迷你倉', 'storage'],
  ['婚攝', 'wedding-photography'],
  ['師傅', 'handyman'],
];

const ENGLISH: Array<[string, string]> = [
  ['plumber', 'plumbing'],
  ['plumbing', 'plumbing'],
  ['blocked drain', 'plumbing'],
  ['leaking pipe', 'plumbing'],
  ['need a plumber in sha tin', 'plumbing'],
  ['aircon', 'aircon-installation'],
  ['AC', 'aircon-installation'],
  ['aircon cleaning', 'aircon-cleaning'],
  ['handyman', 'handyman'],
  ['movers', 'moving'],
  ['cleaner', 'home-cleaning'],
  ['tutor', 'english-tutor'],
  ['electrician', 'electrician'],
  ['locksmith', 'locksmith'],
  ['pest control', 'pest-control'],
  ['cockroaches', 'pest-control'],
  ['Painters', 'painting'],
  ['wedding photographer', 'wedding-photography'],
  ['tax return', 'accounting'],
];

// Misspellings the term list does not spell out are found by trigram similarity or English stems.
const TYPOS: Array<[string, string]> = [
  ['plumbr', 'plumbing'],
  ['plumbir', 'plumbing'],
  ['airconditioner', 'aircon-installation'],
  ['electrision', 'electrician'],
  ['handymen', 'handyman'],
  ['renovaton', 'renovation'],
  ['renovatoin', 'renovation'],
  ['locksmit', 'locksmith'],
  ['masage', 'home-massage'],
  ['cockroch', 'pest-control'],
  ['photograhper', 'event-photography'],
  ['plumbers needed', 'plumbing'],
];

const FULL_WIDTH: Array<[string, string]> = [
  ['ＡＣ', 'aircon-installation'],
  ['ＰＬＵＭＢＥＲ', 'plumbing'],
  ['\u3000通渠\u3000', 'plumbing'],
  ['通 渠', 'plumbing'],
  ['Plumber!!!', 'plumbing'],
  ['「漏水」', 'plumbing'],
];

describe('search: what people type → the category they mean', () => {
  it('has at least 40 colloquial zh and en queries in its table', () => {
    expect(COLLOQUIAL_ZH.length + ENGLISH.length).toBeGreaterThanOrEqual(40);
  });

  it.each(COLLOQUIAL_ZH)('when someone types colloquial Cantonese %s, then the best match is %s', async (q, slug) => {
    expect(await best(q)).toBe(slug);
  });

  it.each(ENGLISH)('when someone types English %s, then the best match is %s', async (q, slug) => {
    expect(await best(q)).toBe(slug);
  });

  it.each(TYPOS)('when someone misspells %s, then the best match is still %s', async (q, slug) => {
    expect(await best(q)).toBe(slug);
  });

  it.each(FULL_WIDTH)('when the input is full-width or punctuated (%s), then it is normalized and matches %s', async (q, slug) => {
    expect(await best(q)).toBe(slug);
  });

  it('when the words mean nothing we offer, then there is no best match and popular categories are offered instead', async () => {
    const r = await search.search(ctx.deps.db, { q: 'zzqxv', lng: 'en-HK', page: 1 });
    expect(r.best).toBeNull();
    expect(r.confident).toBe(false);
    expect(r.popular.length).toBeGreaterThan(0);
  });

  it('when a word fits several categories, then the others come as alternatives and it is not confident enough to skip the results', async () => {
    const r = await search.search(ctx.deps.db, { q: '冷氣', lng: 'zh-HK', page: 1 });
    expect(r.best?.slug).toBe('aircon-installation');
    expect(r.categories.map((c) => c.slug)).toContain('aircon-cleaning');
    expect(r.confident).toBe(false);
    const clear = await search.search(ctx.deps.db, { q: '通渠', lng: 'zh-HK', page: 1 });
    expect(clear.confident).toBe(true);
  });
});

describe('search: ranking people can trust', () => {
  const run = (q: string, lng: 'zh-HK' | 'en-HK' = 'en-HK') => search.search(ctx.deps.db, { q, lng, page: 1 });
  const categoriesOf = async (ids: number[]) =>
    ctx.deps.db.many<{ quote_service_id: number; slugs: string[] }>(
      `SELECT sc.quote_service_id, array_agg(c.slug) AS slugs FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
        WHERE sc.quote_service_id = ANY($1) GROUP BY sc.quote_service_id`,
      [ids],
    );

  it('when "moving company" is searched, then only movers are listed and accounting is not offered as related', async () => {
    const r = await run('moving company');
    expect(r.best?.slug).toBe('moving');
    expect(r.confident).toBe(true);
    expect(r.categories.map((c) => c.slug)).not.toContain('accounting');
    const ids = r.pros.items.map((p) => p.quote_service_id);
    expect(ids.length).toBeGreaterThan(3);
    for (const pro of await categoriesOf(ids)) expect(pro.slugs).toContain('moving');
    expect(r.pros.items.map((p) => p.business_name).join(' ')).not.toMatch(/Cleaning/);
  });

  it('when "mover" is searched, then movers whose name says moving come before the piano mover', async () => {
    const r = await run('mover');
    expect(r.best?.slug).toBe('moving');
    const names = r.pros.items.map((p) => p.business_name);
    const piano = names.indexOf('HK Piano Movers');
    expect(piano).toBeGreaterThan(names.indexOf('Lucky Star Movers'));
    expect(piano).toBeGreaterThan(names.indexOf('FastLane Movers'));
    expect(names.indexOf('Lucky Star Movers')).toBeGreaterThanOrEqual(0);
    expect(names).not.toContain('Spotless Move-in Cleaning');
  });

  it('when "blocked drain" is searched, then plumbing leads and locksmiths are not offered as related', async () => {
    const r = await run('blocked drain');
    expect(r.best?.slug).toBe('plumbing');
    expect(r.categories.map((c) => c.slug)).not.toContain('locksmith');
  });

  it('when a word is misspelt (tuter), then it finds the category but never jumps to the form; exact words still do', async () => {
    for (const q of ['tuter', 'plumbr', 'moveing', 'tutor']) {
      const r = await run(q);
      expect([q, r.confident]).toEqual([q, false]);
    }
    expect((await run('tuter')).best?.slug).toBe('english-tutor');
    for (const q of ['通渠', 'mover', '搬屋']) expect([q, (await run(q, 'zh-HK')).confident]).toEqual([q, true]);
  });

  it('when a pro’s name is typed, then that pro comes first even though the words also name a service', async () => {
    expect((await run('kwong fat')).pros.items[0]?.business_name).toBe('Kwong Fat Removals');
    const lucky = await run('Lucky Star Movers');
    expect(lucky.best?.slug).toBe('moving');
    expect(lucky.pros.items[0]?.business_name).toBe('Lucky Star Movers');
    expect((await run('福星搬運', 'zh-HK')).pros.items[0]?.business_name).toBe('福星搬運');
  });

  it('when a place is part of the words, then it is not read as the service (plumber sha tin, 沙田通渠)', async () => {
    for (const q of ['plumber sha tin', '沙田通渠', 'tsuen wan movers'])
      expect([q, await best(q)]).toEqual([q, q.includes('movers') ? 'moving' : 'plumbing']);
  });
});
