/**
 * One cost page per service, from the data: titles by how the service is priced, empty job-type rows in one line,
 * FAQ and article figures equal to the price guides' own, and the site-wide head details (404 h1, a PNG logo,
 * Article images, hreflang x-default).
 */
import request from 'supertest';
import sharp from 'sharp';
import type { CostGuide } from '@shared/schemas/price-guide.schema';
import type { PriceGuide } from '@shared/schemas/catalog.schema';
import { formatHkd } from '@shared/utils/format';
import { setUpTestContext } from '../test/test-app';
import { headOf, markupOf } from './seo-test-helpers';

jest.setTimeout(180_000);

const ctx = setUpTestContext({ template: 'demo' });
const get = (path: string) => request(ctx.sifu.handler).get(path);
const BASE = 'http://localhost:3000';

const report = async (slug: string, lng: string): Promise<CostGuide> =>
  (await get(`/api/price_guides/${slug}/report?lng=${lng}`).expect(200)).body.data as CostGuide;
const summary = async (slug: string, lng: string): Promise<PriceGuide> =>
  (await get(`/api/price_guides/${slug}?lng=${lng}&view=summary`).expect(200)).body.data as PriceGuide;
const label = (amount: number, type: string, lng: string) =>
  type === 'hourly' ? (lng === 'en-HK' ? `${formatHkd(amount)} / hour` : `每小時 ${formatHkd(amount)}`) : formatHkd(amount);
