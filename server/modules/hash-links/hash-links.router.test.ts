/**
 * Links that act without signing in (docs/decisions/0040-hashed-links.md): each scope does its one thing on its one
 * request or quote; expiry, single use under concurrent clicks, unknown tokens, the e-mails that carry them and logs.
 */
import request from 'supertest';
import { hashLinksContract } from '@shared/api/hash-links.contract';
import { requestsContract } from '@shared/api/requests.contract';
import type { HashLinkScope } from '@shared/domain/hash-links';
import { REQUEST_VALID_DAYS } from '@shared/domain/request-lifecycle';
import { setUpTestContext } from '../../test/test-app';
import { quotedLead, matchedLead, postRequest } from '../../test/fixtures';
import { outboxMails } from '../../test/outbox';
import { api } from '../../test/api';
import { logger } from '../../lib/logger';
import { withAdapterDefaults } from '../../lib/adapters';
import { runSweep } from '../system/sweeps.service';
import { issueLinks } from '../../lib/hash-link-tokens';

const ctx = setUpTestContext();
const visitor = () => api(request(ctx.sifu.handler));

/** A link's token, issued the way the e-mails issue it. */
async function tokenFor(scope: HashLinkScope, s: { userId: number; requestId: number; bidId?: number }): Promise<string> {
  const paths = await issueLinks(ctx.deps.db, s, [scope]);
  return paths[scope]!.split('/').pop()!;
}
const requestState = async (id: number) =>
  (await ctx.deps.db.one<{ is_closed: boolean }>('SELECT is_closed FROM quote_requests WHERE quote_request_id = $1', [id]))!;

