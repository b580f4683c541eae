/**
 * The back office's data editors against a real PostgreSQL: who may call them (other roles, plain users: 404;
 * visitors: 401), create and edit with field errors that change nothing, 409 for an edit made from an old version,
 * the audit row of what changed, schedule states, and limits that never drop below what was used.
 */
import { opsDataContract as ops } from '@shared/api/ops-data.contract';
import { paymentsContract } from '@shared/api/payments.contract';
import { catalogContract } from '@shared/api/catalog.contract';
import { api } from '../test/api';
import { setUpTestContext } from '../test/test-app';
import { createConsumer, createPro, createStaff, setUpCatalog } from '../test/fixtures';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);

const HOUR = 3_600_000;
/** A UTC server time `hours` from now, to the minute. */
const utc = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString().slice(0, 16).replace('T', ' ');

const auditOf = (targetType: string, targetId: number) =>
  ctx.deps.db.many<{ operator_id: number; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    'SELECT operator_id, action, before, after FROM operator_audit WHERE target_type = $1 AND target_id = $2 ORDER BY id',
    [targetType, targetId],
  );

const eventBody = (extra: Record<string, unknown> = {}) => ({
  slug: `spring-${Math.random().toString(36).slice(2, 8)}`,
  title_zh: '春季免費點數',
  title_en: 'Spring free credit',
  description_zh: '新師傅專享',
  description_en: 'For new pros',
  amount: 80,
  audience: 'all_pros',
  claim_from: utc(-1),
  claim_until: utc(24 * 7),
  valid_days: 30,
  max_claims: 100,
  ...extra,
});

describe('who may use the editors', () => {
  it('when a visitor, a plain user or staff without the area role calls, then 401 or 404; the area role and admin get through', async () => {
    const visitor = api(ctx.sifu.handler);
    expect((await visitor.call(ops.coupons)).status).toBe(401);
    expect((await visitor.call(ops.contentPages)).status).toBe(401);
    const consumer = await createConsumer(ctx);
    expect((await api(consumer.agent).call(ops.coupons)).status).toBe(404);
    expect((await api(consumer.agent).call(ops.categories)).status).toBe(404);
    const content = await createStaff(ctx, ['content']);
    const finance = await createStaff(ctx, ['finance']);
    const support = await createStaff(ctx, ['support']);
    // Finance-only endpoints refuse content staff, and the other way round.
    expect((await api(content.agent).call(ops.freeCreditEvents)).status).toBe(404);
    expect((await api(content.agent).call(ops.creditPackages)).status).toBe(404);
    expect((await api(content.agent).call(ops.createCoupon, { body: {} })).status).toBe(404);
    expect((await api(finance.agent).call(ops.contentPages)).status).toBe(404);
    expect((await api(finance.agent).call(ops.updateCategory, { params: { id: cat.categoryId }, body: {} })).status).toBe(404);
    expect((await api(support.agent).call(ops.contentPages)).status).toBe(404);
    expect((await api(support.agent).call(ops.coupons)).status).toBe(404);
    expect((await api(finance.agent).call(ops.coupons)).status).toBe(200);
    expect((await api(content.agent).call(ops.categories)).status).toBe(200);
    const admin = await createStaff(ctx, ['admin']);
    expect((await api(admin.agent).call(ops.creditPackages)).status).toBe(200);
    expect((await api(admin.agent).call(ops.contentPages)).status).toBe(200);
  });
});

