/**
 * Who may call the service editor: every endpoint of the contract, with valid input, called on someone else's
 * service (or with someone else's FAQ, pause, review, link or category) is a 404 and changes nothing; a user in
 * consumer mode gets 403 wrong_role and a visitor 401.
 */
import request from 'supertest';
import type { EndpointDef } from '@shared/api/endpoint';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { setUpTestContext, signUp } from '../../test/test-app';
import { setUpCatalog } from '../../test/fixtures';
import { PRO_PHONE, addService, createVerifiedPro, insertReview, serviceUrl, type ServiceEndpoint } from '../../test/service-fixtures';
import { api } from '../../test/api';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);

const endpoints = Object.entries(serviceEditorContract) as [ServiceEndpoint, EndpointDef][];

/** A valid body for every endpoint that takes one (a new endpoint without an entry fails the test). */
function validBody(name: ServiceEndpoint): Record<string, unknown> | undefined {
  const bodies: Partial<Record<ServiceEndpoint, Record<string, unknown>>> = {
    add: { business_name_zh: '陳記', phone: PRO_PHONE, category_ids: [cat.categoryId] },
    basic: { business_name_zh: '陳記', phone: PRO_PHONE },
    travel: { is_service_professional_travels_to_me: true, is_customer_travel_to_me: false, is_over_phone_or_internet: false },
    categories: { category_ids: [cat.categoryId] },
    categorySettings: { is_auto_quote_on: true },
    areas: { district_ids: [cat.districts['wan-chai']] },
    hours: { hours: [] },
    description: { description_zh: '偷偷改咗你嘅介紹' },
    profileAi: { language: 'zh-HK' },
    modifyProfileAi: { language: 'zh-HK', text: '我們提供水喉維修服務。', instruction: 'shorter' },
    visibility: { is_public: false },
    onboardingStep: { step: 3 },
    addFaq: { question_zh: '問？', answer_zh: '答。' },
    editFaq: { question_zh: '改？', answer_zh: '改。' },
    reorderFaqs: { ids: [] },
    addPauseEvent: { begin_time: '2030-01-01 10:00', end_time: '2030-01-02 10:00' },
    editPauseEvent: { begin_time: '2030-01-01 10:00', end_time: '2030-01-02 10:00' },
    replyReview: { comment: '多謝' },
    addExternalReview: { label: 'Google', url: 'https://example.com/reviews' },
  };
  return bodies[name];
}

function call(agent: ReturnType<typeof request.agent> | ReturnType<typeof request>, name: ServiceEndpoint, params: Record<string, number>) {
  const e = serviceEditorContract[name] as EndpointDef;
  const path = serviceUrl(name, e.path.includes('{') ? params : undefined);
  if (e.method === 'GET') return agent.get(path);
  if (e.body && !validBody(name)) throw new Error(`no valid body for ${name}`);
  return agent.post(path).send(validBody(name) ?? {});
}

/** A service of another pro with one row of every kind. */
async function victimService() {
  const owner = await createVerifiedPro(ctx);
  const svc = await addService(owner, cat);
  const id = svc.quote_service_id;
  const faq = await owner.agent.post(serviceUrl('addFaq', { id })).send({ question_zh: '原本問題？', answer_zh: '原本答案。' });
  const pause = await owner.agent
    .post(serviceUrl('addPauseEvent', { id }))
    .send({ begin_time: '2031-01-01 10:00', end_time: '2031-01-02 10:00', title: '原本' });
  const link = await owner.agent.post(serviceUrl('addExternalReview', { id })).send({ label: '原本', url: 'https://example.com/original' });
  const reviewId = await insertReview(ctx, id, { score: 5 });
  return {
    owner,
    params: {
      id,
      faqId: faq.body.data.faqs[0].id as number,
      eventId: pause.body.data.id as number,
      linkId: link.body.data.id as number,
      reviewId,
      categoryId: cat.categoryId,
    },
  };
}

async function snapshot(id: number) {
  const db = ctx.deps.db;
  return {
    service: await db.one('SELECT * FROM quote_services WHERE quote_service_id = $1', [id]),
    faqs: await db.many('SELECT * FROM service_faqs WHERE quote_service_id = $1 ORDER BY id', [id]),
    pauses: await db.many('SELECT * FROM service_pause_events WHERE quote_service_id = $1 ORDER BY id', [id]),
    links: await db.many('SELECT * FROM service_external_review_links WHERE quote_service_id = $1 ORDER BY id', [id]),
    reviews: await db.many('SELECT * FROM reviews WHERE quote_service_id = $1 ORDER BY id', [id]),
    categories: await db.many('SELECT * FROM service_categories WHERE quote_service_id = $1', [id]),
    areas: await db.many('SELECT * FROM service_areas WHERE quote_service_id = $1', [id]),
  };
}

describe('ownership', () => {
  it('when a pro calls any endpoint on another pro’s service, then 404 and nothing of that service changes', async () => {
    const victim = await victimService();
    const before = await snapshot(victim.params.id);
    const intruder = await createVerifiedPro(ctx);
    const results: Record<string, number> = {};
    for (const [name, e] of endpoints) {
      if (!e.path.includes('{id}')) continue;
      results[name] = (await call(intruder.agent, name, victim.params)).status;
    }
    // Every endpoint but mine, add and area_options names a service.
    expect(Object.keys(results)).toHaveLength(endpoints.length - 3);
    expect(results).toEqual(Object.fromEntries(Object.keys(results).map((k) => [k, 404])));
    expect(await snapshot(victim.params.id)).toEqual(before);
  });

  it('when a pro names a FAQ, pause, review, link or category of another service on their own service, then 404', async () => {
    const victim = await victimService();
    const before = await snapshot(victim.params.id);
    const pro = await createVerifiedPro(ctx);
    const own = await addService(pro, cat, { category_ids: [cat.otherCategoryId] });
    const params = { ...victim.params, id: own.quote_service_id };
    const subIdEndpoints = endpoints.filter(([, e]) => /\{(faqId|eventId|reviewId|linkId|categoryId)\}/.test(e.path)).map(([n]) => n);
    expect(subIdEndpoints.sort()).toEqual(
      ['categorySettings', 'deleteExternalReview', 'deleteFaq', 'deletePauseEvent', 'editFaq', 'editPauseEvent', 'replyReview'].sort(),
    );
    for (const name of subIdEndpoints)
      expect({ name, status: (await call(pro.agent, name, params)).status }).toEqual({ name, status: 404 });
    expect(await snapshot(victim.params.id)).toEqual(before);
  });

  it('when a service id does not exist, then 404; when it is not a number, then 400', async () => {
    const pro = await createVerifiedPro(ctx);
    expect((await pro.agent.get(serviceUrl('get', { id: 2_000_000_000 }))).status).toBe(404);
    expect((await api(pro.agent).call(serviceEditorContract.get, { params: { id: 'abc' } })).status).toBe(400);
  });
});

describe('roles', () => {
  it('when a user in consumer mode calls any endpoint, then 403 wrong_role', async () => {
    const victim = await victimService();
    const consumer = await signUp(ctx, 'consumer');
    for (const [name] of endpoints) {
      const res = await call(consumer.agent, name, victim.params);
      expect({ name, status: res.status, code: res.body.error?.code }).toEqual({ name, status: 403, code: 'wrong_role' });
    }
  });

  it('when a visitor calls any endpoint, then 401', async () => {
    const victim = await victimService();
    for (const [name] of endpoints) {
      const res = await call(request(ctx.sifu.handler), name, victim.params);
      expect({ name, status: res.status }).toEqual({ name, status: 401 });
    }
  });
});