describe('request links (quote_requests/hash)', () => {
  it('when a visitor holds a close link, then it shows the request and closes it once; a second use is 410 and the request stays closed', async () => {
    const { consumer, requestId } = await matchedLead(ctx);
    const hash = await tokenFor('request_close', { userId: consumer.user.id, requestId });
    const view = await visitor().call(hashLinksContract.requestByHash, { params: { hash } });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      link: { scope: 'request_close', status: 'valid' },
      request: { quote_request_id: requestId, state: 'open' },
    });
    const closed = await visitor().call(hashLinksContract.closeByHash, { params: { hash } });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toEqual({ done: true, state: 'closed' });
    const again = await visitor().call(hashLinksContract.closeByHash, { params: { hash } });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('link_used');
    expect((await visitor().call(hashLinksContract.requestByHash, { params: { hash } })).body.data).toMatchObject({
      link: { status: 'used' },
      request: null,
    });
    const activity = await ctx.deps.db.one<{ user_id: number; meta: { via: string } }>(
      `SELECT user_id, meta FROM activities WHERE quote_request_id = $1 AND type = 'archive'`,
      [requestId],
    );
    expect(activity).toMatchObject({ user_id: consumer.user.id, meta: { via: 'hash' } });
  });

  it('when a link is of another scope, then it cannot act: a view link cannot close, a close link cannot reopen, a quote link is no request link', async () => {
    const { consumer, requestId, bidId } = await quotedLead(ctx, { pro: { balance: 500 } });
    const subject = { userId: consumer.user.id, requestId };
    const viewHash = await tokenFor('request_view', subject);
    expect((await visitor().call(hashLinksContract.closeByHash, { params: { hash: viewHash } })).status).toBe(404);
    expect((await visitor().call(hashLinksContract.reopenByHash, { params: { hash: viewHash } })).status).toBe(404);
    const closeHash = await tokenFor('request_close', subject);
    expect((await visitor().call(hashLinksContract.reopenByHash, { params: { hash: closeHash } })).status).toBe(404);
    const quoteHash = await tokenFor('quote_view', { ...subject, bidId });
    expect((await visitor().call(hashLinksContract.requestByHash, { params: { hash: quoteHash } })).status).toBe(404);
    expect((await visitor().call(hashLinksContract.closeByHash, { params: { hash: quoteHash } })).status).toBe(404);
    expect((await visitor().call(hashLinksContract.quoteByHash, { params: { hash: viewHash } })).status).toBe(404);
    expect((await requestState(requestId)).is_closed).toBe(false);
    // A view link does not open the signed-in API either.
    expect((await visitor().call(requestsContract.request, { params: { id: requestId } })).status).toBe(401);
  });

  it('when a close link is for another request, then it closes only its own', async () => {
    const a = await matchedLead(ctx);
    const { requestId: other } = await postRequest(ctx, a.consumer, a.cat);
    const hash = await tokenFor('request_close', { userId: a.consumer.user.id, requestId: a.requestId });
    expect((await visitor().call(hashLinksContract.closeByHash, { params: { hash } })).status).toBe(200);
    expect((await requestState(a.requestId)).is_closed).toBe(true);
    expect((await requestState(other)).is_closed).toBe(false);
  });

  it('when the request is already closed, then the close link says so (409, translated) and stays unspent', async () => {
    const { consumer, requestId } = await matchedLead(ctx);
    await api(consumer.agent).call(requestsContract.close, { params: { id: requestId }, body: {} });
    const hash = await tokenFor('request_close', { userId: consumer.user.id, requestId });
    const res = await visitor().call(hashLinksContract.closeByHash, { params: { hash } }).set('Accept-Language', 'en-HK');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This request is already closed.');
    expect((await visitor().call(hashLinksContract.requestByHash, { params: { hash } })).body.data.link.status).toBe('valid');
    const reopen = await tokenFor('request_reopen', { userId: consumer.user.id, requestId });
    expect((await visitor().call(hashLinksContract.reopenByHash, { params: { hash: reopen } })).body.data.state).toBe('open');
  });

  it('when a link has expired, then its page data says so and its action is 410 expired', async () => {
    const { consumer, requestId } = await matchedLead(ctx);
    const hash = await tokenFor('request_close', { userId: consumer.user.id, requestId });
    await ctx.deps.db.query(`UPDATE hash_links SET expires_at = now() - interval '1 second' WHERE quote_request_id = $1`, [requestId]);
    expect((await visitor().call(hashLinksContract.requestByHash, { params: { hash } })).body.data).toEqual({
      link: expect.objectContaining({ status: 'expired' }),
      request: null,
    });
    const res = await visitor().call(hashLinksContract.closeByHash, { params: { hash } });
    expect(res.status).toBe(410);
    expect(res.body.error.code).toBe('link_expired');
    expect((await requestState(requestId)).is_closed).toBe(false);
  });

  it('when two clicks of one close link arrive together, then one closes and the other is told it was used', async () => {
    const { consumer, requestId } = await matchedLead(ctx);
    const hash = await tokenFor('request_close', { userId: consumer.user.id, requestId });
    const results = await Promise.all([1, 2].map(() => visitor().call(hashLinksContract.closeByHash, { params: { hash } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    expect(results.find((r) => r.status === 410)!.body.error.code).toBe('link_used');
    const archives = await ctx.deps.db.many(`SELECT 1 FROM activities WHERE quote_request_id = $1 AND type = 'archive'`, [requestId]);
    expect(archives).toHaveLength(1);
  });

  it('when a token is unknown, forged or malformed, then every answer is the same 404', async () => {
    const { consumer, requestId } = await matchedLead(ctx);
    const real = await tokenFor('request_close', { userId: consumer.user.id, requestId });
    const forged = [real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A'), 'A'.repeat(43), 'short', real + 'x', '%00'];
    for (const hash of forged) {
      const res = await visitor().call(hashLinksContract.closeByHash, { params: { hash } });
      expect([hash, res.status, res.body.error?.code]).toEqual([hash, 404, 'not_found']);
    }
    expect((await requestState(requestId)).is_closed).toBe(false);
  });

  it('when link pages are served, then they are never indexed, send no referrer and are not cached', async () => {
    const { consumer, requestId } = await matchedLead(ctx);
    const hash = await tokenFor('request_close', { userId: consumer.user.id, requestId });
    const page = await request(ctx.sifu.handler).get(`/en-HK/request-link/${hash}`);
    expect(page.status).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
  });
});

describe('quote links (quote_bids/hash)', () => {
  it('when a visitor holds a quote view link, then it shows the pro, price and note but cannot reply or hire', async () => {
    const { consumer, requestId, bidId } = await quotedLead(ctx, { pro: { balance: 500 }, price: 950 });
    const hash = await tokenFor('quote_view', { userId: consumer.user.id, requestId, bidId });
    const res = await visitor().call(hashLinksContract.quoteByHash, { params: { hash } });
    expect(res.body.data).toMatchObject({
      link: { scope: 'quote_view', status: 'valid' },
      quote: { quote_bid_id: bidId, price: 950, rating_type: 'flat', price_note: '包工包料', can_hire: true, can_reply: true },
    });
    expect((await visitor().call(hashLinksContract.replyByHash, { params: { hash }, body: { message: 'hi' } })).status).toBe(404);
    expect((await visitor().call(hashLinksContract.hireIntentByHash, { params: { hash } })).status).toBe(404);
    // Still usable: a view link is not spent by viewing.
    expect((await visitor().call(hashLinksContract.quoteByHash, { params: { hash } })).body.data.link.status).toBe('valid');
  });

  it('when a visitor replies through a reply link, then the pro gets the message from the consumer in the bid’s chat', async () => {
    const { consumer, requestId, bidId } = await quotedLead(ctx, { pro: { balance: 500 } });
    const hash = await tokenFor('quote_reply', { userId: consumer.user.id, requestId, bidId });
    for (const message of ['Can you come on Saturday?', 'Morning is best']) {
      const res = await visitor().call(hashLinksContract.replyByHash, { params: { hash }, body: { message } });
      expect(res.status).toBe(200);
    }
    const rows = await ctx.deps.db.many<{ sender_id: number; body: string }>(
      'SELECT sender_id, body FROM messages WHERE quote_bid_id = $1 ORDER BY id',
      [bidId],
    );
    expect(rows).toEqual([
      { sender_id: consumer.user.id, body: 'Can you come on Saturday?' },
      { sender_id: consumer.user.id, body: 'Morning is best' },
    ]);
  });

  it('when a visitor uses a hire-intent link, then the pro is told once (notice and chat message) and the bid is not hired', async () => {
    const { consumer, pro, requestId, bidId } = await quotedLead(ctx, { pro: { balance: 500 } });
    const hash = await tokenFor('quote_hire_intent', { userId: consumer.user.id, requestId, bidId });
    const results = await Promise.all(
      [1, 2].map(() => visitor().call(hashLinksContract.hireIntentByHash, { params: { hash } }).set('Accept-Language', 'en-HK')),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    const notes = await ctx.deps.db.many(`SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'hire_intent'`, [pro.user.id]);
    expect(notes).toHaveLength(1);
    const msgs = await ctx.deps.db.many<{ body: string }>('SELECT body FROM messages WHERE quote_bid_id = $1', [bidId]);
    expect(msgs.map((m) => m.body)).toEqual([expect.stringContaining('I would like to hire you')]);
    const bid = await ctx.deps.db.one<{ quote_status_id: number }>('SELECT quote_status_id FROM quote_bids WHERE quote_bid_id = $1', [
      bidId,
    ]);
    expect(bid!.quote_status_id).toBe(2);
  });

  it('when the request is closed, then a hire-intent link is refused (409) and stays unspent', async () => {
    const { consumer, requestId, bidId } = await quotedLead(ctx, { pro: { balance: 500 } });
    await api(consumer.agent).call(requestsContract.close, { params: { id: requestId }, body: {} });
    const hash = await tokenFor('quote_hire_intent', { userId: consumer.user.id, requestId, bidId });
    const res = await visitor().call(hashLinksContract.hireIntentByHash, { params: { hash } });
    expect(res.status).toBe(409);
    expect((await visitor().call(hashLinksContract.quoteByHash, { params: { hash } })).body.data.link.status).toBe('valid');
  });
});

describe('the e-mails that carry the links', () => {
  const linkIn = (body: string, page: 'request-link' | 'quote-link', after: string) => {
    const tail = body.slice(body.indexOf(after));
    const m = new RegExp(`https?://[^\\s]+/${page}/([A-Za-z0-9_-]{43})`).exec(tail);
    return m![1];
  };

  it('when a pro sends a first quote, then the consumer’s e-mail has working view, reply, hire and close links, and no token is logged or pushed', async () => {
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) => jest.spyOn(logger(), level));
    const { consumer, requestId, bidId } = await quotedLead(ctx, { pro: { balance: 500 } });
    await ctx.deps.background!.idle();
    const [mail] = outboxMails(ctx.dataDir, 'new_quote', `${consumer.username}@example.com`);
    expect(mail.body).toMatch(/唔使登入/);
    const view = linkIn(mail.body, 'quote-link', '睇報價');
    const close = linkIn(mail.body, 'request-link', '關閉');
    const quote = await visitor().call(hashLinksContract.quoteByHash, { params: { hash: view } });
    expect(quote.body.data.quote.quote_bid_id).toBe(bidId);
    expect((await visitor().call(hashLinksContract.closeByHash, { params: { hash: close } })).status).toBe(200);
    expect((await requestState(requestId)).is_closed).toBe(true);
    // The in-app notification (stored and pushed over /ws) carries no link token.
    const note = await ctx.deps.db.one<{ params: unknown }>(`SELECT params FROM notifications WHERE user_id = $1 AND type = 'new_quote'`, [
      consumer.user.id,
    ]);
    expect(JSON.stringify(note!.params)).not.toMatch(/link/);
    const logged = JSON.stringify(spies.flatMap((s) => s.mock.calls));
    for (const token of [view, close]) expect(logged).not.toContain(token);
    spies.forEach((s) => s.mockRestore());
  });

  it('when a request nears and passes its expiry, then the reminder carries a close link and the expired mail a reopen link', async () => {
    const { consumer, requestId } = await matchedLead(ctx);
    const to = `${consumer.username}@example.com`;
    await ctx.deps.db.query('UPDATE quote_requests SET modified = now() - make_interval(days => $2) WHERE quote_request_id = $1', [
      requestId,
      REQUEST_VALID_DAYS - 2,
    ]);
    const sweep = () => runSweep(withAdapterDefaults(ctx.deps), 'request-expiry');
    await sweep();
    await sweep();
    await ctx.deps.background!.idle();
    const reminders = outboxMails(ctx.dataDir, 'request_expiry', to);
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toMatch(/3 日後到期/);
    const close = linkIn(reminders[0].body, 'request-link', '關閉');
    expect((await visitor().call(hashLinksContract.requestByHash, { params: { hash: close } })).body.data.link.scope).toBe('request_close');

    await ctx.deps.db.query('UPDATE quote_requests SET modified = now() - make_interval(days => $2) WHERE quote_request_id = $1', [
      requestId,
      REQUEST_VALID_DAYS + 1,
    ]);
    await sweep();
    await ctx.deps.background!.idle();
    const expired = outboxMails(ctx.dataDir, 'request_expiry', to);
    expect(expired).toHaveLength(2);
    const reopen = linkIn(expired[1].body, 'request-link', '重開');
    expect((await requestState(requestId)).is_closed).toBe(true);
    expect((await visitor().call(hashLinksContract.reopenByHash, { params: { hash: reopen } })).body.data.state).toBe('open');
  });
});
