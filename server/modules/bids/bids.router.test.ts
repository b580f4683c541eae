import fs from 'node:fs';
import path from 'node:path';
import { bidsContract } from '@shared/api/bids.contract';
import { quoteTemplatesContract } from '@shared/api/quote-templates.contract';
import { requestsContract } from '@shared/api/requests.contract';
import {
  bidFor,
  bidRow,
  createCatalog,
  setUpCatalog,
  createConsumer,
  createPro,
  flatQuote,
  postRequest,
  type ProOptions,
} from '../../test/fixtures';
import { setUpTestContext, signUp } from '../../test/test-app';
import { api } from '../../test/api';
import zh from '../../../locales/zh-HK/common.json';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx, { fee: 20 });

async function setup(o: ProOptions = {}) {
  const c = await createCatalog(ctx, { fee: cat.fee });
  const pro = await createPro(ctx, c, o);
  const consumer = await createConsumer(ctx);
  const { requestId, bids } = await postRequest(ctx, consumer, c);
  return { c, pro, consumer, requestId, bidId: bidFor(bids, pro.serviceId) };
}

async function quoted(o: ProOptions = {}) {
  const s = await setup(o);
  const res = await api(s.pro.agent).call(bidsContract.sendQuote, { params: { id: s.bidId }, body: flatQuote() });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return s;
}

async function hired(o: ProOptions = {}) {
  const s = await quoted(o);
  await api(s.consumer.agent).call(bidsContract.hire, { params: { id: s.bidId }, body: { date: '2030-01-20', time: '10:30' } });
  return s;
}

const ledger = (userId: number) =>
  ctx.deps.db.many(
    'SELECT type, amount, balance_after, quote_bid_id, idempotency_key FROM wallet_transactions WHERE user_id = $1 AND type = 14',
    [userId],
  );
