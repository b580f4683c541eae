/** Request expiry (ADR 0027): the `request-expiry` sweep closes stale open requests, exactly once. */
import { REQUEST_VALID_DAYS } from '@shared/domain/request-lifecycle';
import { requestsContract } from '@shared/api/requests.contract';
import { setUpTestContext } from '../../test/test-app';
import { bidRow, quotedLead } from '../../test/fixtures';
import { withAdapterDefaults } from '../../lib/adapters';
import { runSweep } from '../system/sweeps.service';
import { api } from '../../test/api';

const ctx = setUpTestContext();

const age = (requestId: number, days: number) =>
  ctx.deps.db.query('UPDATE quote_requests SET modified = now() - make_interval(days => $2) WHERE quote_request_id = $1', [
    requestId,
    days,
  ]);
const requestRow = async (id: number) =>
  (await ctx.deps.db.one<{ is_closed: boolean; is_archived: boolean; expired_at: Date | null }>(
    'SELECT is_closed, is_archived, expired_at FROM quote_requests WHERE quote_request_id = $1',
    [id],
  ))!;
const expireActivities = (id: number) =>
  ctx.deps.db.many<{ user_id: number | null; meta: { days: number; archived_bids: number } }>(
    `SELECT user_id, meta FROM activities WHERE quote_request_id = $1 AND type = 'expire'`,
    [id],
  );
const sweep = () => runSweep(withAdapterDefaults(ctx.deps), 'request-expiry');

async function quotedRequest() {
  const { requestId, bidId, consumer } = await quotedLead(ctx, { pro: { balance: 500 } });
  return { requestId, bidId, consumer };
}

it(`when an open request has not changed for ${REQUEST_VALID_DAYS} days, then the sweep closes it once, archives its bids and records expire`, async () => {
  const { requestId, bidId } = await quotedRequest();
  await age(requestId, REQUEST_VALID_DAYS + 1);

  const first = await sweep();
  expect(first.count).toBeGreaterThanOrEqual(1);
  expect(await requestRow(requestId)).toMatchObject({ is_closed: true, is_archived: false, expired_at: expect.any(Date) });
  expect((await bidRow(ctx, bidId)).quote_status_id).toBe(9);
  expect(await expireActivities(requestId)).toEqual([{ user_id: null, meta: { days: REQUEST_VALID_DAYS, archived_bids: 1 } }]);

  // Idempotent: a second run (or a second instance's run) finds nothing to do for it.
  await sweep();
  expect(await expireActivities(requestId)).toHaveLength(1);
});

it('when a request is younger than the rule, hired, or already closed, then the sweep leaves it alone', async () => {
  const young = await quotedRequest();
  await age(young.requestId, REQUEST_VALID_DAYS - 1);
  const hired = await quotedRequest();
  await age(hired.requestId, REQUEST_VALID_DAYS + 5);
  await ctx.deps.db.query('UPDATE quote_bids SET quote_status_id = 3, hired_on = now() WHERE quote_bid_id = $1', [hired.bidId]);
  await age(hired.requestId, REQUEST_VALID_DAYS + 5);
  const closed = await quotedRequest();
  await api(closed.consumer.agent)
    .call(requestsContract.close, { params: { id: closed.requestId }, body: {} })
    .expect(200);
  await age(closed.requestId, REQUEST_VALID_DAYS + 5);

  await sweep();
  for (const r of [young, hired, closed]) {
    expect((await requestRow(r.requestId)).expired_at).toBeNull();
    expect(await expireActivities(r.requestId)).toEqual([]);
  }
  expect((await requestRow(young.requestId)).is_closed).toBe(false);
  expect((await bidRow(ctx, hired.bidId)).quote_status_id).toBe(3);
});

it('when the consumer reopens an expired request, then it gets a new period before it expires again', async () => {
  const { requestId, consumer } = await quotedRequest();
  await age(requestId, REQUEST_VALID_DAYS + 1);
  await sweep();
  await api(consumer.agent)
    .call(requestsContract.reopen, { params: { id: requestId }, body: {} })
    .expect(200);
  expect(await requestRow(requestId)).toMatchObject({ is_closed: false });
  await sweep();
  expect((await requestRow(requestId)).is_closed).toBe(false);
  expect(await expireActivities(requestId)).toHaveLength(1);
});

it('when two sweeps run at the same time, then each stale request is expired by exactly one of them', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const { requestId } = await quotedRequest();
    await age(requestId, REQUEST_VALID_DAYS + 2);
    ids.push(requestId);
  }
  await Promise.all([sweep(), sweep()]);
  for (const id of ids) expect(await expireActivities(id)).toHaveLength(1);
});
