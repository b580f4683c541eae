import { MAX_EXTERNAL_REVIEW_LINKS, MAX_FAQS, MAX_PAUSE_EVENTS } from '@shared/schemas/service-editor.schema';
import { proServicesContract } from '@shared/api/pro-services.contract';
import { reviewsContract } from '@shared/api/reviews.contract';
import { setUpTestContext } from '../../test/test-app';
import { createCatalog, setUpCatalog, createConsumer, postRequest } from '../../test/fixtures';
import {
  addCompleteService,
  addPublishedService,
  addService,
  createVerifiedPro,
  insertHiredJob,
  insertReview,
  serviceUrl as url,
} from '../../test/service-fixtures';
import { api } from '../../test/api';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);

const publicProfile = (id: number, lng: 'zh-HK' | 'en-HK') =>
  api(ctx.sifu.handler).call(proServicesContract.profile, { params: { id }, query: { lng } });

/** UTC 'YYYY-MM-DD HH:mm:ss' `hours` from now. */
const utcIn = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

async function newService() {
  const pro = await createVerifiedPro(ctx);
  const svc = await addService(pro, cat);
  return { pro, id: svc.quote_service_id };
}

/** A published service: its public profile exists. */
async function publishedService() {
  const pro = await createVerifiedPro(ctx);
  const svc = await addPublishedService(pro, cat);
  return { pro, id: svc.quote_service_id };
}

