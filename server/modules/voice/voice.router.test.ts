/** Voice calls over the API (docs/decisions/0039): who may call, ringing, busy lines, answer, decline, hang up, the log. */
import { chatContract } from '@shared/api/chat.contract';
import { voiceContract } from '@shared/api/voice.contract';
import { createConsumer, matchedLead } from '../../test/fixtures';
import { setUpTestContext, signUp, withTestContext } from '../../test/test-app';
import { api } from '../../test/api';
import { outboxMails } from '../../test/outbox';
import { turnCredential } from './ice-servers';
import { ageCall, callableLead, linesOf, startCall, twoProsOneConsumer, voiceNotices } from './voice.fixtures';

const ctx = setUpTestContext();

const act = (who: { agent: Parameters<typeof api>[0] }, e: 'answer' | 'decline' | 'hangup', id: number) =>
  api(who.agent).call(voiceContract[e], { params: { id } });

describe('starting a call', () => {
  it('when the pro calls the online consumer of a quoted bid, then it rings: the call is stored with both lines taken and the bid shows it', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    const res = await startCall(pro, bidId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      quote_bid_id: bidId,
      caller_id: pro.user.id,
      callee_id: consumer.user.id,
      is_caller: true,
      status: 'ringing',
      other_name: '陳大文',
      answered_at: null,
      ended_by: null,
      duration_s: null,
    });
    expect(await linesOf(ctx, res.body.data.id)).toBe(2);
    const seen = (await api(consumer.agent).call(voiceContract.bid, { params: { bidId } })).body.data;
    expect(seen).toMatchObject({ can_call: false, reason: 'busy', other_online: true });
    expect(seen.calls).toEqual([expect.objectContaining({ id: res.body.data.id, is_caller: false, status: 'ringing' })]);
    expect(seen.calls[0].other_name).toBe('測試水喉');
  });

  it('when the consumer reads the bid in English, then the other party is the business name in English', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    await startCall(consumer, bidId);
    const res = await api(pro.agent).call(voiceContract.bid, { params: { bidId } });
    expect(res.body.data.calls[0]).toMatchObject({ is_caller: false, other_name: '陳大文' });
    const en = await api(consumer.agent).call(voiceContract.bid, { params: { bidId } }).set('Accept-Language', 'en-HK');
    expect(en.body.data.calls[0]).toMatchObject({ is_caller: true, other_name: 'Test Plumbing' });
  });

  it('when a stranger or another consumer asks about, calls or changes a call of the bid, then 404 and nothing is stored', async () => {
    const { pro, bidId } = await callableLead(ctx);
    const call = (await startCall(pro, bidId)).body.data;
    for (const who of [await signUp(ctx, 'pro'), await createConsumer(ctx)]) {
      expect((await api(who.agent).call(voiceContract.bid, { params: { bidId } })).status).toBe(404);
      expect((await startCall(who, bidId)).status).toBe(404);
      for (const e of ['answer', 'decline', 'hangup'] as const) expect((await act(who, e, call.id)).status).toBe(404);
    }
    expect(await ctx.deps.db.one('SELECT status FROM voice_calls WHERE id = $1', [call.id])).toEqual({ status: 'ringing' });
    expect((await api(pro.agent).call(voiceContract.answer, { params: { id: 999999 } })).status).toBe(404);
  });

  it('when the callee has no open socket, then 409 voice_offline in the caller’s language, nothing is stored and the bid says offline', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    ctx.deps.presence.disconnected(consumer.user.id);
    const res = await startCall(pro, bidId).set('Accept-Language', 'en-HK');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'voice_offline', message: expect.stringContaining('not online') });
    expect(await ctx.deps.db.one('SELECT 1 FROM voice_calls WHERE quote_bid_id = $1', [bidId])).toBeUndefined();
    expect((await api(pro.agent).call(voiceContract.bid, { params: { bidId } })).body.data).toMatchObject({
      can_call: false,
      reason: 'offline',
      other_online: false,
    });
  });

  it('when either side blocked the other, then 403 chat_blocked both ways', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    await api(consumer.agent).call(chatContract.block, { params: { userId: pro.user.id } });
    for (const who of [pro, consumer]) {
      const res = await startCall(who, bidId);
      expect([res.status, res.body.error.code]).toEqual([403, 'chat_blocked']);
    }
    expect((await api(pro.agent).call(voiceContract.bid, { params: { bidId } })).body.data.reason).toBe('blocked_by_other');
  });

  it('when the pro has not quoted yet, then the pro gets 409 chat_not_allowed and the consumer cannot even see the bid (404)', async () => {
    const { pro, consumer, bidId } = await matchedLead(ctx);
    ctx.deps.presence.connected(consumer.user.id);
    ctx.deps.presence.connected(pro.user.id);
    const res = await startCall(pro, bidId);
    expect([res.status, res.body.error.code, res.body.error.details]).toEqual([409, 'chat_not_allowed', { reason: 'not_quoted' }]);
    expect((await startCall(consumer, bidId)).status).toBe(404);
  });
});