const balance = async (userId: number) =>
  (await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance;

describe('sending a quote (change_status/rating, quote_bids/edit)', () => {
  it('when the pro sends a first flat quote with credit, then InProgress, the fee is debited once with one ledger row, and the consumer is told', async () => {
    const s = await setup();
    const res = await api(s.pro.agent).call(bidsContract.sendQuote, { params: { id: s.bidId }, body: flatQuote(850) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      quote_status_id: 2,
      rating_type: 'flat',
      flat_rate_at: 850,
      hourly_rate_at: null,
      price_note: '包工包料',
      is_contact_charge: true,
      quote_fee: 20,
      viewer: 'pro',
    });
    expect(res.body.data.quote_sent_on).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await balance(s.pro.user.id)).toBe(480);
    expect(await ledger(s.pro.user.id)).toEqual([
      { type: 14, amount: -20, balance_after: 480, quote_bid_id: s.bidId, idempotency_key: `quote-fee:${s.bidId}` },
    ]);
    expect(
      await ctx.deps.db.one(`SELECT type FROM notifications WHERE user_id = $1 AND type = 'new_quote'`, [s.consumer.user.id]),
    ).toBeTruthy();
    await ctx.deps.background!.idle();
    const mail = fs.readdirSync(path.join(ctx.dataDir, 'outbox', 'mail')).find((f) => f.endsWith('new_quote.eml'));
    expect(mail).toBeDefined();

    const edit = await api(s.pro.agent).call(bidsContract.editQuote, {
      params: { id: s.bidId },
      body: { rating_type: 'hourly', price: 300, price_note: 'per hour' },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ rating_type: 'hourly', hourly_rate_at: 300, flat_rate_at: null, quote_fee: 20 });
    expect(edit.body.data.quote_last_update_on).not.toBeNull();
    expect(edit.body.data.quote_sent_on).toBe(res.body.data.quote_sent_on);
    expect(await balance(s.pro.user.id)).toBe(480);
    expect(await ledger(s.pro.user.id)).toHaveLength(1);
  });

  it('when a sent quote is sent again, then 409 code 6 already quoted and nothing changes; an edit before the first send is 409 illegal_transition and charges nothing', async () => {
    const s = await setup();
    const early = await api(s.pro.agent).call(bidsContract.editQuote, { params: { id: s.bidId }, body: flatQuote(700) });
    expect([early.status, early.body.error.code]).toEqual([409, 'illegal_transition']);
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ quote_status_id: 1, quote_sent_on: null, error_action: null });
    expect(await balance(s.pro.user.id)).toBe(500);

    expect((await api(s.pro.agent).call(bidsContract.sendQuote, { params: { id: s.bidId }, body: flatQuote(850) })).status).toBe(200);
    const before = await bidRow(ctx, s.bidId);
    const again = await api(s.pro.agent).call(bidsContract.sendQuote, { params: { id: s.bidId }, body: flatQuote(990) });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 6, details: { quote_bid_id: s.bidId, already_quoted: true } });
    expect(again.body.error.message).toBe(zh.errors.already_quoted);
    expect(await bidRow(ctx, s.bidId)).toEqual(before);
    expect(await ledger(s.pro.user.id)).toHaveLength(1);
  });

  it('when a flat or hourly quote has no price or price 0, then 422 "invalid_price" and the bid stays Send; on-site needs no price', async () => {
    const s = await setup();
    for (const body of [{ rating_type: 'flat', price: 0 }, { rating_type: 'hourly' }, { rating_type: 'flat', price: -5 }]) {
      const res = await api(s.pro.agent).call(bidsContract.sendQuote, { params: { id: s.bidId }, body });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('invalid_price');
    }
    expect((await bidRow(ctx, s.bidId)).quote_status_id).toBe(1);
    const onsite = await api(s.pro.agent).call(bidsContract.sendQuote, {
      params: { id: s.bidId },
      body: { rating_type: 'onsite', price_note: 'need to see it' },
    });
    expect(onsite.status).toBe(200);
    expect(onsite.body.data).toMatchObject({ is_on_site_visit_required_for_quote: true, flat_rate_at: null });
  });

  it('when the pro lacks credit, then 422 code 10 with balance and fee, the bid stays Send with errorMessage/errorAction, and nothing is charged', async () => {
    const s = await setup({ balance: 5 });
    const res = await api(s.pro.agent)
      .call(bidsContract.sendQuote, { params: { id: s.bidId } })
      .set('Accept-Language', 'en-HK')
      .send(flatQuote());
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 10, details: { balance: 5, fee: 20, quote_bid_id: s.bidId } });
    expect(res.body.error.message).toMatch(/credit/);
    const row = await bidRow(ctx, s.bidId);
    expect(row).toMatchObject({ quote_status_id: 1, quote_sent_on: null, error_message: 'not_enough_credit', error_action: 'buy_credit' });
    expect(await balance(s.pro.user.id)).toBe(5);
    expect(await ledger(s.pro.user.id)).toHaveLength(0);
    const view = await api(s.pro.agent).call(bidsContract.bid, { params: { id: s.bidId } });
    expect(view.body.data).toMatchObject({ errorMessage: 'not_enough_credit', errorAction: 'buy_credit' });
  });

  it('when the pro has neither a confirmed phone nor a service phone, then code 6; when the category is limited, then code 690', async () => {
    const noPhone = await setup({ phone: null });
    const r6 = await api(noPhone.pro.agent).call(bidsContract.sendQuote, { params: { id: noPhone.bidId }, body: flatQuote() });
    expect(r6.status).toBe(422);
    expect(r6.body.error.code).toBe(6);
    expect(await bidRow(ctx, noPhone.bidId)).toMatchObject({ quote_status_id: 1, error_action: 'verify_phone' });
    const limited = await setup();
    await ctx.deps.db.query('UPDATE users SET category_limitation = $2 WHERE id = $1', [limited.pro.user.id, [limited.c.categoryId]]);
    const r690 = await api(limited.pro.agent).call(bidsContract.sendQuote, { params: { id: limited.bidId }, body: flatQuote() });
    expect(r690.status).toBe(422);
    expect(r690.body.error.code).toBe(690);
    expect(await balance(limited.pro.user.id)).toBe(500);
  });

  it('when a visitor, another pro or the consumer tries to send the quote, then 401, 404 and 403', async () => {
    const s = await quoted();
    expect((await api(ctx.sifu.handler).call(bidsContract.sendQuote, { params: { id: s.bidId }, body: flatQuote() })).status).toBe(401);
    const other = await signUp(ctx, 'pro');
    expect((await api(other.agent).call(bidsContract.sendQuote, { params: { id: s.bidId }, body: flatQuote() })).status).toBe(404);
    const byConsumer = await api(s.consumer.agent).call(bidsContract.sendQuote, { params: { id: s.bidId }, body: flatQuote() });
    expect(byConsumer.status).toBe(403);
    expect(byConsumer.body.error.code).toBe('wrong_role');
    // An action no declaration names: the router's own 404, so the path is written out.
    expect((await s.pro.agent.post(`/api/quote_bids/change_status/fly/${s.bidId}`)).status).toBe(404);
  });

  it('when the pro previews the fee, then it shows fee, balance and whether it is enough; after sending it is already charged', async () => {
    const s = await setup();
    await ctx.deps.db.query('UPDATE quote_bids SET discount_percent = 50 WHERE quote_bid_id = $1', [s.bidId]);
    const before = await api(s.pro.agent).call(bidsContract.previewFee, { body: { quote_bid_id: s.bidId } });
    expect(before.body.data).toEqual({
      quote_bid_id: s.bidId,
      fee: 10,
      original_fee: 20,
      discount_percent: 50,
      balance: 500,
      is_enough: true,
      already_charged: false,
    });
    await api(s.pro.agent).call(bidsContract.sendQuote, { params: { id: s.bidId }, body: flatQuote() });
    expect(await balance(s.pro.user.id)).toBe(490);
    const after = await api(s.pro.agent).call(bidsContract.previewFee, { body: { quote_bid_id: s.bidId } });
    expect(after.body.data).toMatchObject({ fee: 0, already_charged: true });
    const other = await signUp(ctx, 'pro');
    expect((await api(other.agent).call(bidsContract.previewFee, { body: { quote_bid_id: s.bidId } })).status).toBe(404);
  });

  it('when the pro saves the quote as a template, then it is listed, editable and reusable by id; others cannot touch it', async () => {
    const s = await setup();
    const res = await api(s.pro.agent).call(bidsContract.sendQuote, {
      params: { id: s.bidId },
      body: { ...flatQuote(600), save_as_template: '標準通渠' },
    });
    expect(res.status).toBe(200);
    const list = await api(s.pro.agent).call(quoteTemplatesContract.list, { query: { quote_service_id: s.pro.serviceId } });
    expect(list.body.data).toHaveLength(1);
    const tpl = list.body.data[0];
    expect(tpl).toMatchObject({ display_name: '標準通渠', rating_type: 'flat', flat_rate_at: 600, quote_category_id: s.c.categoryId });
    const edited = await api(s.pro.agent).call(quoteTemplatesContract.edit, {
      params: { id: tpl.id },
      body: { display_name: 'Hourly', quote_service_id: s.pro.serviceId, rating_type: 'hourly', hourly_rate_at: 250 },
    });
    expect(edited.body.data).toMatchObject({ display_name: 'Hourly', hourly_rate_at: 250 });
    const reuse = await api(s.pro.agent).call(bidsContract.editQuote, {
      params: { id: s.bidId },
      body: { rating_type: 'hourly', price: 250, template_id: tpl.id },
    });
    expect(reuse.body.data.last_used_template_id).toBe(tpl.id);
    const other = await signUp(ctx, 'pro');
    expect((await api(other.agent).call(quoteTemplatesContract.remove, { params: { id: tpl.id } })).status).toBe(404);
    expect(
      (await api(other.agent).call(bidsContract.editQuote, { params: { id: s.bidId }, body: { rating_type: 'flat', price: 1 } })).status,
    ).toBe(404);
    expect((await api(s.consumer.agent).call(quoteTemplatesContract.list)).status).toBe(403);
    expect((await api(s.pro.agent).call(quoteTemplatesContract.remove, { params: { id: tpl.id } })).body.data).toEqual({ deleted: true });
    const added = await api(s.pro.agent).call(quoteTemplatesContract.add, {
      body: { display_name: 'Site visit', quote_service_id: s.pro.serviceId, rating_type: 'onsite' },
    });
    expect(added.body.data).toMatchObject({ on_site: true, quote_category_id: null });
    const noPrice = await api(s.pro.agent).call(quoteTemplatesContract.add, {
      body: { display_name: 'No price', quote_service_id: s.pro.serviceId, rating_type: 'flat' },
    });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.error.details.fields).toEqual({ flat_rate_at: expect.stringContaining('0') });
    const foreignCategory = await api(s.pro.agent).call(quoteTemplatesContract.add, {
      body: { display_name: 'Wrong category', quote_service_id: s.pro.serviceId, quote_category_id: 2147483647, rating_type: 'onsite' },
    });
    expect(foreignCategory.status).toBe(400);
    expect(Object.keys(foreignCategory.body.error.details.fields)).toEqual(['quote_category_id']);
    expect(
      (await api(other.agent).call(quoteTemplatesContract.add, { body: { display_name: 'x', quote_service_id: s.pro.serviceId } })).status,
    ).toBe(404);
  });
});

