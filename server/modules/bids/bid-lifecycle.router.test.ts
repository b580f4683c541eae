/**
 * The SPEC §4 state machine through the real API and database: every change_status action × every quote
 * status × both sides. Allowed → 200 and the expected status; refused → 403 (wrong side), 409 (illegal) or
 * 404 (the consumer cannot see unquoted or passed bids), and the bid row is unchanged.
 */
import { BID_ACTION_NAMES, type BidAction, type BidActor } from '@shared/domain/bid-lifecycle';
import { QUOTE_STATUS_IDS, type QuoteStatus } from '@shared/domain/request-lifecycle';
import { BID_ACTION_ENDPOINTS } from '@shared/api/bids.contract';
import { createTestContext, type TestContext } from '../../test/test-app';
import { api } from '../../test/api';
import { bidFor, bidRow, createCatalog, createConsumer, createPro, postRequest } from '../../test/fixtures';

const EXPECTED: Record<BidAction, Partial<Record<BidActor, Partial<Record<QuoteStatus, QuoteStatus>>>>> = {
  read: { pro: { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 9: 9 }, consumer: { 2: 2, 3: 3, 4: 4, 5: 5, 9: 9 } },
  interest: { pro: { 1: 6, 2: 6, 6: 2 } },
  // A quote already sent (every status 2 here) is changed through quote_bids/edit: a second send is code 6.
  rating: { pro: { 1: 2 } },
  hired: { consumer: { 2: 3, 3: 3 } },
  self_hire: { consumer: { 2: 3, 3: 3 } },
  undo_hire: { consumer: { 3: 2 } },
  reject: { consumer: { 2: 2 } },
  undo_reject: {},
  completed: { pro: { 3: 4 } },
  archive: { pro: { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 9: 9 } },
  unarchive: {},
  reviews: { consumer: { 4: 4, 5: 5 } },
  accept: { pro: { 1: 1 } },
  decline: { pro: { 1: 6 } },
  pass: { pro: { 1: 6, 2: 6 } },
};

const PRO_ACTIONS = new Set<BidAction>(['interest', 'rating', 'completed', 'archive', 'unarchive', 'accept', 'decline', 'pass']);
const BODIES: Partial<Record<BidAction, object>> = {
  rating: { rating_type: 'flat', price: 500 },
  hired: { date: '2030-03-01', time: '14:00' },
  reject: { requestor_note: 'no' },
  reviews: { score: 5, note: 'good' },
};

let ctx: TestContext;
let pro: Awaited<ReturnType<typeof createPro>>;
let consumer: Awaited<ReturnType<typeof createConsumer>>;
let bidId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const cat = await createCatalog(ctx);
  pro = await createPro(ctx, cat, { balance: 100_000 });
  consumer = await createConsumer(ctx);
  const { bids } = await postRequest(ctx, consumer, cat);
  bidId = bidFor(bids, pro.serviceId);
});
afterAll(() => ctx.close());

async function putInState(status: QuoteStatus): Promise<void> {
  await ctx.deps.db.query('DELETE FROM reviews WHERE quote_bid_id = $1', [bidId]);
  await ctx.deps.db.query(
    `UPDATE quote_bids SET quote_status_id = $2, is_requestor_rejected = false, is_provider_archived = false, is_interested = $2 <> 6,
            narrow_status = 0, quote_sent_on = CASE WHEN $2 = 1 THEN NULL ELSE now() - interval '1 day' END,
            hired_on = CASE WHEN $2 IN (3, 4, 5) THEN now() - interval '1 hour' END, completed_on = NULL,
            rating_type = CASE WHEN $2 = 1 THEN NULL ELSE 'flat' END, flat_rate_at = CASE WHEN $2 = 1 THEN NULL ELSE 500 END,
            error_message = NULL, error_action = NULL, modified = now() - interval '2 days'
      WHERE quote_bid_id = $1`,
    [bidId, status],
  );
}

const cases = BID_ACTION_NAMES.flatMap((action) =>
  QUOTE_STATUS_IDS.flatMap((status) => (['pro', 'consumer'] as const).map((side) => [action, status, side] as const)),
);

describe('change_status through the API', () => {
  it.each(cases)('when %s is sent for a bid in status %i by the %s, then the outcome matches SPEC §4', async (action, status, side) => {
    await putInState(status);
    const before = await bidRow(ctx, bidId);
    const agent = side === 'pro' ? pro.agent : consumer.agent;
    const res = await api(agent).call(BID_ACTION_ENDPOINTS[action], { params: { id: bidId }, body: BODIES[action] ?? {} });
    const expected = EXPECTED[action][side]?.[status];
    if (expected !== undefined) {
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('Success');
      expect((await bidRow(ctx, bidId)).quote_status_id).toBe(expected);
      return;
    }
    const invisible = side === 'consumer' && (status === 1 || status === 6);
    const wrongSide = PRO_ACTIONS.has(action) ? side === 'consumer' : action !== 'read' && side === 'pro';
    // The caller's current role is checked before the bid is looked up, so the wrong side learns nothing about it.
    if (action === 'rating' && status === 2 && side === 'pro') {
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 6, details: { already_quoted: true } });
    } else if (wrongSide) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('wrong_role');
    } else if (invisible) expect(res.status).toBe(404);
    else {
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('illegal_transition');
    }
    expect(await bidRow(ctx, bidId)).toEqual(before);
  });
});