describe('one call per user', () => {
  it('when two pros call the same consumer at the same instant, then exactly one rings and the other gets 409 voice_busy', async () => {
    const { consumer, pros, bidIds } = await twoProsOneConsumer(ctx);
    const results = await Promise.all(pros.map((p, i) => startCall(p, bidIds[i]!)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('voice_busy');
    const rows = await ctx.deps.db.many('SELECT id FROM voice_calls WHERE callee_id = $1', [consumer.user.id]);
    expect(rows).toHaveLength(1);
    const ringing = results.find((r) => r.status === 200)!.body.data;
    const loser = results.indexOf(results.find((r) => r.status === 409)!);
    await act(pros[results.indexOf(results.find((r) => r.status === 200)!)]!, 'hangup', ringing.id);
    expect((await startCall(pros[loser]!, bidIds[loser]!)).status).toBe(200);
  });

  it('when the caller is already on a call, then calling someone else is refused as busy too', async () => {
    const { consumer, pros, bidIds } = await twoProsOneConsumer(ctx);
    const call = (await startCall(consumer, bidIds[0]!)).body.data;
    const res = await startCall(consumer, bidIds[1]!);
    expect([res.status, res.body.error.code]).toEqual([409, 'voice_busy']);
    await act(pros[0]!, 'decline', call.id);
    expect((await startCall(consumer, bidIds[1]!)).status).toBe(200);
  });

  it('when a party’s previous call went stale (no sweep yet), then a new call ends it first and rings', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    const old = (await startCall(pro, bidId)).body.data;
    await ageCall(ctx, old.id, 31);
    const res = await startCall(consumer, bidId);
    expect(res.status).toBe(200);
    expect(await ctx.deps.db.one('SELECT status, ended_by FROM voice_calls WHERE id = $1', [old.id])).toEqual({
      status: 'missed',
      ended_by: 'system',
    });
  });
});

describe('answering, declining and hanging up', () => {
  it('when the callee answers and then hangs up after 5 seconds, then the call is ended by the callee with its duration and the lines are free', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    const call = (await startCall(pro, bidId)).body.data;
    expect((await act(pro, 'answer', call.id)).status).toBe(403);
    const answered = await act(consumer, 'answer', call.id);
    expect(answered.body.data).toMatchObject({ status: 'answered', is_caller: false, answered_at: expect.any(String) });
    const again = await act(consumer, 'answer', call.id);
    expect([again.status, again.body.error.code]).toEqual([409, 'voice_call_over']);
    await ctx.deps.db.query("UPDATE voice_calls SET answered_at = answered_at - interval '5 seconds' WHERE id = $1", [call.id]);
    const ended = await act(consumer, 'hangup', call.id);
    expect(ended.body.data).toMatchObject({ status: 'ended', ended_by: 'callee', duration_s: 5 });
    expect(await linesOf(ctx, call.id)).toBe(0);
    // Hanging up (or declining) a call that is over answers it unchanged.
    expect((await act(pro, 'hangup', call.id)).body.data).toMatchObject({ status: 'ended', ended_by: 'callee', duration_s: 5 });
    expect((await act(consumer, 'decline', call.id)).body.data).toMatchObject({ status: 'ended' });
    const log = (await api(pro.agent).call(voiceContract.bid, { params: { bidId } })).body.data;
    expect(log).toMatchObject({ can_call: true, reason: 'ok', calls: [{ id: call.id, status: 'ended', duration_s: 5, is_caller: true }] });
  });

  it('when the callee declines, then the call is declined, the caller is told, and only the callee may decline', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    const call = (await startCall(pro, bidId)).body.data;
    expect((await act(pro, 'decline', call.id)).status).toBe(403);
    expect((await act(consumer, 'decline', call.id)).body.data).toMatchObject({ status: 'declined', ended_by: 'callee', duration_s: null });
    expect(await voiceNotices(ctx, pro.user.id)).toEqual([{ event: 'declined', id: call.id }]);
    expect(await voiceNotices(ctx, consumer.user.id)).toEqual([]);
    const late = await act(consumer, 'answer', call.id);
    expect([late.status, late.body.error.code]).toEqual([409, 'voice_call_over']);
  });

  it('when the caller hangs up while it rings, then the call is cancelled and the callee has a missed-call notice and e-mail', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    const call = (await startCall(pro, bidId)).body.data;
    expect((await act(pro, 'hangup', call.id)).body.data).toMatchObject({ status: 'cancelled', ended_by: 'caller' });
    expect(await voiceNotices(ctx, consumer.user.id)).toEqual([{ event: 'missed', id: call.id }]);
    await ctx.deps.background.idle();
    const mails = outboxMails(ctx.dataDir, 'voice', `${consumer.username}@example.com`);
    expect(mails.map((m) => m.subject)).toEqual(['Sifu 師傅：測試水喉嘅未接來電']);
    expect(mails[0]!.body).toContain(`/dashboard/projects/quote/`);
  });
});