describe('email language', () => {
  it('when the consumer browses in en-HK, then the new-quote email is in English and links under /en-HK', async () => {
    const c = await createCatalog(ctx);
    const pro = await createPro(ctx, c);
    const consumer = await createConsumer(ctx);
    const res = await api(consumer.agent)
      .call(requestsContract.post)
      .set('Accept-Language', 'en-HK')
      .send({
        category: c.categorySlug,
        district: 'wan-chai',
        answers: { issue_type: 'leak', rooms: ['kitchen'], preferred_date: '2030-01-15', budget: '0-500' },
      });
    const requestId = res.body.data.request.quote_request_id;
    const bid = await ctx.deps.db.one<{ quote_bid_id: number }>('SELECT quote_bid_id FROM quote_bids WHERE quote_request_id = $1', [
      requestId,
    ]);
    await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bid!.quote_bid_id }, body: flatQuote() });
    await ctx.deps.background!.idle();
    const dir = path.join(ctx.dataDir, 'outbox', 'mail');
    const emls = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('new_quote.eml'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    const mine = emls.find((e) => e.includes(`To: ${consumer.username}@example.com`));
    expect(mine).toBeDefined();
    expect(mine).toContain('Subject: New quote from Test Plumbing');
    const body = Buffer.from(mine!.split('\r\n\r\n')[1].replace(/\r\n/g, ''), 'base64').toString('utf8');
    expect(body).toContain(`/en-HK/dashboard/projects/quote/${requestId}/${bid!.quote_bid_id}`);
  });
});

