import request from 'supertest';
import { urlOf } from '@shared/api/endpoint';
import { walletContract } from '@shared/api/wallet.contract';
import { setUpTestContext, signUp, type TestContext } from '../../test/test-app';
import { endpointTitle } from '../../test/api';
import { FILE_CSP } from '../../lib/file-response';

const ctx = setUpTestContext();

type Agent = ReturnType<TestContext['agent']>;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** GET a CSV and keep its exact bytes. */
async function getCsv(agent: Agent | ReturnType<typeof request>, url: string) {
  const res = await (agent as Agent)
    .get(url)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  const bytes = res.body as Buffer;
  const text = Buffer.isBuffer(bytes) ? bytes.subarray(BOM.length).toString('utf8') : '';
  return { res, bytes, lines: text.split('\r\n').filter(Boolean) };
}

/** A payment order row as the webhook would leave it. */
async function insertOrder(
  userId: number,
  o: { kind?: string; pay_type?: string; slug?: string; amount: number; credit: number; status?: string; card?: string; ago?: string },
) {
  const hash = `ord${Math.random().toString(36).slice(2, 14)}xyz`;
  const row = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO payment_orders (hash, user_id, kind, pay_type, package_id, amount, credit, status, provider, idempotency_key, card_info,
       paid_at, created)
     VALUES ($1, $2, $3, $4, (SELECT id FROM credit_packages WHERE slug = $5), $6, $7, $8, 'sandbox', $1, $9,
       CASE WHEN $8 = 'paid' THEN now() - $10::interval END, now() - $10::interval)
     RETURNING id`,
    [
      hash,
      userId,
      o.kind ?? 'package',
      o.pay_type ?? 'card',
      o.slug ?? null,
      o.amount,
      o.credit,
      o.status ?? 'paid',
      o.card ?? null,
      o.ago ?? '0',
    ],
  );
  return { id: row!.id, hash };
}

async function insertTx(
  userId: number,
  t: { type: number; amount: number; after: number; bid?: number; payment?: number; description?: string; ago?: string },
) {
  await ctx.deps.db.query(
    `INSERT INTO wallet_transactions (user_id, type, amount, balance_after, quote_bid_id, payment_id, description, created)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() - $8::interval)`,
    [userId, t.type, t.amount, t.after, t.bid ?? null, t.payment ?? null, t.description ?? '', t.ago ?? '0'],
  );
}

/** A pro whose ledger and grants start empty, so each test writes the whole history itself. */
async function blankPro() {
  const pro = await signUp(ctx, 'pro');
  await ctx.deps.db.query('DELETE FROM wallet_transactions WHERE user_id = $1', [pro.user.id]);
  await ctx.deps.db.query('DELETE FROM credit_grants WHERE user_id = $1', [pro.user.id]);
  await ctx.deps.db.query('UPDATE wallets SET balance = 0 WHERE user_id = $1', [pro.user.id]);
  return pro;
}

describe(endpointTitle(walletContract.ledgerCsv), () => {
  it('when a pro downloads the ledger, then a UTF-8 CSV with BOM, zh-HK header and labels, every SPEC §9 row and a dated file name', async () => {
    const pro = await blankPro();
    const order = await insertOrder(pro.user.id, { slug: 'standard', amount: 800, credit: 880 });
    await insertTx(pro.user.id, { type: 33, amount: 200, after: 200, description: 'starter_free_credit', ago: '3 days' });
    await insertTx(pro.user.id, { type: 35, amount: 880, after: 1080, payment: order.id, description: 'package_purchase', ago: '2 days' });
    await insertTx(pro.user.id, { type: 14, amount: -20, after: 1060, bid: 77, description: 'quote_fee', ago: '1 day' });
    await insertTx(pro.user.id, { type: 99, amount: 0, after: 1060, description: 'internal' });
    for (let i = 0; i < 25; i++) await insertTx(pro.user.id, { type: 1, amount: 1, after: 1060, ago: '4 days' });

    const { res, bytes, lines } = await getCsv(pro.agent, `${urlOf(walletContract.ledgerCsv)}?lng=zh-HK`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sifu-credit-20\d{6}\.csv"; filename\*=UTF-8''sifu-credit-20\d{6}\.csv$/,
    );
    expect(res.headers['content-security-policy']).toBe(FILE_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(bytes.subarray(0, 3).equals(BOM)).toBe(true);
    expect(lines[0]).toBe('日期,類型,描述,金額,結餘,參考編號');
    // No paging: all 28 SPEC §9 rows, newest first; type 99 only with all=1.
    expect(lines).toHaveLength(1 + 28);
    expect(lines[1]).toMatch(/^20\d\d-\d\d-\d\d \d\d:\d\d,報價費用,報價費用,-20,1060,報價 #77$/);
    expect(lines[2]).toMatch(new RegExp(`,購買套餐,購買點數套餐,880,1080,${order.hash}$`));
    expect(lines[3]).toMatch(/,免費點數獎賞,新手免費點數,200,200,$/);
    const all = await getCsv(pro.agent, `${urlOf(walletContract.ledgerCsv, { query: { all: true } })}&lng=zh-HK`);
    expect(all.lines).toHaveLength(1 + 29);
    expect(all.lines[1]).toMatch(/,其他,internal,0,1060,$/);
  });

  it('when descriptions hold a formula, quotes or commas, then the cells are quoted and a formula is neutralised, numbers are not, and coded descriptions are translated', async () => {
    const pro = await blankPro();
    await insertTx(pro.user.id, { type: 39, amount: -5, after: 0, description: '=HYPERLINK("http://evil.example","a,b")' });
    await insertTx(pro.user.id, { type: 39, amount: 5, after: 5, description: '@SUM(1+1)' });
    await insertTx(pro.user.id, { type: 39, amount: 5, after: 10, description: 'line one\nsaid "hi"' });
    await insertTx(pro.user.id, { type: 34, amount: 30, after: 40, description: 'coupon:SIFU-HELLO' });
    await insertTx(pro.user.id, { type: 15, amount: 20, after: 60, bid: 5, description: 'quote_fee_refund:unread_48h' });
    const { lines, bytes } = await getCsv(pro.agent, urlOf(walletContract.ledgerCsv, { query: { lng: 'en-HK' } }));
    expect(lines[0]).toBe('Date,Type,Description,Amount,Balance after,Reference');
    const text = bytes.toString('utf8');
    expect(text).toContain(`Adjustment,"'=HYPERLINK(""http://evil.example"",""a,b"")",-5,0,`);
    expect(text).toContain(`Adjustment,'@SUM(1+1),5,5,`);
    expect(text).toContain(`Adjustment,"line one\nsaid ""hi""",5,10,`);
    expect(text).toContain(',Coupon,Coupon SIFU-HELLO,30,40,');
    expect(text).toContain(',Quote fee refund,Quote fee refund (not opened within 48 hours),20,60,Quote #5');
  });

  it('when range=week, then only rows since Monday 00:00 Hong Kong time are listed; rows before 2018 never are', async () => {
    const pro = await blankPro();
    await insertTx(pro.user.id, { type: 1, amount: 10, after: 10, description: 'credit_purchase' });
    await insertTx(pro.user.id, { type: 1, amount: 10, after: 20, description: 'credit_purchase', ago: '8 days' });
    await ctx.deps.db.query(
      `INSERT INTO wallet_transactions (user_id, type, amount, balance_after, created) VALUES ($1, 1, 10, 30, '2017-12-31 15:59:00+00')`,
      [pro.user.id],
    );
    const week = await getCsv(pro.agent, urlOf(walletContract.ledgerCsv, { query: { range: 'week' } }));
    expect(week.lines).toHaveLength(2);
    const all = await getCsv(pro.agent, urlOf(walletContract.ledgerCsv, { query: { range: 'all' } }));
    expect(all.lines).toHaveLength(3);
  });

  it('when a consumer downloads, then only their own (empty) ledger; a visitor gets 401; a bad range is a 400', async () => {
    const pro = await blankPro();
    await insertTx(pro.user.id, { type: 1, amount: 10, after: 10 });
    const consumer = await signUp(ctx, 'consumer');
    const mine = await getCsv(consumer.agent, urlOf(walletContract.ledgerCsv));
    expect(mine.res.status).toBe(200);
    expect(mine.lines).toHaveLength(1);
    expect((await request(ctx.sifu.handler).get(urlOf(walletContract.ledgerCsv))).status).toBe(401);
    expect((await request(ctx.sifu.handler).get(urlOf(walletContract.purchasesCsv))).status).toBe(401);
    expect((await consumer.agent.get(`${urlOf(walletContract.ledgerCsv)}?range=year`)).status).toBe(400);
  });
});

