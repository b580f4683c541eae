/**
 * Reports and the reports queue against a real PostgreSQL: every kind of report opens its ticket; the panel shows
 * the reported content in context; each decision acts, closes the ticket, audits and notifies; two decisions at
 * once are one success and one 409; only trust and safety (and admins) see any of it.
 */
import { backOfficeContract } from '@shared/api/back-office.contract';
import { chatContract } from '@shared/api/chat.contract';
import { reportsContract } from '@shared/api/reports.contract';
import type { ReportPanel } from '@shared/schemas/report-queue.schema';
import { createConsumer, createStaff, quotedLead } from '../../test/fixtures';
import { setUpTestContext, type signUp } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';
import { PNG_1PX } from '../../test/images';

const ctx = setUpTestContext();

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];
const trust = () => createStaff(ctx, ['trust_safety']);

async function send(agent: Agent, bidId: number, message: string): Promise<number> {
  const res = await api(agent).call(chatContract.send, { params: { bidId }, body: { message } });
  if (res.status !== 200) throw new Error(`send failed: ${res.status} ${JSON.stringify(res.body)}`);
  const row = await ctx.deps.db.one<{ id: number }>('SELECT id FROM messages WHERE quote_bid_id = $1 ORDER BY id DESC LIMIT 1', [bidId]);
  return row!.id;
}

/** A quoted lead with a chat of five messages; the third, from the pro, is the one reported. */
async function chatWithRudeMessage() {
  const lead = await quotedLead(ctx);
  await send(lead.consumer.agent, lead.bidId, 'Hello, when can you come?');
  await send(lead.pro.agent, lead.bidId, 'Tomorrow morning');
  const rude = await send(lead.pro.agent, lead.bidId, 'Pay me in cash outside Sifu or forget it');
  await send(lead.consumer.agent, lead.bidId, 'That is not OK');
  await send(lead.pro.agent, lead.bidId, 'Suit yourself');
  return { ...lead, messageId: rude };
}

async function report(agent: Agent, body: Record<string, unknown>): Promise<number> {
  const res = await api(agent).call(reportsContract.add, {
    body: { quote_report_topic_id: 2, message: 'Rude and asks for cash', ...body },
  });
  if (res.status !== 200) throw new Error(`report failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.quote_report_id as number;
}

async function reviewOf(serviceId: number, userId: number | null): Promise<number> {
  const row = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO reviews (quote_service_id, user_id, reviewer_name, score, note) VALUES ($1, $2, 'Chan', 1, 'Terrible, total scam!!') RETURNING id`,
    [serviceId, userId],
  );
  return row!.id;
}

const ticketOf = (reportId: number) =>
  ctx.deps.db.one<{ id: string; queue: string; status: string; summary: string; user_id: number; resolution: string | null }>(
    `SELECT id, queue, status, summary, user_id, resolution FROM ops_tickets WHERE subject_type = 'report' AND subject_id = $1`,
    [reportId],
  );

const notices = (userId: number, type: string) =>
  ctx.deps.db.many<{ params: Record<string, unknown> }>('SELECT params FROM notifications WHERE user_id = $1 AND type = $2', [
    userId,
    type,
  ]);

const audits = (reportId: number) =>
  ctx.deps.db.many<{ action: string; operator_id: number; reason: string }>(
    `SELECT action, operator_id, reason FROM operator_audit WHERE target_type = 'report' AND target_id = $1 ORDER BY id`,
    [reportId],
  );

