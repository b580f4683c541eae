import request from 'supertest';
import { proServicesContract } from '@shared/api/pro-services.contract';
import { urlOf } from '@shared/api/endpoint';
import type { ProCard, ProProfile } from '@shared/schemas/pro-services.schema';
import { formatHkd } from '@shared/utils/format';
import { setUpTestContext } from '../../test/test-app';

// Fresh demo databases and first renders are slow on a busy 2-core machine.
jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const get = (path: string) => request(ctx.sifu.handler).get(path);

const FIGURES = ['rating', 'review_count', 'hired_count', 'starting_price', 'starting_price_type'] as const;
const figuresOf = (p: Pick<ProCard, (typeof FIGURES)[number]>) => FIGURES.map((k) => p[k]);

async function allCards(category: string, lng: string): Promise<ProCard[]> {
  const cards: ProCard[] = [];
  for (let page = 1; ; page++) {
    const res = await get(urlOf(proServicesContract.list, { query: { category, lng, page: String(page) } }));
    expect(res.status).toBe(200);
    cards.push(...(res.body.data.items as ProCard[]));
    if (page >= res.body.data.total_pages) return cards;
  }
}

async function profile(id: number, lng: string): Promise<ProProfile> {
  const res = await get(urlOf(proServicesContract.profile, { params: { id }, query: { lng } }));
  expect(res.status).toBe(200);
  return res.body.data as ProProfile;
}

describe('a pro’s figures on a category list and on the profile the card links to', () => {
  it('when plumbing is listed, then every card shows the figures of the plumbing row of its profile, and whole-pro figures differ for pros of several trades', async () => {
    for (const lng of ['zh-HK', 'en-HK']) {
      const cards = await allCards('plumbing', lng);
      expect(cards.length).toBeGreaterThan(5);
      let differing = 0;
      for (const card of cards) {
        const pro = await profile(card.quote_service_id, lng);
        const row = pro.category_figures.find((f) => f.slug === 'plumbing');
        expect([card.slug, ...figuresOf(card)]).toEqual([card.slug, ...figuresOf(row!)]);
        if (figuresOf(pro).join() !== figuresOf(card).join()) differing++;
      }
      // Not vacuous: the demo has plumbers who also do other trades, whose headline figures count those too.
      expect(differing).toBeGreaterThan(0);
    }
  });

  it('when a profile is read, then its headline figures are the whole pro’s and its category rows add up to its reviews', async () => {
    const { quote_service_id: id } = (await ctx.deps.db.one<{ quote_service_id: number }>(
      `SELECT quote_service_id FROM quote_services WHERE slug = 'hang-tat-engineering'`,
    ))!;
    const pro = await profile(id, 'en-HK');
    const own = (await ctx.deps.db.one<{ hires: number; reviews: number }>(
      `SELECT (SELECT count(*) FROM quote_bids WHERE quote_service_id = $1 AND hired_on IS NOT NULL)::int AS hires,
              (SELECT count(*) FROM reviews WHERE quote_service_id = $1)::int AS reviews`,
      [id],
    ))!;
    expect([pro.hired_count, pro.review_count]).toEqual([own.hires, own.reviews]);
    expect(pro.category_figures.map((f) => f.slug).sort()).toEqual(pro.categories.map((c) => c.slug).sort());
    expect(pro.category_figures.reduce((n, f) => n + f.review_count, 0)).toBe(own.reviews);
  });

  it('when a renovation firm also offers plumbing, then its plumbing card shows its lowest plumbing quote, not its renovation price', async () => {
    const firm = (await ctx.deps.db.one<{ id: number; profile_price: number; plumbing_from: number }>(
      `SELECT qs.quote_service_id AS id, qs.starting_price AS profile_price,
              (SELECT min(b.flat_rate_at) FROM quote_bids b JOIN quote_requests r USING (quote_request_id)
                 JOIN quote_categories c ON c.id = r.quote_category_id
                WHERE b.quote_service_id = qs.quote_service_id AND c.slug = 'plumbing' AND b.quote_sent_on IS NOT NULL
                  AND b.rating_type = 'flat') AS plumbing_from
         FROM quote_services qs WHERE qs.slug = 'hang-tat-engineering'`,
    ))!;
    expect(firm.plumbing_from).toBeLessThan(firm.profile_price);
    const plumbing = await allCards('plumbing', 'en-HK');
    const at = plumbing.findIndex((c) => c.quote_service_id === firm.id);
    const card = plumbing[at]!;
    expect([card.starting_price, card.starting_price_type]).toEqual([firm.plumbing_from, 'flat']);
    // Its renovation card keeps a renovation-sized price.
    const renovation = (await allCards('renovation', 'en-HK')).find((c) => c.quote_service_id === firm.id)!;
    expect(renovation.starting_price).toBeGreaterThan(firm.plumbing_from);
    // The server-rendered plumbing list shows the plumbing price on that card and no renovation price.
    const page = await get(`/en-HK/pro-list/plumbing${at >= 20 ? `?page=${Math.floor(at / 20) + 1}` : ''}`);
    expect(page.status).toBe(200);
    const cardHtml = page.text.split('data-testid="pro-card"').find((h) => h.includes(`>${card.business_name}<`))!;
    expect(cardHtml).toContain(`From ${formatHkd(firm.plumbing_from)}`);
    expect(cardHtml).not.toContain(formatHkd(firm.profile_price));
  });
});
