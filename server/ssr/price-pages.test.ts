/**
 * price/{slug} as a cost guide and price/methodology, rendered by the server: their own head
 * (title, description, Dataset and FAQPage JSON-LD), honest "not enough quotes" rows, and little text in common
 * with the category page (measured with server/test/text-overlap.ts: shared 5-token shingles of <main>).
 */
import request from 'supertest';
import { setUpTestContext } from '../test/test-app';
import { mainText, overlapShare } from '../test/text-overlap';
import { headOf, type Head } from './seo-test-helpers';

jest.setTimeout(180_000);

const ctx = setUpTestContext({ template: 'demo' });

const get = (path: string) => request(ctx.sifu.handler).get(path);
const BASE = 'http://localhost:3000';

const ldOf = (h: Head, type: string) => h.jsonLd.find((x) => x['@type'] === type);

describe('price/{slug}: a cost guide', () => {
  it('when a visitor opens a cost guide in English, then it has its own cost-guide head, a Dataset, a price FAQ and honest rows', async () => {
    const res = await get('/en-HK/price/plumbing');
    expect(res.status).toBe(200);
    const h = headOf(res.text);
    expect(h.title).toMatch(/^Plumbing cost in Hong Kong \d{4} \| Sifu 師傅$/);
    expect(h.description).toMatch(
      /^What plumbing costs in Hong Kong by job type: median HK\$[\d,]+, usually HK\$[\d,]+–HK\$[\d,]+, from \d+ real quotes/,
    );
    expect(h.canonical).toBe(`${BASE}/en-HK/price/plumbing`);
    const dataset = ldOf(h, 'Dataset');
    expect(dataset).toMatchObject({ isAccessibleForFree: true, url: `${BASE}/en-HK/price/plumbing`, inLanguage: 'en-HK' });
    expect(dataset.temporalCoverage).toMatch(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
    expect(dataset.variableMeasured[0]).toMatchObject({ '@type': 'PropertyValue', unitText: 'HKD' });
    const faq = ldOf(h, 'FAQPage');
    expect(faq.mainEntity).toHaveLength(4);
    expect(faq.mainEntity[0].acceptedAnswer.text).toMatch(/the median was HK\$[\d,]+/);
    expect(ldOf(h, 'BreadcrumbList').itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Price guides', 'Plumbing']);
    expect(res.text.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(res.text).toMatch(/Not enough quotes yet for \d+ job types \(5 needed for a figure\): /);
    expect(res.text).toMatch(/Last updated \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(res.text).toContain('href="/en-HK/price/methodology"');
    expect(res.text).toMatch(/<svg viewBox="0 0 360 180" role="img"/);
  });

  it('when the same guide is opened in Chinese, then head and rows are Chinese', async () => {
    const res = await get('/zh-HK/price/plumbing');
    expect(res.status).toBe(200);
    const h = headOf(res.text);
    expect(h.title).toMatch(/^水喉維修收費 \d{4}｜香港價錢參考 \| 師傅 Sifu$/);
    expect(h.description).toMatch(/^香港水喉維修收費按工程類型分列：中位數 HK\$[\d,]+/);
    expect(res.text).toMatch(/以下 \d+ 個類別報價未夠（每個類別最少要 5 個報價先計數字）：/);
    expect(res.text).toContain('各區中位數');
  });

  it('when the price and category pages of plumbing are compared, then under 30% of the price page text is also on the category page', async () => {
    for (const lng of ['zh-HK', 'en-HK']) {
      const [price, category] = await Promise.all([get(`/${lng}/price/plumbing`), get(`/${lng}/category/plumbing`)]);
      const share = overlapShare(mainText(price.text), mainText(category.text));
      expect({ lng, share: share < 0.3 }).toEqual({ lng, share: true });
    }
  });
});

describe('price/methodology', () => {
  it('when the methodology page is opened in either language, then it renders 200 with its own head and the real thresholds', async () => {
    const en = await get('/en-HK/price/methodology');
    expect(en.status).toBe(200);
    expect(headOf(en.text).title).toBe('How our price guides are calculated | Sifu 師傅');
    expect(headOf(en.text).canonical).toBe(`${BASE}/en-HK/price/methodology`);
    expect(en.text).toContain('A figure is shown only when at least 5 quotes stand behind it.');
    expect(en.text).toContain('HK$1,234 is shown as HK$1,230');
    const zh = await get('/zh-HK/price/methodology');
    expect(zh.status).toBe(200);
    expect(headOf(zh.text).title).toBe('收費指南計算方法 | 師傅 Sifu');
    expect(zh.text).toContain('每個數字背後最少要有 5 個報價先會顯示。');
    expect(zh.text.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});