describe('hiring, rejecting, completing', () => {
  it('when the consumer hires without date or time, then 422 "date_time_missing" and nothing changes', async () => {
    const s = await quoted();
    for (const body of [{}, { date: '2030-01-20' }, { time: '10:00' }]) {
      const res = await api(s.consumer.agent).call(bidsContract.hire, { params: { id: s.bidId }, body });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('date_time_missing');
    }
    expect((await bidRow(ctx, s.bidId)).quote_status_id).toBe(2);
  });

  it('when the consumer hires with date and time, then Hired with hired_on, hired_count +1 and the pro is told; hiring again changes nothing', async () => {
    const s = await quoted();
    const res = await api(s.consumer.agent).call(bidsContract.hire, { params: { id: s.bidId }, body: { date: '2030-01-20', time: '3' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      quote_status_id: 3,
      hire_date: '2030-01-20',
      hire_time_slot: '3',
      bid_outcome: 2,
      viewer: 'consumer',
    });
    const row = await bidRow(ctx, s.bidId);
    expect(row.hired_on).not.toBeNull();
    const hiredCount = async () =>
      (await ctx.deps.db.one<{ hired_count: number }>('SELECT hired_count FROM quote_services WHERE quote_service_id = $1', [
        s.pro.serviceId,
      ]))!.hired_count;
    expect(await hiredCount()).toBe(1);
    expect(await ctx.deps.db.one(`SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'hired'`, [s.pro.user.id])).toBeTruthy();
    const again = await api(s.consumer.agent).call(bidsContract.hire, {
      params: { id: s.bidId },
      body: { date: '2031-01-01', time: '09:00' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.hire_date).toBe('2030-01-20');
    expect(await hiredCount()).toBe(1);
    const undo = await api(s.consumer.agent).call(bidsContract.undoHire, { params: { id: s.bidId } });
    expect(undo.body.data).toMatchObject({ quote_status_id: 2, hired_on: null, hire_date: null });
    expect(await hiredCount()).toBe(0);
  });

  it('when the pro tries to hire or the consumer tries to complete, then 403 wrong_role and nothing changes', async () => {
    const s = await hired();
    expect(
      (await api(s.pro.agent).call(bidsContract.hire, { params: { id: s.bidId }, body: { date: '2030-01-01', time: '10:00' } })).status,
    ).toBe(403);
    const res = await api(s.consumer.agent).call(bidsContract.complete, { params: { id: s.bidId } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('wrong_role');
    expect((await bidRow(ctx, s.bidId)).quote_status_id).toBe(3);
  });

  it('when the consumer rejects with a note, then the flag and note are stored, hiring is refused until undo_reject', async () => {
    const s = await quoted();
    const res = await api(s.consumer.agent).call(bidsContract.reject, {
      params: { id: s.bidId },
      body: { requestor_note: 'Too expensive' },
    });
    expect(res.body.data).toMatchObject({ is_requestor_rejected: true, requestor_note: 'Too expensive', quote_status_id: 2 });
    const hire = await api(s.consumer.agent).call(bidsContract.hire, {
      params: { id: s.bidId },
      body: { date: '2030-01-20', time: '10:00' },
    });
    expect(hire.status).toBe(409);
    expect(hire.body.error).toMatchObject({ code: 'illegal_transition', details: { action: 'hired', guard: 'not_rejected' } });
    const pro = await api(s.pro.agent).call(bidsContract.bid, { params: { id: s.bidId } });
    expect(pro.body.data).toMatchObject({ bid_outcome: 3, requestor_note: 'Too expensive' });
    const undo = await api(s.consumer.agent).call(bidsContract.undoReject, { params: { id: s.bidId } });
    expect(undo.body.data.is_requestor_rejected).toBe(false);
  });

  it('when the pro completes a hired job, then WorkCompleted with completed_on and the consumer gets a review email', async () => {
    const s = await hired();
    const res = await api(s.pro.agent).call(bidsContract.complete, { params: { id: s.bidId } });
    expect(res.status).toBe(200);
    expect(res.body.data.quote_status_id).toBe(4);
    expect(res.body.data.completed_on).not.toBeNull();
    await ctx.deps.background!.idle();
    const mails = fs.readdirSync(path.join(ctx.dataDir, 'outbox', 'mail')).filter((f) => f.endsWith('completed.eml'));
    const eml = fs.readFileSync(path.join(ctx.dataDir, 'outbox', 'mail', mails[mails.length - 1]), 'utf8');
    expect(eml).toMatch(/X-Sifu-Tag: completed/);
    const body = Buffer.from(eml.split('\r\n\r\n')[1].replace(/\r\n/g, ''), 'base64').toString('utf8');
    expect(body).toContain(`/dashboard/projects/quote/${s.requestId}/${s.bidId}`);
  });
});

describe('reviews and review requests', () => {
  it('when the consumer reviews before completion, then 409; with score 0, then 422 "rating_is_zero"', async () => {
    const s = await hired();
    expect((await api(s.consumer.agent).call(bidsContract.review, { params: { id: s.bidId }, body: { score: 5 } })).status).toBe(409);
    await api(s.pro.agent).call(bidsContract.complete, { params: { id: s.bidId } });
    const zero = await api(s.consumer.agent).call(bidsContract.review, { params: { id: s.bidId }, body: { score: 0 } });
    expect(zero.status).toBe(422);
    expect(zero.body.error.code).toBe('rating_is_zero');
  });

  it('when the hiring consumer reviews a completed job, then the review is stored and the service rating and count update; twice is 409', async () => {
    const s = await hired();
    await api(s.pro.agent).call(bidsContract.complete, { params: { id: s.bidId } });
    expect((await api(s.pro.agent).call(bidsContract.review, { params: { id: s.bidId }, body: { score: 5 } })).status).toBe(403);
    const res = await api(s.consumer.agent).call(bidsContract.review, {
      params: { id: s.bidId },
      body: { score: 4, note: '準時，做嘢乾淨', is_satisfied: true, tags: ['punctual', 'tidy'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.is_reviewed).toBe(true);
    const review = await ctx.deps.db.one('SELECT * FROM reviews WHERE quote_bid_id = $1', [s.bidId]);
    expect(review).toMatchObject({
      score: 4,
      note: '準時，做嘢乾淨',
      is_satisfied: true,
      tags: ['punctual', 'tidy'],
      quote_service_id: s.pro.serviceId,
      reviewer_name: '陳**',
    });
    const svc = await ctx.deps.db.one('SELECT rating, review_count FROM quote_services WHERE quote_service_id = $1', [s.pro.serviceId]);
    expect(svc).toEqual({ rating: 4, review_count: 1 });
    const twice = await api(s.consumer.agent).call(bidsContract.review, { params: { id: s.bidId }, body: { score: 5 } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_reviewed');
  });

  it('when the pro asks for a review, then only after completion and only once, and the consumer is notified', async () => {
    const s = await hired();
    expect((await api(s.pro.agent).call(bidsContract.requestReview, { params: { id: s.bidId } })).status).toBe(409);
    await api(s.pro.agent).call(bidsContract.complete, { params: { id: s.bidId } });
    // Only pros ask for reviews: the consumer is refused by the role check before the bid is looked at.
    expect((await api(s.consumer.agent).call(bidsContract.requestReview, { params: { id: s.bidId } })).status).toBe(403);
    const res = await api(s.pro.agent).call(bidsContract.requestReview, { params: { id: s.bidId } });
    expect(res.body.data).toEqual({ requested: true });
    expect(
      await ctx.deps.db.one(`SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'review_request'`, [s.consumer.user.id]),
    ).toBeTruthy();
    const again = await api(s.pro.agent).call(bidsContract.requestReview, { params: { id: s.bidId } });
    expect(again.body.error.code).toBe('review_already_requested');
  });
});
