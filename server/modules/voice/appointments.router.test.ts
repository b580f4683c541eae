/** Call appointments and the voice sweeps (docs/decisions/0039): set, accept, decline, cancel, reminders; missed and dead calls. */
import { voiceContract } from '@shared/api/voice.contract';
import { createConsumer } from '../../test/fixtures';
import { setUpTestContext, signUp } from '../../test/test-app';
import { api } from '../../test/api';
import { runSweep } from '../system/sweeps.service';
import { ageCall, callableLead, linesOf, startCall, voiceNotices } from './voice.fixtures';

const ctx = setUpTestContext();

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const propose = (who: { agent: Parameters<typeof api>[0] }, bidId: number, startAt: string, note?: string) =>
  api(who.agent).call(voiceContract.setAppointment, { body: { quote_bid_id: bidId, start_at: startAt, ...(note ? { note } : {}) } });
const act = (who: { agent: Parameters<typeof api>[0] }, e: 'acceptAppointment' | 'declineAppointment' | 'cancelAppointment', id: number) =>
  api(who.agent).call(voiceContract[e], { params: { id } });

describe('call appointments', () => {
  it('when the time is under 5 minutes or over 30 days ahead or not an instant, then 400 with a translated field error', async () => {
    const { pro, bidId } = await callableLead(ctx);
    for (const [startAt, en] of [
      [inMinutes(2), 'at least 5 minutes'],
      [inMinutes(31 * 24 * 60), 'within the next 30 days'],
      ['tomorrow at six', 'valid format'],
    ] as const) {
      const res = await propose(pro, bidId, startAt).set('Accept-Language', 'en-HK');
      expect(res.status).toBe(400);
      expect(res.body.error.details.fields.start_at).toContain(en);
    }
    const zh = await propose(pro, bidId, inMinutes(1));
    expect(zh.body.error.details.fields.start_at).toBe('請揀至少 5 分鐘之後嘅時間');
    expect(await ctx.deps.db.one('SELECT 1 FROM voice_call_appointments WHERE quote_bid_id = $1', [bidId])).toBeUndefined();
  });

  it('when the pro proposes a time, then the consumer is told and accepts it; the proposer cannot answer it, strangers get 404', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    const at = inMinutes(120);
    const set = await propose(pro, bidId, at, '睇下個喉先');
    expect(set.status).toBe(200);
    const a = set.body.data;
    expect(a).toMatchObject({
      quote_bid_id: bidId,
      proposed_by: pro.user.id,
      is_proposer: true,
      status: 'proposed',
      note: '睇下個喉先',
      other_name: '陳大文',
    });
    expect(a.start_at).toBe(at.slice(0, 19).replace('T', ' '));
    expect(await voiceNotices(ctx, consumer.user.id)).toEqual([{ event: 'appointment_proposed', id: a.id }]);
    expect((await act(pro, 'acceptAppointment', a.id)).status).toBe(403);
    for (const who of [await signUp(ctx, 'pro'), await createConsumer(ctx)]) {
      for (const e of ['acceptAppointment', 'declineAppointment', 'cancelAppointment'] as const)
        expect((await act(who, e, a.id)).status).toBe(404);
      expect((await propose(who, bidId, at)).status).toBe(404);
    }
    const accepted = await act(consumer, 'acceptAppointment', a.id);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', is_proposer: false, other_name: '測試水喉' });
    expect(await voiceNotices(ctx, pro.user.id)).toEqual([{ event: 'appointment_accepted', id: a.id }]);
    const again = await act(consumer, 'declineAppointment', a.id);
    expect([again.status, again.body.error.code]).toEqual([409, 'voice_appointment_over']);
    const list = (await api(consumer.agent).call(voiceContract.appointments)).body.data.appointments;
    expect(list).toEqual([expect.objectContaining({ id: a.id, status: 'accepted' })]);
    expect((await api(consumer.agent).call(voiceContract.bid, { params: { bidId } })).body.data.appointments).toHaveLength(1);
  });

  it('when the other side declines, then it is declined and cannot be cancelled; an accepted one is cancelled by either side once', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    const first = (await propose(consumer, bidId, inMinutes(60))).body.data;
    expect((await act(pro, 'declineAppointment', first.id)).body.data.status).toBe('declined');
    expect((await act(consumer, 'cancelAppointment', first.id)).status).toBe(409);
    const second = (await propose(consumer, bidId, inMinutes(90))).body.data;
    await act(pro, 'acceptAppointment', second.id);
    const cancelled = await act(consumer, 'cancelAppointment', second.id);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelled_by: consumer.user.id });
    expect((await act(pro, 'cancelAppointment', second.id)).body.data).toMatchObject({
      status: 'cancelled',
      cancelled_by: consumer.user.id,
    });
    expect((await voiceNotices(ctx, pro.user.id)).map((n) => n.event)).toEqual([
      'appointment_proposed',
      'appointment_proposed',
      'appointment_cancelled',
    ]);
    expect((await api(pro.agent).call(voiceContract.appointments)).body.data.appointments).toEqual([]);
  });

  it('when several reminder sweeps run at once, then an accepted appointment due within 15 minutes is reminded to both sides once', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    const a = (await propose(pro, bidId, inMinutes(60))).body.data;
    await act(consumer, 'acceptAppointment', a.id);
    const proposed = (await propose(pro, bidId, inMinutes(61))).body.data;
    await ctx.deps.db.query("UPDATE voice_call_appointments SET start_at = now() + interval '10 minutes' WHERE id = ANY ($1)", [
      [a.id, proposed.id],
    ]);
    const counts = await Promise.all([1, 2, 3, 4].map(() => runSweep(ctx.deps, 'voice-appointment-reminders')));
    expect(counts.reduce((n, c) => n + c.count, 0)).toBe(1);
    const reminders = async (userId: number) => (await voiceNotices(ctx, userId)).filter((n) => n.event === 'appointment_reminder');
    expect(await reminders(pro.user.id)).toEqual([{ event: 'appointment_reminder', id: a.id }]);
    expect(await reminders(consumer.user.id)).toEqual([{ event: 'appointment_reminder', id: a.id }]);
    expect((await runSweep(ctx.deps, 'voice-appointment-reminders')).count).toBe(0);
  });
});