async function panel(agent: Agent, id: number): Promise<ReportPanel> {
  const res = await api(agent).call(reportsContract.panel, { params: { id } });
  if (res.status !== 200) throw new Error(`panel failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as ReportPanel;
}

describe(endpointTitle(reportsContract.add), () => {
  it('when a party reports a chat message with a file, then it is stored about its sender and opens a ticket in the reports queue', async () => {
    const { consumer, pro, messageId } = await chatWithRudeMessage();
    const res = await api(consumer.agent)
      .call(reportsContract.add)
      .field('type', 'message')
      .field('message_id', String(messageId))
      .field('message', 'He asked me to pay in cash')
      .field('quote_report_topic_id', '1')
      .field('quote_report_sub_topic_id', '11')
      .set('Accept-Language', 'en-HK')
      .attach('file', PNG_1PX, 'proof.png');
    expect(res.status).toBe(200);
    const id = res.body.data.quote_report_id as number;
    const row = await ctx.deps.db.one('SELECT * FROM quote_reports WHERE id = $1', [id]);
    expect(row).toMatchObject({ type: 'message', message_id: messageId, reported_user_id: pro.user.id, status: 'open' });
    expect(await ticketOf(id)).toMatchObject({ queue: 'reports', status: 'open', user_id: consumer.user.id });
    expect((await ticketOf(id))!.summary).toContain('He asked me to pay in cash');
  });

  it('when a quote, a request, a service, a review or a user is reported, then each opens its ticket and names who it is about', async () => {
    const { consumer, pro, bidId, requestId } = await quotedLead(ctx);
    const reviewer = await createConsumer(ctx);
    const reviewId = await reviewOf(pro.serviceId, reviewer.user.id);
    const cases: Array<[Record<string, unknown>, Agent, number]> = [
      [{ type: 'bid', quote_bid_id: bidId }, consumer.agent, pro.user.id],
      [{ type: 'request', quote_request_id: requestId }, pro.agent, consumer.user.id],
      [{ type: 'service', quote_service_id: pro.serviceId }, consumer.agent, pro.user.id],
      [{ type: 'review', review_id: reviewId }, pro.agent, reviewer.user.id],
      [{ type: 'user', reported_user_id: consumer.user.id }, pro.agent, consumer.user.id],
    ];
    for (const [body, agent, author] of cases) {
      const id = await report(agent, body);
      expect(await ctx.deps.db.one('SELECT type, reported_user_id FROM quote_reports WHERE id = $1', [id])).toEqual({
        type: body.type,
        reported_user_id: author,
      });
      expect(await ticketOf(id)).toMatchObject({ queue: 'reports', status: 'open' });
    }
  });

  it('when someone outside the chat reports its message, their own message, an unknown review or themselves, then 404; without the id, 400', async () => {
    const { consumer, messageId } = await chatWithRudeMessage();
    const stranger = await createConsumer(ctx);
    const own = await send(
      consumer.agent,
      (await ctx.deps.db.one<{ quote_bid_id: number }>('SELECT quote_bid_id FROM messages WHERE id = $1', [messageId]))!.quote_bid_id,
      'mine',
    );
    expect(
      (await api(stranger.agent).call(reportsContract.add, { body: { type: 'message', message_id: messageId, quote_report_topic_id: 2 } }))
        .status,
    ).toBe(404);
    expect(
      (await api(consumer.agent).call(reportsContract.add, { body: { type: 'message', message_id: own, quote_report_topic_id: 2 } }))
        .status,
    ).toBe(404);
    expect(
      (await api(consumer.agent).call(reportsContract.add, { body: { type: 'review', review_id: 999999, quote_report_topic_id: 2 } }))
        .status,
    ).toBe(404);
    expect(
      (
        await api(consumer.agent).call(reportsContract.add, {
          body: { type: 'user', reported_user_id: consumer.user.id, quote_report_topic_id: 2 },
        })
      ).status,
    ).toBe(404);
    const missing = await api(consumer.agent).call(reportsContract.add, { body: { type: 'message', quote_report_topic_id: 2 } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.details.fields)).toEqual(['message_id']);
  });
});

describe(endpointTitle(reportsContract.panel), () => {
  it('when trust and safety open a reported message, then they see it with the messages around it, the reporter, the author, the quote’s request and service', async () => {
    const { consumer, pro, messageId, requestId } = await chatWithRudeMessage();
    const id = await report(consumer.agent, { type: 'message', message_id: messageId });
    const staff = await trust();
    const p = await panel(staff.agent, id);
    expect(p.report).toMatchObject({ id, type: 'message', topic_id: 2, message: 'Rude and asks for cash', status: 'open' });
    expect(p.reporter).toMatchObject({ id: consumer.user.id });
    expect(p.author).toMatchObject({ id: pro.user.id, reports_against: 1, open_reports_against: 1 });
    expect(p.chat!.map((m) => m.body)).toEqual([
      'Hello, when can you come?',
      'Tomorrow morning',
      'Pay me in cash outside Sifu or forget it',
      'That is not OK',
      'Suit yourself',
    ]);
    expect(p.chat!.filter((m) => m.is_reported).map((m) => m.id)).toEqual([messageId]);
    expect(p.request).toMatchObject({ id: requestId, user: { id: consumer.user.id } });
    expect(p.service).toMatchObject({ id: pro.serviceId, owner: { id: pro.user.id } });
    expect(p.actions).toEqual(['dismiss', 'warn', 'hide', 'suspend_user', 'suspend_service']);
  });

  it('when a quote or a review is reported, then the quote comes with its request, the review with its service', async () => {
    const { consumer, pro, bidId, requestId } = await quotedLead(ctx);
    const reviewId = await reviewOf(pro.serviceId, null);
    const staff = await trust();
    const quote = await panel(staff.agent, await report(consumer.agent, { type: 'bid', quote_bid_id: bidId }));
    expect(quote.quote).toMatchObject({ id: bidId, rating_type: 'flat', price: 800 });
    expect(quote.request).toMatchObject({ id: requestId });
    expect(quote.chat).toBeNull();
    const review = await panel(staff.agent, await report(consumer.agent, { type: 'review', review_id: reviewId }));
    expect(review.review).toMatchObject({ id: reviewId, score: 1, note: 'Terrible, total scam!!', hidden: false });
    expect(review.service).toMatchObject({ id: pro.serviceId });
    // A review left through a link has no account: it can be hidden, nobody can be warned.
    expect(review.author).toBeNull();
    expect(review.actions).toEqual(['dismiss', 'hide']);
  });

  it('when support, finance, a plain user or a visitor asks for a report, then 404, 404, 404 and 401', async () => {
    const { consumer, bidId } = await quotedLead(ctx);
    const id = await report(consumer.agent, { type: 'bid', quote_bid_id: bidId });
    for (const who of [await createStaff(ctx, ['support']), await createStaff(ctx, ['finance']), consumer]) {
      expect((await api(who.agent).call(reportsContract.panel, { params: { id } })).status).toBe(404);
      expect((await api(who.agent).call(reportsContract.decide, { params: { id }, body: { action: 'dismiss', reason: 'x' } })).status).toBe(
        404,
      );
    }
    expect((await api(ctx.sifu.handler).call(reportsContract.panel, { params: { id } })).status).toBe(401);
    const admin = await createStaff(ctx, ['admin']);
    expect((await api(admin.agent).call(reportsContract.panel, { params: { id } })).status).toBe(200);
  });
});

describe(endpointTitle(reportsContract.decide), () => {
  it('when trust and safety hide a reported message, then its author sees a placeholder and a notice, the ticket is closed and both are audited', async () => {
    const { consumer, pro, bidId, messageId } = await chatWithRudeMessage();
    const id = await report(consumer.agent, { type: 'message', message_id: messageId });
    const staff = await trust();
    const res = await api(staff.agent).call(reportsContract.decide, {
      params: { id },
      body: { action: 'hide', reason: 'Payment outside Sifu', warn: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.report).toMatchObject({
      status: 'actioned',
      outcome: 'hide',
      outcome_reason: 'Payment outside Sifu',
      decided_by: { id: staff.user.id },
    });
    expect(res.body.data.actions).toEqual([]);
    expect(res.body.data.chat.find((m: { id: number }) => m.id === messageId).hidden).toBe(true);
    expect(await ctx.deps.db.one('SELECT hidden_at IS NOT NULL AS hidden FROM messages WHERE id = $1', [messageId])).toEqual({
      hidden: true,
    });
    const conversation = await api(consumer.agent).call(chatContract.conversation, { params: { bidId } });
    expect(JSON.stringify(conversation.body)).not.toContain('Pay me in cash outside Sifu');
    expect(await notices(pro.user.id, 'content_hidden')).toHaveLength(1);
    expect((await notices(pro.user.id, 'account_warning')).map((n) => n.params.reason)).toEqual(['Payment outside Sifu']);
    expect(await ticketOf(id)).toMatchObject({ status: 'closed', resolution: 'hide: Payment outside Sifu' });
    expect(await audits(id)).toEqual([{ action: 'report_hide', operator_id: staff.user.id, reason: 'Payment outside Sifu' }]);
    const ticket = await api(staff.agent).call(backOfficeContract.ticket, { params: { id: Number((await ticketOf(id))!.id) } });
    expect(ticket.body.data.history.map((h: { action: string }) => h.action)).toContain('report_hide');
  });

  it('when trust and safety hide a reported review, then it leaves the profile, its reviewer is told, and the panel still shows it as hidden', async () => {
    const { consumer, pro } = await quotedLead(ctx);
    const reviewId = await reviewOf(pro.serviceId, consumer.user.id);
    const id = await report(pro.agent, { type: 'review', review_id: reviewId });
    const staff = await trust();
    const res = await api(staff.agent).call(reportsContract.decide, {
      params: { id },
      body: { action: 'hide', reason: 'Not a real customer' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.review).toMatchObject({ id: reviewId, note: 'Terrible, total scam!!', hidden: true });
    expect(await ctx.deps.db.one('SELECT count(*)::int AS n FROM reviews WHERE id = $1', [reviewId])).toEqual({ n: 0 });
    expect((await notices(consumer.user.id, 'content_hidden')).map((n) => n.params.what)).toEqual(['review']);
    expect(await ticketOf(id)).toMatchObject({ status: 'closed' });
  });

  it('when trust and safety warn the author, then the author is notified; dismissing only closes', async () => {
    const { consumer, pro, bidId } = await quotedLead(ctx);
    const staff = await trust();
    const warned = await report(consumer.agent, { type: 'bid', quote_bid_id: bidId });
    expect(
      (await api(staff.agent).call(reportsContract.decide, { params: { id: warned }, body: { action: 'warn', reason: 'Be polite' } }))
        .status,
    ).toBe(200);
    expect((await notices(pro.user.id, 'account_warning')).map((n) => n.params.reason)).toEqual(['Be polite']);
    expect(await ticketOf(warned)).toMatchObject({ status: 'closed' });

    const dismissed = await report(consumer.agent, { type: 'service', quote_service_id: pro.serviceId });
    const res = await api(staff.agent).call(reportsContract.decide, {
      params: { id: dismissed },
      body: { action: 'dismiss', reason: 'Nothing wrong' },
    });
    expect(res.body.data.report).toMatchObject({ status: 'dismissed', outcome: 'dismiss' });
    expect(await ticketOf(dismissed)).toMatchObject({ status: 'closed', resolution: 'dismiss: Nothing wrong' });
    expect(await notices(pro.user.id, 'account_warning')).toHaveLength(1);
    expect(await audits(dismissed)).toEqual([{ action: 'report_dismiss', operator_id: staff.user.id, reason: 'Nothing wrong' }]);
  });

  it('when trust and safety suspend the service for 7 days or the author until further notice, then each is suspended and notified', async () => {
    const { consumer, pro } = await quotedLead(ctx);
    const staff = await trust();
    const onService = await report(consumer.agent, { type: 'service', quote_service_id: pro.serviceId });
    expect(
      (
        await api(staff.agent).call(reportsContract.decide, {
          params: { id: onService },
          body: { action: 'suspend_service', reason: 'Fake photos', days: 7 },
        })
      ).status,
    ).toBe(200);
    const svc = await ctx.deps.db.one<{ suspended: boolean; days: number }>(
      `SELECT suspended_at IS NOT NULL AS suspended, round(extract(epoch FROM suspended_until - now()) / 86400)::int AS days FROM quote_services WHERE quote_service_id = $1`,
      [pro.serviceId],
    );
    expect(svc).toEqual({ suspended: true, days: 7 });
    expect(await notices(pro.user.id, 'service_suspended')).toHaveLength(1);

    const onUser = await report(pro.agent, { type: 'user', reported_user_id: consumer.user.id });
    expect(
      (
        await api(staff.agent).call(reportsContract.decide, {
          params: { id: onUser },
          body: { action: 'suspend_user', reason: 'Harassment' },
        })
      ).status,
    ).toBe(200);
    expect(
      await ctx.deps.db.one('SELECT suspended_at IS NOT NULL AS suspended, suspended_until FROM users WHERE id = $1', [consumer.user.id]),
    ).toEqual({
      suspended: true,
      suspended_until: null,
    });
    expect(await notices(consumer.user.id, 'account_suspended')).toHaveLength(1);
    expect(await ticketOf(onUser)).toMatchObject({ status: 'closed' });
  });

  it('when two staff decide the same report at once, then one succeeds and the other gets 409; an action that does not apply is 400', async () => {
    const { consumer, bidId } = await quotedLead(ctx);
    const id = await report(consumer.agent, { type: 'bid', quote_bid_id: bidId });
    const [a, b] = [await trust(), await createStaff(ctx, ['admin'])];
    expect((await api(a.agent).call(reportsContract.decide, { params: { id }, body: { action: 'hide', reason: 'x' } })).status).toBe(400);
    const results = await Promise.all([
      api(a.agent).call(reportsContract.decide, { params: { id }, body: { action: 'warn', reason: 'First' } }),
      api(b.agent).call(reportsContract.decide, { params: { id }, body: { action: 'dismiss', reason: 'Second' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('conflict');
    expect(await audits(id)).toHaveLength(1);
    expect(
      await ctx.deps.db.one('SELECT count(*)::int AS n FROM notifications WHERE type = $1 AND params->>$2 = $3', [
        'account_warning',
        'reason',
        'Second',
      ]),
    ).toEqual({ n: 0 });
  });
});