const ldOf = (html: string, ...types: string[]) => headOf(html).jsonLd.find((x) => types.includes(x['@type']));
/** The text of the <tag data-testid={id}> element (tags dropped). */
const testIdText = (html: string, tag: string, id: string) =>
  (new RegExp(`<${tag}[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</${tag}>`).exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');

describe('price/{slug} titles follow how the service is priced', () => {
  it('when a per-job and an hourly guide are opened in both languages, then the titles say cost / 收費 or hourly rate / 時薪 and Hong Kong', async () => {
    const [plumbing, tutor] = await Promise.all([report('plumbing', 'en-HK'), report('english-tutor', 'en-HK')]);
    expect([plumbing.main_type, tutor.main_type]).toEqual(['flat', 'hourly']);
    const titles = await Promise.all(
      ['/en-HK/price/plumbing', '/en-HK/price/english-tutor', '/zh-HK/price/plumbing', '/zh-HK/price/english-tutor'].map(
        async (p) => headOf((await get(p).expect(200)).text).title,
      ),
    );
    expect(titles[0]).toMatch(/^Plumbing cost in Hong Kong \d{4} \| Sifu 師傅$/);
    expect(titles[1]).toMatch(/^English Tutoring hourly rate in Hong Kong \d{4} \| Sifu 師傅$/);
    expect(titles[2]).toMatch(/^水喉維修收費 \d{4}｜香港價錢參考 \| 師傅 Sifu$/);
    expect(titles[3]).toMatch(/^英文補習時薪 \d{4}｜香港收費參考 \| 師傅 Sifu$/);
    for (const title of titles) expect(title).not.toMatch(/各項工程價錢|cost per job/);
    for (const title of titles.slice(0, 2)) expect(title?.length).toBeLessThanOrEqual(60);
  });
});

describe('price/{slug} cost table', () => {
  it('when job types have too few quotes, then they share one line naming each of them and no table row says "not enough"', async () => {
    for (const lng of ['en-HK', 'zh-HK']) {
      const g = await report('plumbing', lng);
      const html = markupOf((await get(`/${lng}/price/plumbing`).expect(200)).text);
      const main = g.cells.filter((c) => c.property === null && c.rating_type === g.main_type);
      const empty = g.job!.options.filter((o) => !main.some((c) => c.job === o.value && c.median !== null));
      const shown = g.job!.options.filter((o) => main.some((c) => c.job === o.value && c.median !== null));
      expect({ lng, empty: empty.length > 0, shown: shown.length > 0 }).toEqual({ lng, empty: true, shown: true });
      const line = testIdText(html, 'p', 'price-few-jobs');
      for (const o of empty) expect({ lng, job: o.label, listed: line.includes(o.label) }).toEqual({ lng, job: o.label, listed: true });
      for (const o of shown) expect({ lng, job: o.label, listed: line.includes(o.label) }).toEqual({ lng, job: o.label, listed: false });
      const table = /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
      expect(table).not.toMatch(/Not enough quotes yet|報價未夠/);
      for (const c of main.filter((x) => x.median !== null)) expect(table).toContain(label(c.median!, c.rating_type, lng));
    }
  });
});

describe('FAQ figures come from the data', () => {
  it('when the category page is opened, then its price answer (page and FAQPage JSON-LD) gives the guide median, range and count', async () => {
    for (const lng of ['en-HK', 'zh-HK']) {
      const g = await summary('plumbing', lng);
      const band = g.bands.find((b) => b.median !== null)!;
      const res = await get(`/${lng}/category/plumbing`).expect(200);
      const answer = ldOf(res.text, 'FAQPage').mainEntity[0].acceptedAnswer.text as string;
      for (const v of [band.median!, band.low!, band.high!]) expect(answer).toContain(label(v, band.rating_type, lng));
      expect(answer).toContain(String(band.samples));
      expect(markupOf(res.text)).toContain(answer);
    }
  });

  it('when the price page is opened, then its first FAQ answer gives the main type median, range and count of the report', async () => {
    for (const lng of ['en-HK', 'zh-HK']) {
      const g = await report('english-tutor', lng);
      const main = g.split.find((s) => s.rating_type === g.main_type)!;
      const answer = ldOf((await get(`/${lng}/price/english-tutor`).expect(200)).text, 'FAQPage').mainEntity[0].acceptedAnswer.text;
      for (const v of [main.median!, main.low!, main.high!]) expect(answer).toContain(label(v, 'hourly', lng));
      expect(answer).toContain(String(main.samples));
    }
  });
});

describe('a blog cost post cites the live guide', () => {
  it('when the plumbing cost post is opened, then its figures are the guide figures and it links to the guide', async () => {
    for (const lng of ['en-HK', 'zh-HK']) {
      const g = await report('plumbing', lng);
      const res = await get(`/${lng}/blog/plumbing-cost-guide-hong-kong`).expect(200);
      const box = testIdText(markupOf(res.text), 'aside', 'price-live');
      const main = g.split.find((s) => s.rating_type === g.main_type)!;
      for (const v of [main.median!, main.low!, main.high!]) expect(box).toContain(label(v, main.rating_type, lng));
      const jobs = g.cells.filter((c) => c.property === null && c.rating_type === g.main_type && c.median !== null);
      expect(jobs.length).toBeGreaterThan(0);
      for (const c of jobs) {
        const name = g.job!.options.find((o) => o.value === c.job)!.label;
        expect(box).toContain(name);
        expect(box).toContain(label(c.median!, c.rating_type, lng));
      }
      expect(res.text).toContain(`href="/${lng}/price/plumbing"`);
    }
  });
});

describe('site-wide head details', () => {
  it('when an unknown page is opened in either language, then the 404 page has one h1 with the not-found title', async () => {
    for (const [lng, title] of [
      ['en-HK', /<h1[^>]*>We can(&#x27;|')t find that page<\/h1>/],
      ['zh-HK', /<h1[^>]*>搵唔到呢一頁<\/h1>/],
    ] as const) {
      const res = await get(`/${lng}/no-such-page-here`);
      expect(res.status).toBe(404);
      expect(res.text.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(res.text).toMatch(title);
    }
  });

  it('when the home page is read, then the Organization logo is a PNG that the site serves, at least 112 px, and there is no made-up sameAs', async () => {
    const org = ldOf((await get('/en-HK/').expect(200)).text, 'Organization');
    expect(org.logo.url).toBe(`${BASE}/logo.png`);
    expect(org.sameAs).toBeUndefined();
    const png = await get('/logo.png').buffer(true).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    const meta = await sharp(png.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
  });

  it('when a blog post is opened, then its Article JSON-LD has an image (its share image) and its publisher logo is the PNG', async () => {
    const h = headOf((await get('/zh-HK/blog/how-to-compare-quotes').expect(200)).text);
    const article = h.jsonLd.find((x) => ['Article', 'BlogPosting'].includes(x['@type']));
    expect(article.image).toEqual([h.og['og:image']]);
    expect(article.image[0]).toMatch(/^http:\/\/localhost:3000\/og\/zh-HK\/blog\/how-to-compare-quotes\.png\?v=/);
    expect(article.publisher.logo.url).toBe(`${BASE}/logo.png`);
  });

  it('when a price guide or a blog post is opened, then it has zh-HK, en-HK and x-default alternates', async () => {
    for (const p of ['/price/plumbing', '/blog/plumbing-cost-guide-hong-kong']) {
      const h = headOf((await get(`/en-HK${p}`).expect(200)).text);
      expect(h.alternates).toEqual({ 'zh-HK': `${BASE}/zh-HK${p}`, 'en-HK': `${BASE}/en-HK${p}`, 'x-default': `${BASE}/zh-HK${p}` });
    }
  });
});
