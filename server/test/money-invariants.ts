/**
 * Money invariants (ARCHITECTURE §4, docs/decisions/0035), checked on a suite's database after each of its tests:
 * - every wallet's balance is the sum of its ledger rows (signed amounts), and no balance is below 0;
 * - every payment order's recorded history (payment_order_transitions, written by the database on each status
 *   change) starts at the initial status, moves only as shared/domain/payment-order-states allows, and ends at the
 *   order's status;
 * - an order is credited (its `payment:<id>` ledger row) at most once, and only when it was paid at some point;
 * - safety payments (docs/decisions/0037): every movement's postings sum to zero; a part's history takes allowed moves
 *   only and ends at its status; what is held of a part is never below 0 nor above its amount, is 0 unless the part
 *   is in a holding status, and more than 0 when it is.
 *   (Not "exactly once": report tests write paid orders and their ledgers by hand; the payment suites assert the
 *   credit of each order they pay.)
 */
import { invalidOrderHistory } from '@shared/domain/payment-order-states';
import { HOLDING_STATUSES, invalidSafetyHistory, type SafetyPaymentStatus } from '@shared/domain/safety-payments';
import type { OrderStatus } from '@shared/domain/payments';
import { invalidShopOrderHistory, type ShopOrderStatus } from '@shared/domain/shop';
import type { Queryable } from '../lib/db';
import type { TestContext } from './test-app';

/** What is wrong with the money in this database, one line per problem (empty when every invariant holds). */
export async function moneyProblems(q: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const { rows: wallets } = await q.query<{ user_id: number; balance: number; ledger: number }>(
    `SELECT coalesce(w.user_id, t.user_id) AS user_id, coalesce(w.balance, 0) AS balance, coalesce(t.ledger, 0)::int AS ledger
       FROM wallets w
       FULL JOIN (SELECT user_id, sum(amount) AS ledger FROM wallet_transactions GROUP BY user_id) t ON t.user_id = w.user_id
      WHERE coalesce(w.balance, 0) <> coalesce(t.ledger, 0) OR w.balance < 0`,
  );
  for (const w of wallets) problems.push(`wallet of user ${w.user_id}: balance ${w.balance}, ledger sum ${w.ledger}`);

  const { rows: orders } = await q.query<{
    id: number;
    status: OrderStatus;
    froms: Array<OrderStatus | null>;
    tos: Array<OrderStatus | null>;
    credits: number;
  }>(
    `SELECT o.id, o.status,
            array_agg(h.from_status ORDER BY h.id) AS froms, array_agg(h.to_status ORDER BY h.id) AS tos,
            (SELECT count(*)::int FROM wallet_transactions t WHERE t.idempotency_key = 'payment:' || o.id) AS credits
       FROM payment_orders o LEFT JOIN payment_order_transitions h ON h.order_id = o.id
      GROUP BY o.id ORDER BY o.id`,
  );
  for (const o of orders) {
    const tos = o.tos.filter((s): s is OrderStatus => s !== null);
    if (!tos.length) {
      problems.push(`order ${o.id}: no recorded history`);
      continue;
    }
    const chained = o.froms.every((from, i) => from === (i === 0 ? null : tos[i - 1]));
    if (!chained) problems.push(`order ${o.id}: history does not chain: ${JSON.stringify(o.froms)} → ${JSON.stringify(tos)}`);
    const bad = invalidOrderHistory(tos);
    if (bad) problems.push(`order ${o.id}: ${bad.from ?? '(created)'} → ${bad.to} is not an allowed move (${tos.join(' → ')})`);
    if (tos[tos.length - 1] !== o.status) problems.push(`order ${o.id}: status ${o.status} but history ends at ${tos[tos.length - 1]}`);
    const allowed = tos.includes('paid') ? 1 : 0;
    if (o.credits > allowed) problems.push(`order ${o.id} (${tos.join(' → ')}): credited ${o.credits} times, at most ${allowed} allowed`);
  }
  problems.push(...(await safetyProblems(q)));
  problems.push(...(await shopProblems(q)));
  return problems;
}

/**
 * Shop orders (docs/decisions/0038): every movement's postings sum to zero; an order's history takes allowed moves
 * only and ends at its status; a held order holds its amount exactly while it is paid and open, else nothing; what
 * the gateway took in for an order is its amount while paid, open or completed, else 0 (refunded, or never paid).
 */
