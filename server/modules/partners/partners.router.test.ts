/**
 * Partner areas (docs/decisions/0043): the offer, quick-buy and the scoped search behind each area's flag and partner
 * row, and a partner discount on a shop order: applied, funded in the ledger (the pro's share whole), refused when it
 * must be, refunded as paid, and max uses never exceeded under concurrent orders.
 */
import crypto from 'node:crypto';
import { partnersContract as p } from '@shared/api/partners.contract';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { api } from '../../test/api';
import { createConsumer, setUpCatalog } from '../../test/fixtures';
import { checkMoneyAfterEach } from '../../test/money-invariants';
import { deliverSandboxEvent } from '../../test/sandbox-webhooks';
import { publishedItem } from '../../test/shop-fixtures';
import { setUpTestContext, type TestContext } from '../../test/test-app';
import en from '../../../locales/en-HK/common.json';
import zh from '../../../locales/zh-HK/common.json';

const key = () => crypto.randomBytes(9).toString('base64url');
type Api = ReturnType<typeof api>;

/** A partner row with its categories and one discount coupon per entry of `coupons`. */
async function addPartner(
  ctx: TestContext,
  slug: 'fet' | '55688life',
  categoryIds: number[],
  coupons: Array<{ code: string; amount: number; maxUses?: number | null; perUser?: number; from?: string; until?: string }>,
) {
  const row = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO partners (slug, name_zh, name_en, offer_zh, offer_en, benefits_zh, benefits_en, terms_zh, terms_en)
     VALUES ($1, $1 || ' 中文', $1 || ' English', '減 HK$100', 'HK$100 off', '{即減}', '{Money off}', '{一次}', '{Once}') RETURNING id`,
    [slug],
  );
  await ctx.deps.db.query(
    'INSERT INTO partner_categories (partner_id, quote_category_id, position) SELECT $1, id, n FROM unnest($2::int[]) WITH ORDINALITY AS u(id, n)',
    [row!.id, categoryIds],
  );
  for (const k of coupons) {
    await ctx.deps.db.query(
      `INSERT INTO coupons (code, kind, partner_id, amount, valid_from, valid_until, max_uses, per_user_limit)
       VALUES ($1, 'shop_discount', $2, $3, coalesce($4::timestamptz, now() - interval '1 day'), coalesce($5::timestamptz, now() + interval '30 days'), $6, $7)`,
      [k.code, row!.id, k.amount, k.from ?? null, k.until ?? null, k.maxUses === undefined ? 100 : k.maxUses, k.perUser ?? 1],
    );
  }
  return row!.id;
}

const order = (buyer: Api, item: { itemId: number; planIds: number[] }, extra: Record<string, string> = {}, lng = 'zh-HK') =>
  buyer
    .call(c.place, { body: { shop_item_id: item.itemId, plan_id: item.planIds[0], pay_type: 'cvs', idempotency_key: key(), ...extra } })
    .set('Accept-Language', lng);

describe('partner areas with their flags off', () => {
  const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true,fet=false,life55688=false' } });
  const cat = setUpCatalog(ctx);

  it('when any partner call is made or a partner code used, then 404 or coupon_not_found and no order is stored', async () => {
    await addPartner(ctx, 'fet', [cat.categoryId], [{ code: 'FET-OFF1', amount: 100 }]);
    const visitor = api(ctx.sifu.handler);
    for (const slug of ['fet', '55688life'] as const) {
      const calls = [
        visitor.call(p.offer, { params: { slug }, query: { lng: 'zh-HK' } }),
        visitor.call(p.items, { params: { slug }, query: { lng: 'zh-HK' } }),
        visitor.call(p.search, { params: { slug }, query: { lng: 'zh-HK', q: '冷氣' } }),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    }
    const item = await publishedItem(ctx, cat);
    const res = await order(api((await createConsumer(ctx)).agent), item, { partner: 'fet', coupon_code: 'FET-OFF1' });
    expect([res.status, res.body.error.code]).toEqual([422, 'coupon_not_found']);
    expect(await ctx.deps.db.one('SELECT count(*)::int AS n FROM shop_orders')).toEqual({ n: 0 });
  });
});

describe('partner areas with their flags on', () => {
  const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true,fet=true,life55688=true', PAYMENT_PROVIDER: 'sandbox' } });
  const cat = setUpCatalog(ctx);
  checkMoneyAfterEach(ctx);
  const visitor = () => api(ctx.sifu.handler);
  let fetId = 0;
  beforeAll(async () => {
    fetId = await addPartner(
      ctx,
      'fet',
      [cat.categoryId],
      [
        { code: 'FET-HOME100', amount: 100, maxUses: null, perUser: 1 },
        { code: 'FET-OLD50', amount: 50, from: '2020-01-01', until: '2020-02-01' },
        { code: 'FET-SOON', amount: 80, from: '2099-01-01', until: '2099-02-01' },
        { code: 'FET-ALL999', amount: 999, maxUses: null, perUser: 100 },
      ],
    );
  });

  it('when the offer is read in both languages, then it has the partner, its categories, codes (open first) and featured items of its categories only', async () => {
    const mine = await publishedItem(ctx, cat);
    const other = await publishedItem(ctx, cat);
    await ctx.deps.db.query('UPDATE shop_items SET quote_category_id = $2 WHERE id = $1', [other.itemId, cat.otherCategoryId]);
    const zhOffer = await visitor().data(p.offer, { params: { slug: 'fet' }, query: { lng: 'zh-HK' } });
    const enOffer = await visitor().data(p.offer, { params: { slug: 'fet' }, query: { lng: 'en-HK' } });
    expect([zhOffer.name, enOffer.name, zhOffer.offer, enOffer.offer]).toEqual(['fet 中文', 'fet English', '減 HK$100', 'HK$100 off']);
    expect(zhOffer.categories.map((x) => x.id)).toEqual([cat.categoryId]);
    expect(zhOffer.coupons.map((x) => [x.code, x.state])).toEqual([
      ['FET-HOME100', 'open'],
      ['FET-ALL999', 'open'],
      ['FET-SOON', 'upcoming'],
    ]);
    expect(zhOffer.featured.map((x) => x.id)).toContain(mine.itemId);
    expect(zhOffer.featured.map((x) => x.id)).not.toContain(other.itemId);
  });

  it('when the flag is on but the partner has no row, then its calls are 404', async () => {
    const res = await visitor().call(p.offer, { params: { slug: '55688life' }, query: { lng: 'zh-HK' } });
    expect(res.status).toBe(404);
    expect((await visitor().call(p.items, { params: { slug: '55688life' }, query: { lng: 'zh-HK' } })).status).toBe(404);
  });

  it("when quick-buy and the search are read, then only the partner's categories answer; no words is 422", async () => {
    const mine = await publishedItem(ctx, cat);
    const items = await visitor().data(p.items, { params: { slug: 'fet' }, query: { lng: 'zh-HK' } });
    expect(items.items.map((x) => x.id)).toContain(mine.itemId);
    expect(items.items.every((x) => x.category.id === cat.categoryId)).toBe(true);
    const one = await visitor().data(p.items, { params: { slug: 'fet' }, query: { lng: 'zh-HK', category: cat.categorySlug } });
    expect(one.total).toBe(items.total);
    expect((await visitor().call(p.items, { params: { slug: 'fet' }, query: { lng: 'zh-HK', category: 'no-such' } })).status).toBe(404);
    const found = await visitor().data(p.search, { params: { slug: 'fet' }, query: { lng: 'zh-HK', q: '冷氣清洗' } });
    expect(found.items.items.map((x) => x.id)).toContain(mine.itemId);
    const none = await visitor().data(p.search, { params: { slug: 'fet' }, query: { lng: 'zh-HK', q: 'zzqqxx' } });
    expect([none.items.total, none.categories]).toEqual([0, []]);
    const empty = await visitor().call(p.search, { params: { slug: 'fet' }, query: { lng: 'zh-HK', q: '  ' } });
    expect([empty.status, empty.body.error.code]).toEqual([422, 'search_query_empty']);
  });

  it("when a consumer orders with the partner's code and pays at the store, then they pay the price less the discount, the ledger balances and the pro's share is whole", async () => {
    const item = await publishedItem(ctx, cat);
    const buyer = api((await createConsumer(ctx)).agent);
    const res = await order(buyer, item, { partner: 'fet', coupon_code: 'fet-home100' });
    expect(res.status).toBe(200);
    const placed = res.body.data.order;
    expect(placed).toMatchObject({
      amount: 500,
      discount: 100,
      discount_code: 'FET-HOME100',
      total: 400,
      payment: { amount: 400, pay_type: 'cvs' },
    });
    const body = JSON.stringify({
      id: `evt_${crypto.randomBytes(12).toString('hex')}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { order_ref: placed.payment.hash, payment_id: `pay_${placed.payment.hash}`, method: 'cvs', amount: 400, currency: 'HKD' },
    });
    await ctx.deps.db.query(
      `UPDATE sandbox_payments SET status = 'succeeded', paid_at = now() WHERE id = (SELECT provider_ref FROM shop_payments WHERE hash = $1)`,
      [placed.payment.hash],
    );
    const delivered = await deliverSandboxEvent(ctx, body);
    expect([delivered.status, delivered.body.data?.result ?? delivered.body]).toEqual([200, 'shop_paid']);
    const ledger = await ctx.deps.db.many<{ account: string; amount: number }>(
      "SELECT account, amount FROM shop_ledger WHERE shop_order_id = $1 AND movement = 'pay_in' ORDER BY id",
      [placed.id],
    );
    expect(ledger).toEqual([
      { account: 'gateway', amount: 400 },
      { account: 'partner_discount', amount: 100 },
      { account: 'pro_payable', amount: -475 },
      { account: 'commission', amount: -25 },
    ]);
    const pro = api(item.pro.agent);
    const proView = (await pro.call(c.order, { params: { id: placed.id } })).body.data;
    expect(proView).toMatchObject({ status: 'paid', amount: 500, pro_receives: 475 });
    const uses = await ctx.deps.db.one('SELECT uses FROM coupons WHERE code = $1', ['FET-HOME100']);
    expect(uses).toEqual({ uses: 1 });

    // Once per customer: a second order with the same code is refused and not stored.
    const again = await order(buyer, await publishedItem(ctx, cat), { partner: 'fet', coupon_code: 'FET-HOME100' });
    expect([again.status, again.body.error.code]).toEqual([422, 'coupon_already_used']);

    // Cancelling refunds what was paid (HK$400), reverses the discount and gives the code's use back.
    const cancelled = await buyer.call(c.act, { params: { action: 'cancel', id: placed.id }, body: {} });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', payment: { status: 'refunded', refunded_amount: 400 } });
    const refund = await ctx.deps.db.many<{ account: string; amount: number }>(
      "SELECT account, amount FROM shop_ledger WHERE shop_order_id = $1 AND movement = 'refund' ORDER BY id",
      [placed.id],
    );
    expect(refund).toEqual([
      { account: 'pro_payable', amount: 475 },
      { account: 'commission', amount: 25 },
      { account: 'gateway', amount: -400 },
      { account: 'partner_discount', amount: -100 },
    ]);
    expect(await ctx.deps.db.one('SELECT uses FROM coupons WHERE code = $1', ['FET-HOME100'])).toEqual({ uses: 0 });
    const { rows: refunds } = await ctx.deps.db.query(
      'SELECT r.amount FROM sandbox_refunds r JOIN shop_payments p ON p.provider_ref = r.payment_id WHERE p.shop_order_id = $1',
      [placed.id],
    );
    expect(refunds).toEqual([{ amount: 400 }]);
  });

  it('when a discount covers the whole price, then the consumer pays nothing, no provider is asked and the partner owes the price', async () => {
    const item = await publishedItem(ctx, cat);
    const res = await order(api((await createConsumer(ctx)).agent), item, { partner: 'fet', coupon_code: 'FET-ALL999' });
    expect(res.body.data.order).toMatchObject({ status: 'paid', amount: 500, discount: 500, total: 0, payment: null });
    expect(res.body.data.redirect_url).toMatch(new RegExp(`/dashboard/shop-consumer/order/${res.body.data.order.id}$`));
    const ledger = await ctx.deps.db.many<{ account: string; amount: number }>(
      'SELECT account, amount FROM shop_ledger WHERE shop_order_id = $1 ORDER BY id',
      [res.body.data.order.id],
    );
    expect(ledger).toEqual([
      { account: 'partner_discount', amount: 500 },
      { account: 'pro_payable', amount: -475 },
      { account: 'commission', amount: -25 },
    ]);
  });

  it('when 12 consumers order at once with a code of 3 uses, then exactly 3 orders get it and the others are refused with nothing stored', async () => {
    await ctx.deps.db.query(
      `INSERT INTO coupons (code, kind, partner_id, amount, valid_from, valid_until, max_uses) VALUES ('FET-RUSH3', 'shop_discount', $1, 60, now() - interval '1 day', now() + interval '1 day', 3)`,
      [fetId],
    );
    const item = await publishedItem(ctx, cat, { quantity: null });
    const buyers = await Promise.all(Array.from({ length: 12 }, async () => api((await createConsumer(ctx)).agent)));
    const results = await Promise.all(buyers.map((b) => order(b, item, { partner: 'fet', coupon_code: 'FET-RUSH3' })));
    expect(results.filter((r) => r.status === 200).map((r) => r.body.data.order.total)).toEqual([440, 440, 440]);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.error.code)).toEqual(
      Array.from({ length: 9 }, () => 'coupon_used_up'),
    );
    expect(await ctx.deps.db.one("SELECT uses FROM coupons WHERE code = 'FET-RUSH3'")).toEqual({ uses: 3 });
    expect(await ctx.deps.db.one('SELECT count(*)::int AS n FROM shop_orders WHERE shop_item_id = $1', [item.itemId])).toEqual({ n: 3 });
  });

  it('when a code is expired, unknown, of another partner or the item is outside the partner, then 422 with the translated reason and no order', async () => {
    const life = await addPartner(ctx, '55688life', [cat.otherCategoryId], [{ code: 'L55688-TEST', amount: 80 }]);
    expect(life).toBeGreaterThan(0);
    const item = await publishedItem(ctx, cat);
    const buyer = api((await createConsumer(ctx)).agent);
    const cases: Array<[Record<string, string>, string]> = [
      [{ partner: 'fet', coupon_code: 'FET-OLD50' }, 'coupon_expired'],
      [{ partner: 'fet', coupon_code: 'FET-SOON' }, 'coupon_expired'],
      [{ partner: 'fet', coupon_code: 'NOPE-1234' }, 'coupon_not_found'],
      [{ partner: 'fet', coupon_code: 'L55688-TEST' }, 'coupon_wrong_partner'],
      [{ partner: '55688life', coupon_code: 'L55688-TEST' }, 'coupon_not_applicable'],
    ];
    for (const [extra, code] of cases) {
      for (const [lng, texts] of [
        ['zh-HK', zh],
        ['en-HK', en],
      ] as const) {
        const res = await order(buyer, item, extra, lng);
        expect([res.status, res.body.error.code, res.body.error.message]).toEqual([
          422,
          code,
          (texts.errors as Record<string, string>)[code],
        ]);
      }
    }
    const half = await order(buyer, item, { partner: 'fet' });
    expect([half.status, half.body.error.details.fields.coupon_code]).toEqual([400, zh.errors.invalid_coupon]);
    expect(await ctx.deps.db.one('SELECT count(*)::int AS n FROM shop_orders WHERE shop_item_id = $1', [item.itemId])).toEqual({ n: 0 });
  });
});
