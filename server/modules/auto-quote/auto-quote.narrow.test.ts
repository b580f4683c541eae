/**
 * Auto-quote meets direct requests and "stop all", on real PostgreSQL: which bids get a job when
 * they are created (queue time) and what the job does when it finally runs (run time). The job queue is an in-memory
 * JobQueue that keeps what was sent and the registered worker, so a job can be run after something changed.
 */
import { directRequestSchema } from '@shared/schemas/narrow-match.schema';
import { postRequestSchema } from '@shared/schemas/requests.schema';
import { autoQuoteContract } from '@shared/api/auto-quote.contract';
import { withAdapterDefaults, type FullDeps } from '../../lib/adapters';
import type { JobQueue } from '../../lib/jobs';
import { setUpTestContext } from '../../test/test-app';
import { bidRow, createCatalog, createConsumer, createPro, requestBody, type Catalog } from '../../test/fixtures';
import { postRequest } from '../requests/requests.service';
import { AUTO_QUOTE_QUEUE, registerAutoQuoteJobs } from './auto-quote.service';
import { answerNarrow, invitePro, matchOthers, postDirectRequest } from '../direct-requests/direct-requests.service';
import { api } from '../../test/api';

const ctx = setUpTestContext();

/** A queue that records sends and runs a queued job only when the test says so. */
async function heldQueue() {
  const sent: Array<{ name: string; data: { bidId: number } }> = [];
  const workers = new Map<string, (data: { bidId: number }) => Promise<void>>();
  const jobs: JobQueue = {
    async work(name, handler) {
      workers.set(name, (data) => handler(data as never, { retryCount: 0, retryLimit: 0 }));
    },
    async send(name, data) {
      sent.push({ name, data: data as { bidId: number } });
      return String(sent.length);
    },
    async schedule() {},
    async stop() {},
  };
  const deps: FullDeps = withAdapterDefaults({ ...ctx.deps, jobs });
  await registerAutoQuoteJobs(deps);
  const queued = () => sent.filter((j) => j.name === AUTO_QUOTE_QUEUE).map((j) => j.data.bidId);
  const runJob = (bidId: number) => workers.get(AUTO_QUOTE_QUEUE)!({ bidId });
  return { deps, queued, runJob };
}

async function autoPro(cat: Catalog, rating = 4) {
  const pro = await createPro(ctx, cat, { balance: 1000, rating });
  const on = await api(pro.agent).call(autoQuoteContract.category, {
    params: { serviceId: pro.serviceId, categoryId: cat.categoryId },
    body: { is_auto_quote_on: true, price: 600, price_note: '包工包料', auto_message: '' },
  });
  expect(on.status).toBe(200);
  return pro;
}

const autoFees = (userId: number) =>
  ctx.deps.db.many(`SELECT * FROM wallet_transactions WHERE user_id = $1 AND description = 'quote_fee:auto'`, [userId]);
const bidOf = async (requestId: number, serviceId: number) =>
  (
    await ctx.deps.db.one<{ quote_bid_id: number }>(
      'SELECT quote_bid_id FROM quote_bids WHERE quote_request_id = $1 AND quote_service_id = $2',
      [requestId, serviceId],
    )
  )?.quote_bid_id;

describe('a direct request (narrowed match) is never auto-quoted', () => {
  it('when a consumer sends a request to a chosen pro who auto-quotes, then no job is queued for anyone and a job run anyway sends nothing', async () => {
    const cat = await createCatalog(ctx, { fee: 20 });
    const chosen = await autoPro(cat, 5);
    const invited = await autoPro(cat, 4);
    const later = await autoPro(cat, 3);
    const consumer = await createConsumer(ctx);
    const q = await heldQueue();
    const posted = await postDirectRequest(
      q.deps,
      consumer.user.id,
      directRequestSchema.parse(requestBody(cat, { quote_service_id: chosen.serviceId })),
    );
    const requestId = posted.request.quote_request_id;
    const chosenBid = (await bidOf(requestId, chosen.serviceId))!;
    expect(q.queued()).toEqual([]);
    // Run time: the job refuses a narrowed bid however it came to exist (waiting, or accepted by the pro).
    await q.runJob(chosenBid);
    expect((await bidRow(ctx, chosenBid)).quote_sent_on).toBeNull();
    await answerNarrow(q.deps, chosen.user.id, chosenBid, 2);
    await q.runJob(chosenBid);
    expect(await bidRow(ctx, chosenBid)).toMatchObject({ narrow_status: 2, quote_status_id: 1, quote_sent_on: null });
    // Inviting one more auto-quoting pro is a narrowed bid too.
    await invitePro(q.deps, consumer.user.id, requestId, invited.serviceId);
    const invitedBid = (await bidOf(requestId, invited.serviceId))!;
    expect(q.queued()).toEqual([]);
    await q.runJob(invitedBid);
    expect((await bidRow(ctx, invitedBid)).quote_sent_on).toBeNull();
    for (const p of [chosen, invited]) expect(await autoFees(p.user.id)).toHaveLength(0);
    // Asking other pros is normal matching: only the newly matched pro's bid gets a job, and it is quoted.
    const res = await matchOthers(q.deps, consumer.user.id, requestId);
    expect(res.matched_count).toBe(1);
    const laterBid = (await bidOf(requestId, later.serviceId))!;
    expect(q.queued()).toEqual([laterBid]);
    await q.runJob(laterBid);
    expect((await bidRow(ctx, laterBid)).quote_status_id).toBe(2);
    expect(await autoFees(later.user.id)).toHaveLength(1);
    for (const p of [chosen, invited]) expect(await autoFees(p.user.id)).toHaveLength(0);
  });
});

describe('"stop all" between queueing and running', () => {
  it('when the pro switches "stop all" on after the job was queued, then the job does not quote or charge; while stopped no job is queued', async () => {
    const cat = await createCatalog(ctx, { fee: 20 });
    const pro = await autoPro(cat);
    const q = await heldQueue();
    const consumer = await createConsumer(ctx);
    const first = await postRequest(q.deps, consumer.user.id, postRequestSchema.parse(requestBody(cat)));
    const bidId = (await bidOf(first.request.quote_request_id, pro.serviceId))!;
    expect(q.queued()).toEqual([bidId]);
    expect((await api(pro.agent).call(autoQuoteContract.stopAll, { body: { is_stopped: true } })).body.data.is_stopped).toBe(true);
    await q.runJob(bidId);
    expect(await bidRow(ctx, bidId)).toMatchObject({ quote_status_id: 1, quote_sent_on: null });
    expect(await autoFees(pro.user.id)).toHaveLength(0);
    const run = await ctx.deps.db.one<{ status: string; fee: number }>('SELECT status, fee FROM auto_quote_runs WHERE quote_bid_id = $1', [
      bidId,
    ]);
    expect(run).toEqual({ status: 'stopped', fee: 0 });
    // Queue time: a request posted while stopped queues nothing for this pro.
    const other = await createConsumer(ctx);
    const second = await postRequest(q.deps, other.user.id, postRequestSchema.parse(requestBody(cat)));
    expect(await bidOf(second.request.quote_request_id, pro.serviceId)).toBeDefined();
    expect(q.queued()).toEqual([bidId]);
    // Switching back on does not revive the stopped lead: it stays for the pro to quote by hand.
    await api(pro.agent).call(autoQuoteContract.stopAll, { body: { is_stopped: false } });
    await q.runJob(bidId);
    expect((await bidRow(ctx, bidId)).quote_sent_on).toBeNull();
    expect(await autoFees(pro.user.id)).toHaveLength(0);
  });
});