describe(endpointTitle(walletContract.purchasesCsv), () => {
  it("when a pro downloads purchases, then every order of theirs with item, pay type, status and card in the request's language", async () => {
    const pro = await blankPro();
    const other = await blankPro();
    const paid = await insertOrder(pro.user.id, { slug: 'standard', amount: 800, credit: 880, card: 'visa|x|4242', ago: '1 minute' });
    const failed = await insertOrder(pro.user.id, { kind: 'custom', pay_type: 'cvs', amount: 600, credit: 600, status: 'failed' });
    const old = await insertOrder(pro.user.id, { kind: 'custom', amount: 100, credit: 100, ago: '10 days' });
    await insertOrder(other.user.id, { kind: 'custom', amount: 999, credit: 999 });

    const zh = await getCsv(pro.agent, urlOf(walletContract.purchasesCsv, { query: { lng: 'zh-HK' } }));
    expect(zh.res.headers['content-disposition']).toMatch(/^attachment; filename="sifu-purchases-20\d{6}\.csv"; filename\*=/);
    expect(zh.res.headers['content-security-policy']).toBe(FILE_CSP);
    expect(zh.bytes.subarray(0, 3).equals(BOM)).toBe(true);
    expect(zh.lines[0]).toBe('日期,項目,付款方式,金額（港幣）,點數,狀態,信用卡,訂單編號');
    expect(zh.lines.slice(1).map((l) => l.split(',').slice(1))).toEqual([
      ['自訂金額', '便利店', '600', '600', '付款失敗', '', failed.hash],
      ['標準', '信用卡', '800', '880', '已付款', 'VISA ****4242', paid.hash],
      ['自訂金額', '信用卡', '100', '100', '已付款', '', old.hash],
    ]);
    const en = await getCsv(pro.agent, urlOf(walletContract.purchasesCsv, { query: { lng: 'en-HK', range: 'week' } }));
    expect(en.lines[0]).toBe('Date,Item,Paid by,Amount (HKD),Credit,Status,Card,Order reference');
    expect(en.lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Custom amount', 'Standard']);
  });
});

describe(endpointTitle(walletContract.trustFund), () => {
  it('when a pro bought a package, got free credit and paid fees (one refunded), then free credit counts as spent first', async () => {
    const pro = await blankPro();
    const id = pro.user.id;
    const order = await insertOrder(id, { slug: 'standard', amount: 800, credit: 880 });
    await insertOrder(id, { kind: 'custom', amount: 500, credit: 500, status: 'failed' });
    await insertOrder((await blankPro()).user.id, { kind: 'custom', amount: 700, credit: 700 });
    await insertTx(id, { type: 33, amount: 200, after: 200, description: 'starter_free_credit' });
    await insertTx(id, { type: 35, amount: 880, after: 1080, payment: order.id });
    for (const [bid, after] of [
      [1, 1060],
      [2, 1040],
      [3, 1020],
    ])
      await insertTx(id, { type: 14, amount: -20, after, bid });
    await insertTx(id, { type: 15, amount: 20, after: 1040, bid: 3 });
    // The wallet's state after that: the 40 net of fees came out of the 200 free credit.
    await ctx.deps.db.query(
      `INSERT INTO credit_grants (user_id, source, amount, remaining, expires_at) VALUES ($1, 'starter', 200, 160, now() + interval '30 days')`,
      [id],
    );
    await ctx.deps.db.query('UPDATE wallets SET balance = 1040 WHERE user_id = $1', [id]);

    const res = await pro.agent.get(urlOf(walletContract.trustFund));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      balance: 1040,
      purchased_total: 800,
      promotional_total: 80 + 200,
      spent_total: 40,
      unspent_purchased: 800,
      unspent_promotional: 240,
      held_by: 'segregated_client_account',
      as_of: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });

    // 300 more in fees: the 160 free credit, then the 80 bonus, then 60 of the money paid.
    await insertTx(id, { type: 14, amount: -300, after: 740, bid: 4 });
    await ctx.deps.db.query('UPDATE credit_grants SET remaining = 0 WHERE user_id = $1', [id]);
    await ctx.deps.db.query('UPDATE wallets SET balance = 740 WHERE user_id = $1', [id]);
    expect((await pro.agent.get(urlOf(walletContract.trustFund))).body.data).toMatchObject({
      balance: 740,
      spent_total: 340,
      unspent_purchased: 740,
      unspent_promotional: 0,
    });
  });

  it('when a pro never bought credit, then nothing is refundable; a consumer gets 403 wrong_role and a visitor 401', async () => {
    const pro = await signUp(ctx, 'pro');
    const data = (await pro.agent.get(urlOf(walletContract.trustFund))).body.data;
    expect(data).toMatchObject({ purchased_total: 0, unspent_purchased: 0, unspent_promotional: data.balance });
    const consumer = await signUp(ctx, 'consumer');
    const refused = await consumer.agent.get(urlOf(walletContract.trustFund));
    expect([refused.status, refused.body.error.code]).toEqual([403, 'wrong_role']);
    expect((await request(ctx.sifu.handler).get(urlOf(walletContract.trustFund))).status).toBe(401);
  });
});
