import { MAX_ACTIVE_SERVICES } from '@shared/schemas/service-editor.schema';
import { proServicesContract } from '@shared/api/pro-services.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { setUpTestContext } from '../../test/test-app';
import { createCatalog, setUpCatalog, createConsumer, postRequest } from '../../test/fixtures';
import zhCommon from '../../../locales/zh-HK/common.json';
import {
  PRO_PHONE,
  addCompleteService,
  addPublishedService,
  addService,
  createBody,
  createVerifiedPro,
  serviceUrl as url,
} from '../../test/service-fixtures';
import { api } from '../../test/api';

const zhErrors = zhCommon.errors as Record<string, string>;

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);

const serviceRow = (id: number) => ctx.deps.db.one('SELECT * FROM quote_services WHERE quote_service_id = $1', [id]);

describe('POST /services/add (onboarding Basic)', () => {
  it('when a pro with a verified phone creates a service, then it starts at step 1, public, unpublished, with a slug, categories and travel defaults', async () => {
    const pro = await createVerifiedPro(ctx);
    const res = await pro.agent.post(url('add')).send(createBody(cat));
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({
      business_name_zh: '陳記水喉工程',
      business_name_en: 'Chan Plumbing Works',
      phone: PRO_PHONE,
      is_phone_confirmed: true,
      year_founded: 2012,
      employees: 3,
      onboard_step: 1,
      is_public: true,
      is_archived: false,
      profile_ready: false,
      is_service_professional_travels_to_me: true,
      is_customer_travel_to_me: false,
      is_over_phone_or_internet: false,
      travel_distance_km: 20,
      district_ids: [],
      faqs: [],
      missing: ['areas', 'description'],
    });
    expect(s.slug).toMatch(/^chan-plumbing-works(-\d+)?$/);
    expect(s.categories).toEqual([
      expect.objectContaining({
        id: cat.categoryId,
        name_zh: '水喉維修',
        name_en: 'Plumbing',
        quote_fee: 20,
        is_auto_quote_on: false,
        quote_job_preference: { excluded_time_slots: [] },
      }),
    ]);
    const row = await serviceRow(s.quote_service_id);
    expect(row).toMatchObject({
      user_id: pro.user.id,
      profile_ready_on: null,
      onboard_step: 1,
      is_phone_confirmed: true,
      phone: PRO_PHONE,
    });
  });

  it('when the phone was never verified by this user, then 422 phone_verification_needed with a phone field error and nothing is stored', async () => {
    const pro = await createVerifiedPro(ctx, { phone: null });
    const res = await pro.agent.post(url('add')).send(createBody(cat));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('phone_verification_needed');
    expect(res.body.error.details.fields).toHaveProperty('phone');
    const other = await createVerifiedPro(ctx, { phone: '+85298765432' });
    expect((await other.agent.post(url('add')).send(createBody(cat))).body.error.code).toBe('phone_verification_needed');
    const n = await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM quote_services WHERE user_id = ANY($1)', [
      [pro.user.id, other.user.id],
    ]);
    expect(n!.n).toBe(0);
  });

  it('when the user confirmed an OTP for that number (not their account phone), then the number is accepted', async () => {
    const pro = await createVerifiedPro(ctx, { phone: null });
    await ctx.deps.db.query(
      `INSERT INTO phone_verifications (user_id, phone, hash, otp_hash, expires_at, verified_at)
       VALUES ($1, $2, md5(random()::text), 'x', now(), now())`,
      [pro.user.id, '+85255554444'],
    );
    const res = await pro.agent.post(url('add')).send(createBody(cat, { phone: '5555-4444' }));
    expect(res.status).toBe(200);
    expect(res.body.data.phone).toBe('+85255554444');
  });

  it('when a category is unknown or inactive, then 400 with category_ids invalid', async () => {
    const pro = await createVerifiedPro(ctx);
    await ctx.deps.db.query('UPDATE quote_categories SET is_active = false WHERE id = $1', [cat.otherCategoryId]);
    const inactive = await pro.agent.post(url('add')).send(createBody(cat, { category_ids: [cat.categoryId, cat.otherCategoryId] }));
    await ctx.deps.db.query('UPDATE quote_categories SET is_active = true WHERE id = $1', [cat.otherCategoryId]);
    expect(inactive.status).toBe(400);
    expect(inactive.body.error.details.fields).toEqual({ category_ids: expect.any(String) });
    const unknown = await pro.agent.post(url('add')).send(createBody(cat, { category_ids: [999999] }));
    expect(unknown.status).toBe(400);
    const none = await pro.agent.post(url('add')).send(createBody(cat, { category_ids: [] }));
    expect(none.status).toBe(400);
  });

  it('when the English name is empty or already used, then the slug falls back to pro-<id> or gets the id added', async () => {
    const pro = await createVerifiedPro(ctx);
    const chinese = await addService(pro, cat, { business_name_en: '' });
    expect(chinese.slug).toBe(`pro-${chinese.quote_service_id}`);
    expect(chinese.business_name_en).toBe('陳記水喉工程');
    const first = await addService(pro, cat, { business_name_en: 'Kowloon Pipe Doctor' });
    const second = await addService(pro, cat, { business_name_en: 'Kowloon Pipe Doctor!' });
    expect(first.slug).toBe('kowloon-pipe-doctor');
    expect(second.slug).toBe(`kowloon-pipe-doctor-${second.quote_service_id}`);
  });

  it(`when a pro already has ${MAX_ACTIVE_SERVICES} services, then a new one is refused with 422 until one is archived`, async () => {
    const pro = await createVerifiedPro(ctx);
    const ids: number[] = [];
    for (let i = 0; i < MAX_ACTIVE_SERVICES; i++) ids.push((await addService(pro, cat)).quote_service_id);
    const over = await pro.agent.post(url('add')).send(createBody(cat));
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('limit_reached');
    expect((await pro.agent.post(url('archive', { id: ids[0] }))).status).toBe(200);
    expect((await pro.agent.post(url('add')).send(createBody(cat))).status).toBe(200);
  });
});

