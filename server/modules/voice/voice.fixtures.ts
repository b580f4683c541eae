/** Tests only (voice suites): bids whose parties may call each other, and a few shortcuts around calls. */
import { bidsContract } from '@shared/api/bids.contract';
import { voiceContract } from '@shared/api/voice.contract';
import type { TestContext } from '../../test/test-app';
import { createCatalog, createConsumer, createPro, flatQuote, postRequest, bidFor, quotedLead } from '../../test/fixtures';
import { api } from '../../test/api';

export type Lead = Awaited<ReturnType<typeof quotedLead>>;
export type Party = Lead['pro'];

/** A quoted bid whose consumer (the callee of the pro's calls) is online. */
export async function callableLead(ctx: TestContext): Promise<Lead> {
  const lead = await quotedLead(ctx);
  ctx.deps.presence.connected(lead.consumer.user.id);
  ctx.deps.presence.connected(lead.pro.user.id);
  return lead;
}

/** One consumer's request quoted by two pros: two bids with the same consumer. */
export async function twoProsOneConsumer(ctx: TestContext) {
  const cat = await createCatalog(ctx);
  const pros = [await createPro(ctx, cat), await createPro(ctx, cat)];
  const consumer = await createConsumer(ctx);
  const { bids } = await postRequest(ctx, consumer, cat);
  const bidIds = pros.map((p) => bidFor(bids, p.serviceId));
  for (const [i, p] of pros.entries()) {
    const res = await api(p.agent).call(bidsContract.sendQuote, { params: { id: bidIds[i]! }, body: flatQuote() });
    if (res.status !== 200) throw new Error(`sendQuote failed: ${res.status}`);
  }
  for (const u of [consumer, ...pros]) ctx.deps.presence.connected(u.user.id);
  return { consumer, pros, bidIds };
}

export const startCall = (who: Pick<Party, 'agent'>, bidId: number) =>
  api(who.agent).call(voiceContract.start, { body: { quote_bid_id: bidId } });

/** Moves a call's times back by `s` seconds (its ring start, answer and liveness), as if that much time had passed. */
export async function ageCall(ctx: TestContext, callId: number, s: number): Promise<void> {
  await ctx.deps.db.query(
    `UPDATE voice_calls SET created = created - make_interval(secs => $2), answered_at = answered_at - make_interval(secs => $2),
            caller_alive_at = caller_alive_at - make_interval(secs => $2), callee_alive_at = callee_alive_at - make_interval(secs => $2)
      WHERE id = $1`,
    [callId, s],
  );
}

/** The voice notices of a user, oldest first (event and the call or appointment id). */
export async function voiceNotices(ctx: TestContext, userId: number) {
  return ctx.deps.db.many<{ event: string; id: number }>(
    `SELECT params->>'event' AS event, (params->>'id')::int AS id FROM notifications WHERE user_id = $1 AND type = 'voice' ORDER BY id`,
    [userId],
  );
}

export async function linesOf(ctx: TestContext, callId: number): Promise<number> {
  return (await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM voice_lines WHERE call_id = $1', [callId]))!.n;
}
