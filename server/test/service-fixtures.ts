/** Test data for the service editor: pros with an OTP-verified phone, and services created through the API. */
import type request from 'supertest';
import type { EndpointDef } from '@shared/api/endpoint';
import { urlOf } from '@shared/api/endpoint';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import type { Catalog } from './fixtures';
import { signUp, type TestContext } from './test-app';

export type ServiceEndpoint = keyof typeof serviceEditorContract;
type Agent = ReturnType<typeof request.agent>;

/** The contact phone of fixture pros as typed in a form, and as stored (SPEC §5: +852 added). */
export const PRO_PHONE_TYPED = '6123 4567';
export const PRO_PHONE = '+85261234567';

/** `/api/...` of a service-editor endpoint. */
export function serviceUrl(name: ServiceEndpoint, params?: Record<string, number>, query?: Record<string, unknown>): string {
  return urlOf(serviceEditorContract[name] as EndpointDef, { params, query });
}

/** A user in pro mode; the phone is confirmed by OTP unless `phone: null`. */
export async function createVerifiedPro(ctx: TestContext, o: { phone?: string | null } = {}) {
  const pro = await signUp(ctx, 'pro');
  const phone = o.phone === undefined ? PRO_PHONE : o.phone;
  if (phone) await ctx.deps.db.query('UPDATE users SET phone = $2, is_phone_confirmed = true WHERE id = $1', [pro.user.id, phone]);
  return pro;
}

/** A valid onboarding Basic body for the fixture catalogue. */
export function createBody(cat: Catalog, extra: Record<string, unknown> = {}) {
  return {
    business_name_zh: '陳記水喉工程',
    business_name_en: 'Chan Plumbing Works',
    phone: PRO_PHONE_TYPED,
    category_ids: [cat.categoryId],
    year_founded: 2012,
    employees: 3,
    website: 'https://chan-plumbing.example.com',
    ...extra,
  };
}

/** POST /services/add; fails the test when it is refused. */
export async function addService(pro: { agent: Agent }, cat: Catalog, extra: Record<string, unknown> = {}): Promise<EditableService> {
  const res = await pro.agent.post(serviceUrl('add')).send(createBody(cat, extra));
  if (res.status !== 200) throw new Error(`services/add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as EditableService;
}

export const DESCRIPTION_ZH = '我們專門處理住宅水喉維修，包括漏水、塞渠同更換水龍頭，收費清楚，完工後會清潔現場。';

/** A service with everything profile_ready needs (areas: Wan Chai; a Chinese description), not yet published. */
export async function addCompleteService(pro: { agent: Agent }, cat: Catalog, extra: Record<string, unknown> = {}) {
  const svc = await addService(pro, cat, extra);
  const id = svc.quote_service_id;
  const areas = await pro.agent.post(serviceUrl('areas', { id })).send({ district_ids: [cat.districts['wan-chai']] });
  if (areas.status !== 200) throw new Error(`areas failed: ${areas.status} ${JSON.stringify(areas.body)}`);
  const desc = await pro.agent.post(serviceUrl('description', { id })).send({ description_zh: DESCRIPTION_ZH });
  if (desc.status !== 200) throw new Error(`description failed: ${desc.status} ${JSON.stringify(desc.body)}`);
  return desc.body.data as EditableService;
}

/** A complete service published through profile_ready (public lists and the profile show only published ones). */
export async function addPublishedService(pro: { agent: Agent }, cat: Catalog, extra: Record<string, unknown> = {}) {
  const svc = await addCompleteService(pro, cat, extra);
  const ready = await pro.agent.post(serviceUrl('profileReady', { id: svc.quote_service_id }));
  if (ready.status !== 200) throw new Error(`profile_ready failed: ${ready.status} ${JSON.stringify(ready.body)}`);
  return svc;
}

/** A hired job of the service on `hireDate` for a consumer called `firstName` (rows written directly). */
export async function insertHiredJob(ctx: TestContext, serviceId: number, cat: Catalog, o: { hireDate: string; firstName: string }) {
  const consumer = await signUp(ctx, 'consumer');
  const db = ctx.deps.db;
  await db.query(`UPDATE users SET first_name = $2, last_name = '陳' WHERE id = $1`, [consumer.user.id, o.firstName]);
  const req = await db.one<{ id: number }>(
    `INSERT INTO quote_requests (user_id, quote_category_id, district_id, public_hash) VALUES ($1, $2, $3, md5(random()::text))
     RETURNING quote_request_id AS id`,
    [consumer.user.id, cat.categoryId, cat.districts['wan-chai']],
  );
  const bid = await db.one<{ id: number }>(
    `INSERT INTO quote_bids (quote_request_id, quote_service_id, quote_status_id, hired_on, hire_date, hire_time_slot)
     VALUES ($1, $2, 3, now(), $3, '2') RETURNING quote_bid_id AS id`,
    [req!.id, serviceId, o.hireDate],
  );
  return { consumer, requestId: req!.id, bidId: bid!.id };
}

/** A review of the service (rows written directly), `daysAgo` days old. */
export async function insertReview(ctx: TestContext, serviceId: number, o: { score: number; note?: string; daysAgo?: number }) {
  const row = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO reviews (quote_service_id, reviewer_name, score, note, created) VALUES ($1, '陳小姐', $2, $3, now() - make_interval(days => $4))
     RETURNING id`,
    [serviceId, o.score, o.note ?? '好準時，做得好乾淨。', o.daysAgo ?? 0],
  );
  await ctx.deps.db.query(
    `UPDATE quote_services s SET review_count = r.n, rating = r.avg FROM (SELECT count(*)::int AS n, round(avg(score), 2) AS avg FROM reviews
      WHERE quote_service_id = $1) r WHERE s.quote_service_id = $1`,
    [serviceId],
  );
  return row!.id;
}