describe('editing steps', () => {
  it('when Basic is saved with empty optional numbers, then they become null; an unverified phone is refused', async () => {
    const pro = await createVerifiedPro(ctx);
    const s = await addService(pro, cat);
    const res = await pro.agent
      .post(url('basic', { id: s.quote_service_id }))
      .type('form')
      .send({
        business_name_zh: '陳記',
        business_name_en: 'Chan & Co',
        phone: '+852 6123 4567',
        year_founded: '',
        employees: '',
        website: '',
      });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ business_name_zh: '陳記', year_founded: null, employees: null, website: null, phone: PRO_PHONE });
    const unverified = await pro.agent.post(url('basic', { id: s.quote_service_id })).send({ business_name_zh: '陳記', phone: '91112222' });
    expect(unverified.status).toBe(422);
    expect(unverified.body.error.code).toBe('phone_verification_needed');
    const badUrl = await pro.agent
      .post(url('basic', { id: s.quote_service_id }))
      .send({ business_name_zh: '陳記', phone: PRO_PHONE, website: 'javascript:alert(1)' });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.details.fields).toHaveProperty('website');
  });

  it('when Travel has no preference chosen or an unknown base district, then 400; a valid one is stored', async () => {
    const pro = await createVerifiedPro(ctx);
    const { quote_service_id: id } = await addService(pro, cat);
    const none = await pro.agent.post(url('travel', { id })).send({
      is_service_professional_travels_to_me: false,
      is_customer_travel_to_me: false,
      is_over_phone_or_internet: false,
    });
    expect(none.status).toBe(400);
    expect(none.body.error.details.fields).toHaveProperty('is_service_professional_travels_to_me');
    const noBase = await pro.agent.post(url('travel', { id })).send({
      is_service_professional_travels_to_me: false,
      is_customer_travel_to_me: true,
      is_over_phone_or_internet: false,
    });
    expect(noBase.body.error.details.fields).toHaveProperty('base_district_id');
    const bad = await pro.agent.post(url('travel', { id })).send({
      is_service_professional_travels_to_me: '0',
      is_customer_travel_to_me: '1',
      is_over_phone_or_internet: '0',
      base_district_id: 999999,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toHaveProperty('base_district_id');
    const ok = await pro.agent.post(url('travel', { id })).send({
      is_service_professional_travels_to_me: false,
      is_customer_travel_to_me: true,
      is_over_phone_or_internet: true,
      travel_distance_km: 15,
      base_district_id: cat.districts['sha-tin'],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      is_service_professional_travels_to_me: false,
      is_customer_travel_to_me: true,
      is_over_phone_or_internet: true,
      travel_distance_km: 15,
      base_district_id: cat.districts['sha-tin'],
    });
    // Over the phone (or customers coming to the base district) needs no districts.
    expect(ok.body.data.missing).not.toContain('areas');
  });

  it('when categories are replaced, then kept ones keep their settings and per-category settings only accept own categories', async () => {
    const pro = await createVerifiedPro(ctx);
    const { quote_service_id: id } = await addService(pro, cat);
    const set = await pro.agent.post(url('categorySettings', { id, categoryId: cat.categoryId })).send({
      is_auto_quote_on: true,
      is_direct_reserve_on: '1',
      quote_job_preference: JSON.stringify({ excluded_time_slots: [1, 5] }),
      auto_message: '你好，我哋今日可以上門睇。',
    });
    expect(set.status).toBe(200);
    expect(set.body.data.categories[0]).toMatchObject({
      is_auto_quote_on: true,
      is_direct_reserve_on: true,
      quote_job_preference: { excluded_time_slots: [1, 5] },
      auto_message: '你好，我哋今日可以上門睇。',
    });
    const foreign = await pro.agent.post(url('categorySettings', { id, categoryId: cat.otherCategoryId })).send({ is_auto_quote_on: true });
    expect(foreign.status).toBe(404);
    const badSlot = await pro.agent
      .post(url('categorySettings', { id, categoryId: cat.categoryId }))
      .send({ quote_job_preference: { excluded_time_slots: [6] } });
    expect(badSlot.status).toBe(400);
    expect(badSlot.body.error.details.fields).toEqual({ 'quote_job_preference.excluded_time_slots.0': zhErrors.too_big });
    const tooLong = await pro.agent
      .post(url('categorySettings', { id, categoryId: cat.categoryId }))
      .send({ auto_message: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    const both = await pro.agent.post(url('categories', { id })).send({ category_ids: [cat.categoryId, cat.otherCategoryId] });
    expect(both.status).toBe(200);
    expect(both.body.data.categories.map((c: { id: number }) => c.id).sort()).toEqual([cat.categoryId, cat.otherCategoryId].sort());
    expect(both.body.data.categories.find((c: { id: number }) => c.id === cat.categoryId).is_auto_quote_on).toBe(true);
    const onlyOther = await pro.agent.post(url('categories', { id })).send({ category_ids: String(cat.otherCategoryId) });
    expect(onlyOther.body.data.categories.map((c: { id: number }) => c.id)).toEqual([cat.otherCategoryId]);
    const rows = await ctx.deps.db.many('SELECT quote_category_id FROM service_categories WHERE quote_service_id = $1', [id]);
    expect(rows).toEqual([{ quote_category_id: cat.otherCategoryId }]);
  });

  it('when Area names an unknown district, then 400; known districts replace the set', async () => {
    const pro = await createVerifiedPro(ctx);
    const { quote_service_id: id } = await addService(pro, cat);
    const bad = await pro.agent.post(url('areas', { id })).send({ district_ids: [cat.districts['wan-chai'], 999999] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toHaveProperty('district_ids');
    const ok = await pro.agent.post(url('areas', { id })).send({ district_ids: [cat.districts['wan-chai'], cat.districts['sha-tin']] });
    expect(ok.body.data.district_ids.sort()).toEqual([cat.districts['wan-chai'], cat.districts['sha-tin']].sort());
    expect(ok.body.data.missing).toEqual(['description']);
  });

  it('when Hours overlap on a weekday or close before they open, then 400 with field errors; valid hours are stored sorted and shown publicly', async () => {
    const pro = await createVerifiedPro(ctx);
    const { quote_service_id: id } = await addPublishedService(pro, cat);
    const overlap = await pro.agent.post(url('hours', { id })).send({
      hours: [
        { weekday: 1, open: '09:00', close: '13:00' },
        { weekday: 1, open: '12:00', close: '18:00' },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.error.details.fields).toMatchObject({ hours: expect.any(String), 'hours.1.open': expect.any(String) });
    const backwards = await pro.agent.post(url('hours', { id })).send({ hours: [{ weekday: 2, open: '18:00', close: '09:00' }] });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details.fields).toHaveProperty(['hours.0.close']);
    const badDay = await pro.agent.post(url('hours', { id })).send({ hours: [{ weekday: 8, open: '09:00', close: '10:00' }] });
    expect(badDay.status).toBe(400);
    const hours = [
      { weekday: 6, open: '10:00', close: '14:00' },
      { weekday: 1, open: '14:00', close: '18:00' },
      { weekday: 1, open: '09:00', close: '14:00' },
    ];
    const ok = await pro.agent
      .post(url('hours', { id }))
      .type('form')
      .send({ hours: JSON.stringify(hours) });
    expect(ok.status).toBe(200);
    const sorted = [hours[2], hours[1], hours[0]];
    expect(ok.body.data.business_hours).toEqual(sorted);
    expect((await serviceRow(id))!.business_hours).toEqual(sorted);
    const pub = await api(ctx.sifu.handler).call(proServicesContract.profile, { params: { id } });
    expect(pub.body.data.business_hours).toEqual(sorted);
  });

  it('when the description is empty in both languages or too long, then 400; one language is enough', async () => {
    const pro = await createVerifiedPro(ctx);
    const { quote_service_id: id } = await addService(pro, cat);
    expect((await pro.agent.post(url('description', { id })).send({ description_zh: '  ', description_en: '' })).status).toBe(400);
    expect((await pro.agent.post(url('description', { id })).send({ description_en: 'x'.repeat(3001) })).status).toBe(400);
    const ok = await pro.agent.post(url('description', { id })).send({ description_en: '  We fix leaks and blocked drains in homes.  ' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ description_en: 'We fix leaks and blocked drains in homes.', description_zh: '' });
  });

  it('when visibility is turned off, then the service is private and its public profile is gone', async () => {
    const pro = await createVerifiedPro(ctx);
    const { quote_service_id: id } = await addPublishedService(pro, cat);
    expect((await api(ctx.sifu.handler).call(proServicesContract.profile, { params: { id } })).status).toBe(200);
    const res = await pro.agent.post(url('visibility', { id })).send({ is_public: 'false' });
    expect(res.body.data.is_public).toBe(false);
    expect((await api(ctx.sifu.handler).call(proServicesContract.profile, { params: { id } })).status).toBe(404);
  });

  it('when onboarding steps are reported out of order, then the stored step never goes back', async () => {
    const pro = await createVerifiedPro(ctx);
    const { quote_service_id: id } = await addService(pro, cat);
    expect((await pro.agent.post(url('onboardingStep', { id })).send({ step: 2 })).body.data.onboard_step).toBe(2);
    expect((await pro.agent.post(url('onboardingStep', { id })).send({ step: 1 })).body.data.onboard_step).toBe(2);
    expect((await pro.agent.post(url('onboardingStep', { id })).send({ step: 0 })).body.data.onboard_step).toBe(2);
    expect((await pro.agent.post(url('onboardingStep', { id })).send({ step: 4 })).status).toBe(400);
    expect((await serviceRow(id))!.onboard_step).toBe(2);
  });
});

describe('publishing (profile_ready) and matching', () => {
  it('when the profile is incomplete, then 422 profile_incomplete lists what is missing and nothing changes', async () => {
    const pro = await createVerifiedPro(ctx);
    const { quote_service_id: id } = await addService(pro, cat);
    const res = await pro.agent.post(url('profileReady', { id }));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('profile_incomplete');
    expect(res.body.error.details.missing).toEqual(['areas', 'description']);
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual(['areas', 'description']);
    expect((await serviceRow(id))!.profile_ready_on).toBeNull();
    // A description under the minimum does not count.
    await pro.agent.post(url('description', { id })).send({ description_zh: '水喉維修' });
    const short = await pro.agent.post(url('profileReady', { id }));
    expect(short.body.error.details.missing).toContain('description');
  });

  it('when the profile is complete, then it is published (onboard_state 2, step 3) and the service gets a lead on a new matching request', async () => {
    const c = await createCatalog(ctx, { matchLimit: 5 });
    const pro = await createVerifiedPro(ctx);
    const svc = await addCompleteService(pro, c);
    expect(svc.missing).toEqual([]);
    const consumer = await createConsumer(ctx);
    const before = await postRequest(ctx, consumer, c);
    expect(before.bids.some((b) => b.quote_service_id === svc.quote_service_id)).toBe(false);
    const res = await pro.agent.post(url('profileReady', { id: svc.quote_service_id }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ quote_service_id: svc.quote_service_id, profile_ready: true, onboard_state: 2 });
    const row = await serviceRow(svc.quote_service_id);
    expect(row!.profile_ready_on).not.toBeNull();
    expect(row!.onboard_step).toBe(3);
    expect((await ctx.deps.db.one('SELECT onboard_state FROM users WHERE id = $1', [pro.user.id]))!.onboard_state).toBe(2);
    const after = await postRequest(ctx, consumer, c);
    expect(after.bids.some((b) => b.quote_service_id === svc.quote_service_id)).toBe(true);
    const notice = await ctx.deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND type = 'new_lead' AND quote_request_id = $2`,
      [pro.user.id, after.requestId],
    );
    expect(notice!.n).toBe(1);
    // Publishing again keeps the first publication time.
    await pro.agent.post(url('profileReady', { id: svc.quote_service_id }));
    expect((await serviceRow(svc.quote_service_id))!.profile_ready_on).toEqual(row!.profile_ready_on);
  });
});

describe('archive and the list of services', () => {
  it('when services are archived, then the count drops to 0 (never below), an archived one is read-only (409) but still readable', async () => {
    const pro = await createVerifiedPro(ctx);
    const a = await addService(pro, cat, { business_name_en: 'First Works' });
    const b = await addService(pro, cat, { business_name_en: 'Second Works' });
    const mine = await pro.agent.get(url('mine', undefined, { lng: 'en-HK' }));
    expect(mine.body.data.quote_service_count).toBe(2);
    expect(mine.body.data.items.map((s: { business_name: string }) => s.business_name)).toEqual(['Second Works', 'First Works']);
    expect(mine.body.data.items[0]).toMatchObject({ profile_ready: false, missing: ['areas', 'description'], area_count: 0 });
    const first = await pro.agent.post(url('archive', { id: a.quote_service_id }));
    expect(first.status).toBe(200);
    expect(first.body.data.quote_service_count).toBe(1);
    const last = await pro.agent.post(url('archive', { id: b.quote_service_id }));
    expect(last.body.data.quote_service_count).toBe(0);
    expect(last.body.data.items.every((s: { is_archived: boolean }) => s.is_archived)).toBe(true);
    const again = await pro.agent.post(url('archive', { id: b.quote_service_id }));
    expect(again.body.data.quote_service_count).toBe(0);
    const row = await serviceRow(b.quote_service_id);
    expect(row).toMatchObject({ is_archived: true });
    expect(row!.archived_on).not.toBeNull();
    const edit = await pro.agent.post(url('description', { id: b.quote_service_id })).send({ description_zh: '新嘅介紹文字' });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('service_archived');
    const read = await pro.agent.get(url('get', { id: b.quote_service_id }));
    expect(read.status).toBe(200);
    expect(read.body.data.is_archived).toBe(true);
    const me = await api(pro.agent).call(accountsContract.me);
    expect(me.body.data.quote_service_count).toBe(0);
  });
});