describe('the voice config', () => {
  it('when TURN is not configured, then only the default STUN server is given, with the timings', async () => {
    const { pro } = await callableLead(ctx);
    expect((await api(pro.agent).call(voiceContract.config)).body.data).toEqual({
      ice_servers: [{ urls: ['stun:stun.l.google.com:19302'] }],
      ttl_s: 3600,
      ring_timeout_s: 30,
      alive_every_s: 15,
    });
  });

  it('when TURN_URLS and TURN_SECRET are set, then the TURN server comes with a coturn REST credential for the user', async () => {
    await withTestContext(
      {
        env: {
          TURN_URLS: 'turn:turn.example.hk:3478?transport=udp, turns:turn.example.hk:5349',
          TURN_SECRET: 'a'.repeat(32),
          STUN_URLS: 'none',
        },
      },
      async (c) => {
        const me = await signUp(c);
        const before = Math.floor(Date.now() / 1000);
        const { ice_servers, ttl_s } = (await api(me.agent).call(voiceContract.config)).body.data;
        expect(ttl_s).toBe(3600);
        expect(ice_servers).toHaveLength(1);
        const turn = ice_servers[0];
        expect(turn.urls).toEqual(['turn:turn.example.hk:3478?transport=udp', 'turns:turn.example.hk:5349']);
        const [expiry, userId] = turn.username.split(':').map(Number);
        expect(userId).toBe(me.user.id);
        expect(expiry - before).toBeGreaterThanOrEqual(3600);
        expect(expiry - before).toBeLessThanOrEqual(3602);
        expect(turn.credential).toBe(turnCredential('a'.repeat(32), me.user.id, expiry - 3600, 3600).credential);
      },
    );
  });
});