describe('free-credit events', () => {
  it('when finance creates one with errors, then 400 with translated field errors and nothing is stored', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const before = await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM free_credit_events');
    const res = await api(finance.agent)
      .call(ops.createFreeCreditEvent, {
        body: eventBody({ slug: 'Not A Slug', title_en: '', amount: 0, claim_from: utc(48), claim_until: utc(24), audience: 'everyone' }),
      })
      .set('Accept-Language', 'en-HK');
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({
      slug: 'Use lower-case letters, digits and single hyphens, e.g. spring-offer-2026',
      title_en: 'Required',
      amount: 'The value is too small.',
      audience: 'Choose one of the options',
    });
    // The window is checked once the fields themselves are valid.
    const window = await api(finance.agent).call(ops.createFreeCreditEvent, {
      body: eventBody({ claim_from: utc(48), claim_until: utc(24) }),
    });
    expect(window.status).toBe(400);
    expect(Object.keys(window.body.error.details.fields)).toEqual(['claim_until']);
    expect(await ctx.deps.db.one('SELECT count(*)::int AS n FROM free_credit_events')).toEqual(before);
  });

  it('when finance creates, lists and edits one, then its state follows its window, an old version is 409 and the audit holds what changed', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const fin = api(finance.agent);
    const body = eventBody({ claim_from: utc(24), claim_until: utc(48) });
    const created = await fin.data(ops.createFreeCreditEvent, { body });
    expect(created).toMatchObject({ slug: body.slug, amount: 80, state: 'scheduled', claims: 0, version: 1, is_active: true });
    expect(created.claim_from).toBe(`${body.claim_from}:00`);

    const taken = await fin.call(ops.createFreeCreditEvent, { body: { ...body } }).set('Accept-Language', 'en-HK');
    expect(taken.status).toBe(400);
    expect(taken.body.error.details.fields).toEqual({ slug: 'Another item already uses this slug' });

    const scheduled = await fin.data(ops.freeCreditEvents, { query: { state: 'scheduled', q: body.slug } });
    expect(scheduled.items.map((e) => e.id)).toEqual([created.id]);
    expect((await fin.data(ops.freeCreditEvents, { query: { state: 'live', q: body.slug } })).items).toEqual([]);

    const edited = await fin.data(ops.updateFreeCreditEvent, {
      params: { id: created.id },
      body: { ...body, version: 1, claim_from: utc(-1), amount: 120 },
    });
    expect(edited).toMatchObject({ state: 'live', amount: 120, version: 2 });
    const stale = await fin.call(ops.updateFreeCreditEvent, { params: { id: created.id }, body: { ...body, version: 1, amount: 10 } });
    expect(stale.status).toBe(409);
    expect((await fin.data(ops.freeCreditEvent, { params: { id: created.id } })).amount).toBe(120);

    const off = await fin.data(ops.updateFreeCreditEvent, {
      params: { id: created.id },
      body: { ...body, version: 2, claim_from: utc(-1), amount: 120, is_active: false },
    });
    expect(off.state).toBe('inactive');

    const audit = await auditOf('free_credit_event', created.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
    expect(audit.every((a) => a.operator_id === finance.user.id)).toBe(true);
    expect(audit[1].before).toEqual({ amount: 80, claim_from: `${body.claim_from}:00` });
    expect(audit[1].after).toEqual({ amount: 120, claim_from: `${utc(-1)}:00` });
    expect(audit[2]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });

    const missing = await fin.call(ops.updateFreeCreditEvent, { params: { id: 999_999 }, body: { ...body, version: 1 } });
    expect(missing.status).toBe(404);
  });

  it('when a pro has claimed an event, then its limit cannot go below the claims and a live event reaches the pros', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const fin = api(finance.agent);
    const body = eventBody({ max_claims: 5 });
    const event = await fin.data(ops.createFreeCreditEvent, { body });
    const pros = [await createPro(ctx, cat), await createPro(ctx, cat)];
    const offered = await api(pros[0].agent).data(paymentsContract.freeCredits);
    expect(offered.items.map((e) => e.id)).toContain(event.id);
    for (const pro of pros)
      expect((await api(pro.agent).call(paymentsContract.claimFreeCredit, { params: { id: event.id } })).status).toBe(200);
    const below = await fin
      .call(ops.updateFreeCreditEvent, { params: { id: event.id }, body: { ...body, version: 1, max_claims: 1 } })
      .set('Accept-Language', 'en-HK');
    expect(below.status).toBe(400);
    expect(below.body.error.details.fields).toEqual({ max_claims: "The limit can't be lower than the number already used" });
    const res = await fin.call(ops.updateFreeCreditEvent, { params: { id: event.id }, body: { ...body, version: 1, max_claims: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ claims: 2, max_claims: 2 });
  });
});

