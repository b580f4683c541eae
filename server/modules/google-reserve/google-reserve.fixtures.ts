/** Tests only: a pro whose service can take Google bookings, with one published item, on a flag-on test context. */
import request from 'supertest';
import { googleReserveContract as C } from '@shared/api/google-reserve.contract';
import { urlOf } from '@shared/api/endpoint';
import type { TestContext } from '../../test/test-app';
import { createCatalog, createPro } from '../../test/fixtures';
import { DEFAULT_GOOGLE_RESERVE_PUSH_SECRET } from '../../config/env';

export const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '00:00', close: '23:59' }));
export const PUSH_SECRET = DEFAULT_GOOGLE_RESERVE_PUSH_SECRET;
export const GOOD_BOOKER = { consumer_name: '陳大文', consumer_phone: '9123 4567', email: 'booker@example.com', note: '請按門鐘' };

type Agent = ReturnType<TestContext['agent']>;

/** Opening hours all week and online booking on for the service's categories. */
export async function makeBookable(ctx: TestContext, serviceId: number): Promise<void> {
  await ctx.deps.db.query('UPDATE quote_services SET business_hours = $2 WHERE quote_service_id = $1', [
    serviceId,
    JSON.stringify(ALL_WEEK),
  ]);
  await ctx.deps.db.query('UPDATE service_categories SET is_direct_reserve_on = true WHERE quote_service_id = $1', [serviceId]);
}

export async function addItem(agent: Agent, serviceId: number, body: Record<string, unknown> = {}) {
  return agent
    .post(urlOf(C.addItem, { params: { id: serviceId } }))
    .send({ name_zh: '水喉檢查', name_en: 'Pipe check', duration_minutes: 60, ...body });
}

/** A pro (balance 500) with a bookable service, one item (60 minutes unless given) and the entity published. */
export async function publishedPro(ctx: TestContext, item: Record<string, unknown> = {}) {
  const cat = await createCatalog(ctx, { fee: 20 });
  const pro = await createPro(ctx, cat, { balance: 500 });
  await makeBookable(ctx, pro.serviceId);
  const added = await addItem(pro.agent, pro.serviceId, item);
  if (added.status !== 200) throw new Error(`addItem failed: ${added.status} ${JSON.stringify(added.body)}`);
  const itemId = added.body.data[0].items.at(-1).id as number;
  const res = await pro.agent.post(urlOf(C.publish, { params: { id: pro.serviceId } })).send({ is_published: true });
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { cat, pro, itemId };
}

export const pageUrl = (serviceId: number, itemId: number) => urlOf(C.bookingPage, { params: { serviceId, googleReserveId: itemId } });
export const bookUrl = (serviceId: number, itemId: number) => urlOf(C.book, { params: { serviceId, googleReserveId: itemId } });

export async function bookingPage(ctx: TestContext, serviceId: number, itemId: number) {
  return (await request(ctx.sifu.handler).get(pageUrl(serviceId, itemId))).body.data as {
    bookable: boolean;
    slots: Array<{ begin_time: string; end_time: string }>;
  };
}

/** What the local adapter recorded for a service, oldest first. */
export async function outbox(ctx: TestContext, serviceId: number) {
  return ctx.deps.db.many<{ kind: 'feed' | 'booking'; payload: Record<string, unknown> }>(
    'SELECT kind, payload FROM greserve_outbox WHERE quote_service_id = $1 ORDER BY id',
    [serviceId],
  );
}

export function push(ctx: TestContext, body: unknown, secret: string | null = PUSH_SECRET) {
  const r = request(ctx.sifu.handler).post(urlOf(C.push)).set('Content-Type', 'application/json');
  if (secret !== null) r.set('X-Google-Reserve-Secret', secret);
  return r.send(JSON.stringify(body));
}