describe('the voice sweeps', () => {
  it('when a call rang past the ring timeout, then the sweep marks it missed by the system, frees the lines and tells the callee', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    const call = (await startCall(pro, bidId)).body.data;
    expect((await runSweep(ctx.deps, 'voice-calls')).count).toBe(0);
    await ageCall(ctx, call.id, 31);
    const events: unknown[] = [];
    const stop = ctx.deps.realtime.subscribe((ids, e) =>
      events.push({ ids, type: e.type, status: (e.call as { status?: string })?.status }),
    );
    expect((await runSweep(ctx.deps, 'voice-calls')).count).toBe(1);
    stop();
    expect(await ctx.deps.db.one('SELECT status, ended_by FROM voice_calls WHERE id = $1', [call.id])).toEqual({
      status: 'missed',
      ended_by: 'system',
    });
    expect(await linesOf(ctx, call.id)).toBe(0);
    expect(await voiceNotices(ctx, consumer.user.id)).toEqual([{ event: 'missed', id: call.id }]);
    expect(events).toEqual(
      expect.arrayContaining([
        { ids: [pro.user.id], type: 'call_update', status: 'missed' },
        { ids: [consumer.user.id], type: 'call_update', status: 'missed' },
      ]),
    );
    const late = await api(consumer.agent).call(voiceContract.answer, { params: { id: call.id } });
    expect([late.status, late.body.error.code]).toEqual([409, 'voice_call_over']);
  });

  it('when an answered call is not kept alive by a party, then it is ended by the system with its duration; a live one is left', async () => {
    const { pro, consumer, bidId } = await callableLead(ctx);
    const call = (await startCall(pro, bidId)).body.data;
    await api(consumer.agent).call(voiceContract.answer, { params: { id: call.id } });
    await ageCall(ctx, call.id, 20);
    expect((await runSweep(ctx.deps, 'voice-calls')).count).toBe(0);
    // The caller keeps saying it is alive; the callee went quiet 46 seconds ago.
    await ctx.deps.db.query(
      "UPDATE voice_calls SET callee_alive_at = now() - interval '46 seconds', caller_alive_at = now() WHERE id = $1",
      [call.id],
    );
    expect((await runSweep(ctx.deps, 'voice-calls')).count).toBe(1);
    const ended = (await api(pro.agent).call(voiceContract.bid, { params: { bidId } })).body.data.calls[0];
    expect(ended).toMatchObject({ status: 'ended', ended_by: 'system' });
    expect(ended.duration_s).toBeGreaterThanOrEqual(20);
    expect(await voiceNotices(ctx, consumer.user.id)).toEqual([]);
  });
});