describe('coupons', () => {
  const couponBody = (extra: Record<string, unknown> = {}) => ({
    code: `spring-${Math.random().toString(36).slice(2, 8)}`,
    amount: 50,
    valid_from: utc(-1),
    valid_until: utc(24),
    credit_valid_days: 14,
    max_uses: 2,
    per_user_limit: 1,
    ...extra,
  });

  it('when finance creates a coupon, then its code is upper case, its uses show, the limit stays above them and a taken code is a field error', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const fin = api(finance.agent);
    const body = couponBody();
    const coupon = await fin.data(ops.createCoupon, { body });
    expect(coupon).toMatchObject({ code: body.code.toUpperCase(), uses: 0, state: 'live', version: 1 });

    const bad = await fin.call(ops.createCoupon, { body: couponBody({ code: 'x', per_user_limit: 0, valid_until: 'tomorrow' }) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['code', 'per_user_limit', 'valid_until']);
    const taken = await fin.call(ops.createCoupon, { body: { ...body, code: body.code.toLowerCase() } });
    expect(taken.status).toBe(400);
    expect(Object.keys(taken.body.error.details.fields)).toEqual(['code']);

    const pro = await createPro(ctx, cat);
    expect((await api(pro.agent).call(paymentsContract.redeemCoupon, { body: { code: coupon.code } })).status).toBe(200);
    const listed = await fin.data(ops.coupons, { query: { q: coupon.code } });
    expect(listed.items).toEqual([expect.objectContaining({ id: coupon.id, uses: 1 })]);
    const below = await fin.call(ops.updateCoupon, {
      params: { id: coupon.id },
      body: { ...body, version: 1, max_uses: null, per_user_limit: 1 },
    });
    expect(below.status).toBe(200);
    expect(below.body.data.max_uses).toBeNull();
    const tooLow = await fin.call(ops.updateCoupon, {
      params: { id: coupon.id },
      body: { ...body, version: 2, max_uses: 1, valid_until: utc(-0.5) },
    });
    expect(tooLow.status).toBe(200);
    expect(tooLow.body.data.state).toBe('ended');
    expect((await auditOf('coupon', coupon.id)).map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });
});

describe('credit packages', () => {
  it('when finance adds, edits and switches off a package, then the credit page follows and every change is audited', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const fin = api(finance.agent);
    const body = { slug: 'mega', name_zh: '超值', name_en: 'Mega', price: 5000, credit: 5000, bonus: 1200, sort_order: 9 };
    const bad = await fin.call(ops.createCreditPackage, { body: { ...body, price: -1, name_zh: ' ' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['name_zh', 'price']);
    const pkg = await fin.data(ops.createCreditPackage, { body });
    expect(pkg).toMatchObject({ slug: 'mega', is_active: true, orders: 0, is_starter: false, version: 1 });
    const pro = await createPro(ctx, cat);
    const offered = async () => (await api(pro.agent).data(paymentsContract.packages)).items.map((p: { id: number }) => p.id);
    expect(await offered()).toContain(pkg.id);
    const off = await fin.data(ops.updateCreditPackage, {
      params: { id: pkg.id },
      body: { ...body, version: 1, is_active: false, bonus: 1000 },
    });
    expect(off).toMatchObject({ is_active: false, bonus: 1000, version: 2 });
    expect(await offered()).not.toContain(pkg.id);
    expect((await fin.data(ops.creditPackages)).map((p) => p.slug)).toContain('mega');
    const audit = await auditOf('credit_package', pkg.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['create', null, expect.objectContaining({ slug: 'mega', price: 5000 })],
      ['update', { bonus: 1200, is_active: true }, { bonus: 1000, is_active: false }],
    ]);
    const stale = await fin.call(ops.updateCreditPackage, { params: { id: pkg.id }, body: { ...body, version: 1 } });
    expect(stale.status).toBe(409);
  });
});

describe('category texts', () => {
  it('when content staff edit a category, then validation keeps it unchanged, an edit shows at once on the public API and is audited', async () => {
    const content = await createStaff(ctx, ['content']);
    const con = api(content.agent);
    const list = await con.data(ops.categories, { query: { q: cat.categorySlug } });
    expect(list.items).toEqual([expect.objectContaining({ id: cat.categoryId, slug: cat.categorySlug })]);
    const detail = await con.data(ops.category, { params: { id: cat.categoryId } });
    const publicName = async () =>
      (await api(ctx.sifu.handler).data(catalogContract.category, { params: { slug: cat.categorySlug }, query: { lng: 'en-HK' } })).name;
    expect(await publicName()).toBe(detail.name_en);

    const faq = [{ q_zh: '要幾耐？', a_zh: '一般半日。', q_en: 'How long?', a_en: 'Usually half a day.' }];
    const bad = await con.call(ops.updateCategory, {
      params: { id: cat.categoryId },
      body: { version: detail.version, name_zh: '', name_en: 'New', faq: [{ ...faq[0], a_en: '' }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['faq.0.a_en', 'name_zh']);
    expect(await publicName()).toBe(detail.name_en);

    const edited = await con.data(ops.updateCategory, {
      params: { id: cat.categoryId },
      body: {
        version: detail.version,
        name_zh: '水喉新名',
        name_en: 'Plumbing (renamed)',
        description_zh: '',
        description_en: 'Pipes',
        faq,
      },
    });
    expect(edited).toMatchObject({ name_en: 'Plumbing (renamed)', faq_count: 1, faq, version: detail.version + 1 });
    expect(await publicName()).toBe('Plumbing (renamed)');
    const page = await api(ctx.sifu.handler).data(catalogContract.category, {
      params: { slug: cat.categorySlug },
      query: { lng: 'en-HK' },
    });
    expect(page.faq).toEqual([{ question: 'How long?', answer: 'Usually half a day.' }]);

    const stale = await con.call(ops.updateCategory, { params: { id: cat.categoryId }, body: { ...detail, faq: [] } });
    expect(stale.status).toBe(409);
    const [audit] = await auditOf('quote_category', cat.categoryId);
    expect(audit).toMatchObject({ operator_id: content.user.id, action: 'update' });
    expect(audit.after).toMatchObject({ name_en: 'Plumbing (renamed)', faq });
    expect(audit.before).toMatchObject({ name_en: detail.name_en, faq: detail.faq });
  });
});