async function shopProblems(q: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const { rows: unbalanced } = await q.query<{ idempotency_key: string; sum: number }>(
    'SELECT idempotency_key, sum(amount)::int AS sum FROM shop_ledger GROUP BY idempotency_key HAVING sum(amount) <> 0',
  );
  for (const m of unbalanced) problems.push(`shop movement ${m.idempotency_key}: postings sum to ${m.sum}`);
  const { rows: orders } = await q.query<{
    id: number;
    amount: number;
    discount: number;
    is_held: boolean;
    status: ShopOrderStatus;
    tos: ShopOrderStatus[] | null;
    held: number;
    taken: number;
    funded: number;
  }>(
    `SELECT o.id, o.amount, o.discount, o.is_held, o.status,
            (SELECT coalesce(sum(l.amount), 0)::int FROM shop_ledger l
              WHERE l.shop_order_id = o.id AND l.account = 'partner_discount') AS funded,
            (SELECT array_agg(h.to_status ORDER BY h.id) FROM shop_order_transitions h WHERE h.shop_order_id = o.id) AS tos,
            (SELECT coalesce(-sum(l.amount), 0)::int FROM shop_ledger l WHERE l.shop_order_id = o.id AND l.account = 'held') AS held,
            (SELECT coalesce(sum(l.amount), 0)::int FROM shop_ledger l
              WHERE l.shop_order_id = o.id AND l.account = 'gateway' AND l.movement <> 'payout') AS taken
       FROM shop_orders o ORDER BY o.id`,
  );
  const open = ['paid', 'confirmed', 'complete_requested', 'cancel_requested'];
  for (const o of orders) {
    const tos = o.tos ?? [];
    if (!tos.length || invalidShopOrderHistory(tos))
      problems.push(`shop order ${o.id}: history ${tos.join(' → ') || '(none)'} is not allowed`);
    else if (tos[tos.length - 1] !== o.status)
      problems.push(`shop order ${o.id}: status ${o.status} but history ends at ${tos[tos.length - 1]}`);
    const held = o.is_held && open.includes(o.status) ? o.amount : 0;
    if (o.held !== held) problems.push(`shop order ${o.id} (${o.status}, HK$${o.amount}): holds HK$${o.held}, expected HK$${held}`);
    // A partner discount (docs/decisions/0043): the gateway took what the consumer paid, the partner owes the rest.
    const kept = [...open, 'completed'].includes(o.status);
    const taken = kept ? o.amount - o.discount : 0;
    if (o.taken !== taken) problems.push(`shop order ${o.id} (${o.status}, HK$${o.amount}): took in HK$${o.taken}, expected HK$${taken}`);
    const funded = kept ? o.discount : 0;
    if (o.funded !== funded) problems.push(`shop order ${o.id} (${o.status}): partner owes HK$${o.funded}, expected HK$${funded}`);
  }
  const { rows: coupons } = await q.query<{ id: number; uses: number; held: number }>(
    `SELECT c.id, c.uses, (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id AND r.released_at IS NULL) AS held
       FROM coupons c WHERE c.kind = 'shop_discount'`,
  );
  for (const c of coupons)
    if (c.uses !== c.held) problems.push(`discount coupon ${c.id}: ${c.uses} uses counted, ${c.held} redemptions held`);
  return problems;
}

async function safetyProblems(q: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const { rows: unbalanced } = await q.query<{ idempotency_key: string; sum: number }>(
    'SELECT idempotency_key, sum(amount)::int AS sum FROM safety_ledger GROUP BY idempotency_key HAVING sum(amount) <> 0',
  );
  for (const m of unbalanced) problems.push(`safety movement ${m.idempotency_key}: postings sum to ${m.sum}`);
  const { rows: parts } = await q.query<{
    id: number;
    amount: number;
    status: SafetyPaymentStatus;
    tos: SafetyPaymentStatus[];
    held: number;
  }>(
    `SELECT p.id, p.amount, p.status,
            (SELECT array_agg(h.to_status ORDER BY h.id) FROM safety_part_transitions h WHERE h.part_id = p.id) AS tos,
            (SELECT coalesce(-sum(l.amount), 0)::int FROM safety_ledger l WHERE l.part_id = p.id AND l.account = 'held') AS held
       FROM safety_payment_parts p ORDER BY p.id`,
  );
  for (const p of parts) {
    const tos = p.tos ?? [];
    const bad = invalidSafetyHistory(tos);
    if (!tos.length || bad) problems.push(`safety part ${p.id}: history ${tos.join(' → ') || '(none)'} is not allowed`);
    else if (tos[tos.length - 1] !== p.status)
      problems.push(`safety part ${p.id}: status ${p.status} but history ends at ${tos[tos.length - 1]}`);
    const holding = HOLDING_STATUSES.includes(p.status);
    if (p.held < 0 || p.held > p.amount || holding !== p.held > 0) {
      problems.push(`safety part ${p.id} (${p.status}, HK$${p.amount}): holds HK$${p.held}`);
    }
  }
  return problems;
}

export async function expectMoneyInvariants(q: Queryable): Promise<void> {
  expect(await moneyProblems(q)).toEqual([]);
}

type WithDb = Pick<TestContext, 'deps'>;

/** Checks the money invariants on the suite's database after each test of the suite that calls this. */
export function checkMoneyAfterEach(ctx: WithDb | (() => WithDb)): void {
  afterEach(() => expectMoneyInvariants((typeof ctx === 'function' ? ctx() : ctx).deps.db));
}
