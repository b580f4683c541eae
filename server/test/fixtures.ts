/** Test data for the marketplace loop on the empty template: a small catalogue, pros with services, consumers. */
import { requestsContract } from '@shared/api/requests.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { urlOf } from '@shared/api/endpoint';
import { starterCreditKey, WALLET_TX_TYPES } from '@shared/domain/wallet-ledger';
import type { TestContext } from './test-app';
import { signUp } from './test-app';
import { setUpForSuite } from './set-up';
import { api } from './api';

export interface Catalog {
  categoryId: number;
  categorySlug: string;
  otherCategoryId: number;
  districts: Record<'wan-chai' | 'sha-tin' | 'islands', number>;
  fee: number;
}

let seq = 0;

/** One genre, two categories (fee 20 and 30) with a questionnaire of every field type, three districts. */
export async function createCatalog(ctx: TestContext, opts: { matchLimit?: number; fee?: number } = {}): Promise<Catalog> {
  const db = ctx.deps.db;
  seq += 1;
  const s = `${seq}${Math.random().toString(36).slice(2, 6)}`;
  const fee = opts.fee ?? 20;
  const genre = await db.one<{ id: number }>(`INSERT INTO genres (slug, name_zh, name_en) VALUES ($1, '家居', 'Home') RETURNING id`, [
    `home-${s}`,
  ]);
  const cat = await db.one<{ id: number }>(
    `INSERT INTO quote_categories (slug, genre_id, name_zh, name_en, quote_fee, match_limit) VALUES ($1, $2, '水喉維修', 'Plumbing', $3, $4) RETURNING id`,
    [`plumbing-${s}`, genre!.id, fee, opts.matchLimit ?? 5],
  );
  const other = await db.one<{ id: number }>(
    `INSERT INTO quote_categories (slug, genre_id, name_zh, name_en, quote_fee) VALUES ($1, $2, '電工', 'Electrician', 30) RETURNING id`,
    [`electrician-${s}`, genre!.id],
  );
  const opt = (v: string, zh: string, en: string) => ({ value: v, label_zh: zh, label_en: en });
  const fields = [
    [
      'issue_type',
      'single',
      '咩問題？',
      'What is the issue?',
      [opt('leak', '漏水', 'Leak'), opt('blocked', '塞渠', 'Blocked drain')],
      true,
      true,
    ],
    ['rooms', 'multi', '邊度？', 'Where?', [opt('kitchen', '廚房', 'Kitchen'), opt('bathroom', '浴室', 'Bathroom')], true, true],
    ['district', 'district', '地區', 'District', [], true, true],
    ['preferred_date', 'date', '日期', 'Date', [], true, true],
    ['budget', 'budget', '預算', 'Budget', [opt('0-500', '$500 以下', 'Under HK$500'), opt('500+', '$500 以上', 'HK$500+')], true, true],
    ['details', 'text', '詳情', 'Details', [], false, true],
    ['photos', 'photo', '相片', 'Photos', [], false, true],
    ['building_age', 'single', '樓齡', 'Building age', [opt('old', '舊', 'Old')], true, false],
  ] as const;
  let order = 0;
  for (const [key, type, zh, en, options, required, active] of fields) {
    order += 1;
    await db.query(
      `INSERT INTO quote_form_fields (quote_category_id, field_key, type, label_zh, label_en, options, is_required, display_order, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [cat!.id, key, type, zh, en, JSON.stringify(options), required, order, active],
    );
  }
  const districts = {} as Catalog['districts'];
  for (const [slug, region, zh, en] of [
    ['wan-chai', 'hong-kong-island', '灣仔', 'Wan Chai'],
    ['sha-tin', 'new-territories', '沙田', 'Sha Tin'],
    ['islands', 'new-territories', '離島', 'Islands'],
  ] as const) {
    const row = await db.one<{ id: number }>(
      `INSERT INTO districts (slug, region, name_zh, name_en) VALUES ($1, $2, $3, $4)
       ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug RETURNING id`,
      [slug, region, zh, en],
    );
    districts[slug] = row!.id;
  }
  return { categoryId: cat!.id, categorySlug: `plumbing-${s}`, otherCategoryId: other!.id, districts, fee };
}

/** The fixture catalogue (createCatalog) made once for the suite, in its test context. */
export function setUpCatalog(ctx: TestContext, opts?: Parameters<typeof createCatalog>[1]): Catalog {
  return setUpForSuite(() => createCatalog(ctx, opts));
}

export interface ProOptions {
  categories?: number[];
  districts?: number[];
  phone?: string | null;
  rating?: number;
  hiredCount?: number;
  responseMinutes?: number | null;
  overPhone?: boolean;
  customerTravels?: { baseDistrict: number };
  travels?: boolean;
  isPublic?: boolean;
  paused?: boolean;
  balance?: number;
  /** Published a year ago (default), within the last days ('new': the matching fairness slot), or not published. */
  ready?: 'established' | 'new' | false;
}

/** A pro (current role pro) with one service; the wallet is set to `balance` (default 500). */
export async function createPro(ctx: TestContext, cat: Catalog, o: ProOptions = {}) {
  const pro = await signUp(ctx, 'pro');
  const db = ctx.deps.db;
  const svc = await db.one<{ quote_service_id: number }>(
    `INSERT INTO quote_services (user_id, slug, business_name_zh, business_name_en, phone, is_public, rating, hired_count, response_minutes,
       is_over_phone_or_internet, is_customer_travel_to_me, base_district_id, is_service_professional_travels_to_me, profile_ready_on)
     VALUES ($1, $2, '測試水喉', 'Test Plumbing', $3, $4, $5, $6, $7, $8, $9, $10, $11,
             CASE $12::text WHEN 'established' THEN now() - interval '1 year' WHEN 'new' THEN now() - interval '1 day' END)
     RETURNING quote_service_id`,
    [
      pro.user.id,
      `svc-${pro.user.id}`,
      o.phone === undefined ? '+85221234567' : o.phone,
      o.isPublic ?? true,
      o.rating ?? 4,
      o.hiredCount ?? 0,
      o.responseMinutes === undefined ? 30 : o.responseMinutes,
      o.overPhone ?? false,
      Boolean(o.customerTravels),
      o.customerTravels?.baseDistrict ?? null,
      o.travels ?? true,
      o.ready === false ? null : (o.ready ?? 'established'),
    ],
  );
  const serviceId = svc!.quote_service_id;
  for (const c of o.categories ?? [cat.categoryId])
    await db.query('INSERT INTO service_categories (quote_service_id, quote_category_id) VALUES ($1, $2)', [serviceId, c]);
  for (const d of o.districts ?? [cat.districts['wan-chai']])
    await db.query('INSERT INTO service_areas (quote_service_id, district_id) VALUES ($1, $2)', [serviceId, d]);
  if (o.paused) {
    await db.query(
      `INSERT INTO service_pause_events (quote_service_id, begin_time, end_time) VALUES ($1, now() - interval '1 day', now() + interval '1 day')`,
      [serviceId],
    );
  }
  // The balance set here is purchased credit: this pro is made as if the starter free credit had never been given
  // (grant, ledger row and balance), so the wallet holds the one opening row of setWalletBalance.
  await db.query('DELETE FROM credit_grants WHERE user_id = $1', [pro.user.id]);
  await db.query(`DELETE FROM wallet_transactions WHERE user_id = $1 AND idempotency_key = $2`, [
    pro.user.id,
    starterCreditKey(pro.user.id),
  ]);
  await db.query('UPDATE wallets SET balance = 0 WHERE user_id = $1', [pro.user.id]);
  await setWalletBalance(ctx, pro.user.id, o.balance ?? 500);
  return { ...pro, serviceId };
}

/**
 * Sets a wallet's balance the way money moves (ARCHITECTURE §4): the difference is an ADJUSTMENT ledger row (its
 * description free text, shown as it is), so the balance stays the sum of the ledger (a money invariant the payment suites check).
 */
export async function setWalletBalance(ctx: TestContext, userId: number, balance: number) {
  await ctx.deps.db.withTransaction(async (tx) => {
    await tx.query('INSERT INTO wallets (user_id, balance) VALUES ($1, 0) ON CONFLICT DO NOTHING', [userId]);
    const { rows } = await tx.query<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1 FOR UPDATE', [userId]);
    const change = balance - rows[0].balance;
    if (change === 0) return;
    await tx.query('UPDATE wallets SET balance = $2, modified = now() WHERE user_id = $1', [userId, balance]);
    await tx.query(
      `INSERT INTO wallet_transactions (user_id, type, amount, balance_after, description) VALUES ($1, $2, $3, $4, 'test balance')`,
      [userId, WALLET_TX_TYPES.ADJUSTMENT, change, balance],
    );
  });
}

/** A consumer, phone confirmed unless `verified: false`. */
export async function createConsumer(ctx: TestContext, o: { verified?: boolean } = {}) {
  const c = await signUp(ctx, 'consumer');
  if (o.verified !== false)
    await ctx.deps.db.query(`UPDATE users SET is_phone_confirmed = true, phone = '+85291234567' WHERE id = $1`, [c.user.id]);
  return c;
}

/** Makes an account back-office staff: the operator flag and these roles. */
export async function grantStaffRoles(ctx: TestContext, userId: number, roles: readonly string[]) {
  await ctx.deps.db.query('UPDATE users SET is_operator = true WHERE id = $1', [userId]);
  await ctx.deps.db.query('INSERT INTO staff_roles (user_id, role) SELECT $1, unnest($2::text[])', [userId, roles]);
}

/** A back-office staff member: a consumer account with the operator flag and these roles (admin sees everything). */
export async function createStaff(ctx: TestContext, roles: readonly string[] = ['admin']) {
  const s = await signUp(ctx, 'consumer');
  await grantStaffRoles(ctx, s.user.id, roles);
  return s;
}

/** A valid search_add body for the fixture category. */
export function requestBody(cat: Catalog, extra: Record<string, unknown> = {}) {
  return {
    category: cat.categorySlug,
    answers: { issue_type: 'leak', rooms: ['kitchen'], preferred_date: '2030-01-15', budget: '0-500', details: '廚房水喉漏水' },
    district: 'wan-chai',
    preferred_dates: ['2030-01-15'],
    time_slots: [2, 3],
    description: 'Kitchen pipe leaking under the sink',
    ...extra,
  };
}

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

/** Posts a request and returns its id and the created bids (by service id). */
export async function postRequest(ctx: TestContext, consumer: { agent: Agent }, cat: Catalog, extra: Record<string, unknown> = {}) {
  const res = await consumer.agent.post(urlOf(requestsContract.post)).send(requestBody(cat, extra));
  if (res.status !== 200) throw new Error(`search_add failed: ${res.status} ${JSON.stringify(res.body)}`);
  const requestId = res.body.data.request.quote_request_id as number;
  const bids = await ctx.deps.db.many<{ quote_bid_id: number; quote_service_id: number }>(
    'SELECT quote_bid_id, quote_service_id FROM quote_bids WHERE quote_request_id = $1 ORDER BY quote_bid_id',
    [requestId],
  );
  return { requestId, bids, body: res.body.data };
}

export function bidFor(bids: Array<{ quote_bid_id: number; quote_service_id: number }>, serviceId: number): number {
  const b = bids.find((x) => x.quote_service_id === serviceId);
  if (!b) throw new Error(`no bid for service ${serviceId}`);
  return b.quote_bid_id;
}

export const flatQuote = (price = 800) => ({ rating_type: 'flat', price, price_note: '包工包料' });

/**
 * The marketplace loop up to a lead: a new catalogue, a pro in it (`pro` options) and a consumer whose request
 * (`request` fields added to requestBody) is matched to the pro; `bidId` is the pro's bid.
 */
export async function matchedLead(ctx: TestContext, o: { fee?: number; pro?: ProOptions; request?: Record<string, unknown> } = {}) {
  const cat = await createCatalog(ctx, o.fee === undefined ? {} : { fee: o.fee });
  const pro = await createPro(ctx, cat, o.pro);
  const consumer = await createConsumer(ctx);
  const { requestId, bids } = await postRequest(ctx, consumer, cat, o.request);
  return { cat, pro, consumer, requestId, bids, bidId: bidFor(bids, pro.serviceId) };
}

/** A matchedLead the pro has quoted (flatQuote(price)), the fee paid from the pro's wallet. */
export async function quotedLead(ctx: TestContext, o: Parameters<typeof matchedLead>[1] & { price?: number } = {}) {
  const lead = await matchedLead(ctx, o);
  const res = await api(lead.pro.agent).call(bidsContract.sendQuote, { params: { id: lead.bidId }, body: flatQuote(o.price) });
  if (res.status !== 200) throw new Error(`sendQuote failed: ${res.status} ${JSON.stringify(res.body)}`);
  return lead;
}

/** The bid's row as stored. */
export async function bidRow(ctx: TestContext, bidId: number) {
  return (await ctx.deps.db.one('SELECT * FROM quote_bids WHERE quote_bid_id = $1', [bidId]))!;
}