describe('FAQ', () => {
  it('when questions are added, edited, reordered and deleted, then the editor and the public profile follow, falling back to the other language', async () => {
    const { pro, id } = await publishedService();
    const a = await pro.agent.post(url('addFaq', { id })).send({ question_zh: '收費點計？', answer_zh: '睇完現場先報價，唔收上門費。' });
    expect(a.status).toBe(200);
    const b = await pro.agent
      .post(url('addFaq', { id }))
      .send({ question_en: 'Do you work on Sundays?', answer_en: 'Yes, by appointment.', question_zh: '', answer_zh: '' });
    const faqs = b.body.data.faqs;
    expect(faqs.map((f: { question_zh: string; question_en: string }) => f.question_zh || f.question_en)).toEqual([
      '收費點計？',
      'Do you work on Sundays?',
    ]);
    expect(faqs[1]).toMatchObject({ question_zh: '', answer_zh: '' });
    const zh = await publicProfile(id, 'zh-HK');
    expect(zh.body.data.faqs).toEqual([
      { question: '收費點計？', answer: '睇完現場先報價，唔收上門費。' },
      { question: 'Do you work on Sundays?', answer: 'Yes, by appointment.' },
    ]);
    const en = await publicProfile(id, 'en-HK');
    expect(en.body.data.faqs[0]).toEqual({ question: '收費點計？', answer: '睇完現場先報價，唔收上門費。' });
    const edited = await pro.agent.post(url('editFaq', { id, faqId: faqs[0].id })).send({
      question_zh: '收費點計？',
      question_en: 'How do you charge?',
      answer_zh: '睇完現場先報價。',
      answer_en: 'We quote after a visit.',
    });
    expect(edited.body.data.faqs[0]).toMatchObject({ question_en: 'How do you charge?', answer_zh: '睇完現場先報價。' });
    expect((await publicProfile(id, 'en-HK')).body.data.faqs[0]).toEqual({
      question: 'How do you charge?',
      answer: 'We quote after a visit.',
    });
    const reordered = await pro.agent.post(url('reorderFaqs', { id })).send({ ids: [faqs[1].id, faqs[0].id] });
    expect(reordered.body.data.faqs.map((f: { id: number }) => f.id)).toEqual([faqs[1].id, faqs[0].id]);
    const deleted = await pro.agent.post(url('deleteFaq', { id, faqId: faqs[1].id }));
    expect(deleted.body.data.faqs.map((f: { id: number }) => f.id)).toEqual([faqs[0].id]);
    expect((await pro.agent.post(url('deleteFaq', { id, faqId: faqs[1].id }))).status).toBe(404);
  });

  it('when a FAQ has no question or answer, or the reorder ids are not exactly the service’s FAQ ids, then 400', async () => {
    const { pro, id } = await newService();
    const noQuestion = await pro.agent.post(url('addFaq', { id })).send({ answer_zh: '有' });
    expect(noQuestion.status).toBe(400);
    expect(noQuestion.body.error.details.fields).toHaveProperty('question_zh');
    expect((await pro.agent.post(url('addFaq', { id })).send({ question_zh: '有冇保養？' })).status).toBe(400);
    const one = await pro.agent.post(url('addFaq', { id })).send({ question_zh: '有冇保養？', answer_zh: '有三個月保養。' });
    const two = await pro.agent.post(url('addFaq', { id })).send({ question_zh: '幾時開工？', answer_zh: '最快翌日。' });
    const ids = two.body.data.faqs.map((f: { id: number }) => f.id);
    expect(one.status).toBe(200);
    for (const bad of [[ids[0]], [ids[0], ids[0]], [ids[0], ids[1], 999999], [...ids].reverse().concat([ids[0]])]) {
      expect((await pro.agent.post(url('reorderFaqs', { id })).send({ ids: bad })).status).toBe(400);
    }
    const other = await newService();
    const foreign = await other.pro.agent.post(url('addFaq', { id: other.id })).send({ question_zh: '問題？', answer_zh: '答案。' });
    const foreignId = foreign.body.data.faqs[0].id;
    expect((await pro.agent.post(url('reorderFaqs', { id })).send({ ids: [ids[0], foreignId] })).status).toBe(400);
    expect((await pro.agent.post(url('editFaq', { id, faqId: foreignId })).send({ question_zh: '改？', answer_zh: '改。' })).status).toBe(
      404,
    );
  });

  it(`when a service has ${MAX_FAQS} questions, then another is refused with a field error`, async () => {
    const { pro, id } = await newService();
    await ctx.deps.db.query(
      `INSERT INTO service_faqs (quote_service_id, question_zh, question_en, answer_zh, answer_en, display_order)
       SELECT $1, '問題 ' || n, '', '答案', '', n FROM generate_series(1, $2) n`,
      [id, MAX_FAQS],
    );
    const res = await pro.agent.post(url('addFaq', { id })).send({ question_zh: '多一條？', answer_zh: '唔得。' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('limit_reached');
    expect(res.body.error.details.fields).toHaveProperty('question_zh');
  });
});

describe('pause events', () => {
  it('when a pause covers now, then the service gets no new leads and the public profile shows until when; deleting it restores matching', async () => {
    const c = await createCatalog(ctx, { matchLimit: 5 });
    const pro = await createVerifiedPro(ctx);
    const svc = await addCompleteService(pro, c);
    const id = svc.quote_service_id;
    await pro.agent.post(url('profileReady', { id }));
    const end = utcIn(48);
    const add = await pro.agent
      .post(url('addPauseEvent', { id }))
      .send({ begin_time: utcIn(-1).slice(0, 16), end_time: end, title: '放假', description: '農曆新年' });
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({ quote_service_id: id, end_time: end, title: '放假', description: '農曆新年' });
    expect(add.body.data.begin_time).toMatch(/:00$/);
    expect((await publicProfile(id, 'zh-HK')).body.data.paused_until).toBe(end);
    const mine = await pro.agent.get(url('mine'));
    expect(mine.body.data.items[0].paused_until).toBe(end);
    const consumer = await createConsumer(ctx);
    const paused = await postRequest(ctx, consumer, c);
    expect(paused.bids.some((b) => b.quote_service_id === id)).toBe(false);
    const del = await pro.agent.post(url('deletePauseEvent', { id, eventId: add.body.data.id }));
    expect(del.body.data).toEqual({ deleted: true });
    expect((await publicProfile(id, 'zh-HK')).body.data.paused_until).toBeNull();
    const resumed = await postRequest(ctx, consumer, c);
    expect(resumed.bids.some((b) => b.quote_service_id === id)).toBe(true);
  });

  it('when pauses are listed, then current and future ones come first (soonest first), then past ones of the last 90 days', async () => {
    const { pro, id } = await newService();
    const add = (b: number, e: number, title: string) =>
      pro.agent.post(url('addPauseEvent', { id })).send({ begin_time: utcIn(b), end_time: utcIn(e), title });
    await add(24 * 10, 24 * 12, 'later');
    await add(-24 * 100, -24 * 99, 'long ago');
    await add(-24 * 5, -24 * 4, 'last week');
    await add(24, 48, 'soon');
    await add(-2, 2, 'now');
    await add(24 * 11, 24 * 13, 'overlapping later');
    const res = await pro.agent.get(url('pauseEvents', { id }));
    expect(res.body.data.map((p: { title: string }) => p.title)).toEqual(['now', 'soon', 'later', 'overlapping later', 'last week']);
  });

  it('when the end is not after the begin or a date is impossible, then 400; editing checks the same and another service’s event is 404', async () => {
    const { pro, id } = await newService();
    const same = await pro.agent
      .post(url('addPauseEvent', { id }))
      .send({ begin_time: '2030-01-01 10:00', end_time: '2030-01-01 10:00:00' });
    expect(same.status).toBe(400);
    expect(same.body.error.details.fields).toHaveProperty('end_time');
    const impossible = await pro.agent
      .post(url('addPauseEvent', { id }))
      .send({ begin_time: '2030-02-30 10:00', end_time: '2030-03-01 10:00' });
    expect(impossible.status).toBe(400);
    expect(impossible.body.error.details.fields).toHaveProperty('begin_time');
    const ok = await pro.agent.post(url('addPauseEvent', { id })).send({ begin_time: '2030-01-01 10:00', end_time: '2030-01-03 10:00' });
    const eventId = ok.body.data.id;
    const backwards = await pro.agent
      .post(url('editPauseEvent', { id, eventId }))
      .send({ begin_time: '2030-01-05 10:00', end_time: '2030-01-04 10:00' });
    expect(backwards.status).toBe(400);
    const edited = await pro.agent
      .post(url('editPauseEvent', { id, eventId }))
      .send({ begin_time: '2030-01-05 10:00', end_time: '2030-01-06 10:00', title: '旅行' });
    expect(edited.body.data).toMatchObject({
      id: eventId,
      begin_time: '2030-01-05 10:00:00',
      end_time: '2030-01-06 10:00:00',
      title: '旅行',
    });
    const other = await newService();
    const foreign = await other.pro.agent
      .post(url('addPauseEvent', { id: other.id }))
      .send({ begin_time: '2030-01-01 10:00', end_time: '2030-01-03 10:00' });
    const body = { begin_time: '2030-01-05 10:00', end_time: '2030-01-06 10:00' };
    expect((await pro.agent.post(url('editPauseEvent', { id, eventId: foreign.body.data.id })).send(body)).status).toBe(404);
    expect((await pro.agent.post(url('deletePauseEvent', { id, eventId: foreign.body.data.id }))).status).toBe(404);
  });
  it(`when ${MAX_PAUSE_EVENTS} pauses have not ended yet, then another future one is refused; past ones do not count`, async () => {
    const { pro, id } = await newService();
    await ctx.deps.db.query(
      `INSERT INTO service_pause_events (quote_service_id, begin_time, end_time)
       SELECT $1, now() + make_interval(days => n * 2), now() + make_interval(days => n * 2 + 1) FROM generate_series(1, $2) n`,
      [id, MAX_PAUSE_EVENTS - 1],
    );
    await ctx.deps.db.query(
      `INSERT INTO service_pause_events (quote_service_id, begin_time, end_time) VALUES ($1, now() - interval '3 days', now() - interval '2 days')`,
      [id],
    );
    const last = await pro.agent.post(url('addPauseEvent', { id })).send({ begin_time: utcIn(1), end_time: utcIn(2) });
    expect(last.status).toBe(200);
    const over = await pro.agent.post(url('addPauseEvent', { id })).send({ begin_time: utcIn(3), end_time: utcIn(4) });
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({ code: 'limit_reached', details: { max: MAX_PAUSE_EVENTS } });
  });
});

describe('reviews and external review links', () => {
  it('when the pro lists reviews, then they come newest first, 20 a page; a reply is stored with its time and shown publicly; an empty reply clears it', async () => {
    const { pro, id } = await publishedService();
    for (let i = 0; i < 21; i++) await insertReview(ctx, id, { score: 5 - (i % 2), note: `評價 ${i}`, daysAgo: i });
    const first = await pro.agent.get(url('reviews', { id }, { page: 1 }));
    expect(first.body.data).toMatchObject({ page: 1, page_size: 20, total: 21, total_pages: 2 });
    expect(first.body.data.items).toHaveLength(20);
    expect(first.body.data.items[0]).toMatchObject({ note: '評價 0', comment: '', replied_on: null });
    const second = await pro.agent.get(url('reviews', { id }, { page: 2 }));
    expect(second.body.data.items.map((r: { note: string }) => r.note)).toEqual(['評價 20']);
    const reviewId = first.body.data.items[0].id;
    const reply = await pro.agent.post(url('replyReview', { id, reviewId })).send({ comment: '  多謝你嘅支持！  ' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: reviewId, comment: '多謝你嘅支持！' });
    expect(reply.body.data.replied_on).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const pub = await api(ctx.sifu.handler).call(reviewsContract.serviceReviews, { params: { id }, query: { lng: 'zh-HK' } });
    expect(JSON.stringify(pub.body.data)).toContain('多謝你嘅支持！');
    const cleared = await pro.agent.post(url('replyReview', { id, reviewId })).send({ comment: '' });
    expect(cleared.body.data).toMatchObject({ comment: '', replied_on: null });
    const other = await newService();
    const foreignReview = await insertReview(ctx, other.id, { score: 4 });
    expect((await pro.agent.post(url('replyReview', { id, reviewId: foreignReview })).send({ comment: '多謝' })).status).toBe(404);
  });

  it(`when links are added, then only http(s) urls are accepted, at most ${MAX_EXTERNAL_REVIEW_LINKS}, and they can be removed`, async () => {
    const { pro, id } = await newService();
    for (const bad of ['javascript:alert(1)', 'ftp://example.com/reviews', 'not a url', '']) {
      const res = await pro.agent.post(url('addExternalReview', { id })).send({ label: 'Google', url: bad });
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.body.error.details.fields).toHaveProperty('url');
    }
    const ok = await pro.agent
      .post(url('addExternalReview', { id }))
      .send({ label: 'Google 評價', url: 'https://g.page/chan-plumbing/review' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ label: 'Google 評價', url: 'https://g.page/chan-plumbing/review' });
    expect((await pro.agent.get(url('get', { id }))).body.data.external_review_links).toHaveLength(1);
    for (let i = 1; i < MAX_EXTERNAL_REVIEW_LINKS; i++)
      await pro.agent.post(url('addExternalReview', { id })).send({ label: `Link ${i}`, url: `https://example.com/r/${i}` });
    const over = await pro.agent.post(url('addExternalReview', { id })).send({ label: 'One more', url: 'https://example.com/more' });
    expect(over.status).toBe(422);
    expect((await pro.agent.post(url('deleteExternalReview', { id, linkId: ok.body.data.id }))).body.data).toEqual({ deleted: true });
    expect((await pro.agent.post(url('deleteExternalReview', { id, linkId: ok.body.data.id }))).status).toBe(404);
  });
});

describe('calendar', () => {
  it('when a month is asked for, then it shows the business hours, the pauses overlapping it and the hired jobs dated in it (first name only)', async () => {
    const { pro, id } = await newService();
    await pro.agent.post(url('hours', { id })).send({ hours: [{ weekday: 1, open: '09:00', close: '18:00' }] });
    // 2030-03-01 00:00 in Hong Kong is 2030-02-28 16:00 UTC: a pause ending just after it overlaps March.
    await pro.agent
      .post(url('addPauseEvent', { id }))
      .send({ begin_time: '2030-02-27 10:00', end_time: '2030-02-28 17:00', title: '跨月' });
    await pro.agent
      .post(url('addPauseEvent', { id }))
      .send({ begin_time: '2030-02-20 10:00', end_time: '2030-02-28 15:00', title: '二月' });
    await pro.agent
      .post(url('addPauseEvent', { id }))
      .send({ begin_time: '2030-03-10 01:00', end_time: '2030-03-12 01:00', title: '三月' });
    const job = await insertHiredJob(ctx, id, cat, { hireDate: '2030-03-15', firstName: '小明' });
    await insertHiredJob(ctx, id, cat, { hireDate: '2030-04-01', firstName: '四月' });
    const res = await pro.agent.get(url('calendar', { id }, { month: '2030-03', lng: 'en-HK' }));
    expect(res.status).toBe(200);
    expect(res.body.data.month).toBe('2030-03');
    expect(res.body.data.business_hours).toEqual([{ weekday: 1, open: '09:00', close: '18:00' }]);
    expect(res.body.data.pause_events.map((p: { title: string }) => p.title)).toEqual(['跨月', '三月']);
    expect(res.body.data.jobs).toEqual([
      { quote_bid_id: job.bidId, hire_date: '2030-03-15', hire_time_slot: '2', category: 'Plumbing', customer: '小明', quote_status_id: 3 },
    ]);
    const current = await pro.agent.get(url('calendar', { id }));
    expect(current.body.data.month).toMatch(/^\d{4}-\d{2}$/);
    expect((await pro.agent.get(url('calendar', { id }, { month: '2030-13' }))).status).toBe(400);
  });
});
