/** SQL of the statements: every ledger row or order of a user in a SPEC §9 range, and the trust-fund sums. */
import type { StatementRange } from '@shared/schemas/wallet-statements.schema';
import type { Queryable } from '../../lib/db';

/** SPEC §9: the fixed 2018 start, or Monday 00:00 of the current week in Hong Kong. */
function sinceSql(range: StatementRange): string {
  return range === 'week'
    ? `(date_trunc('week', now() AT TIME ZONE 'Asia/Hong_Kong') AT TIME ZONE 'Asia/Hong_Kong')`
    : `timestamptz '2018-01-01 00:00:00+08'`;
}

export interface StatementLedgerRow {
  id: number;
  type: number;
  amount: number;
  balance_after: number;
  quote_bid_id: number | null;
  description: string;
  order_hash: string | null;
  created: Date;
}

/** Every ledger row of the user in the range (of `types` unless null), newest first, with its order's reference. */
export async function listLedgerRows(
  q: Queryable,
  userId: number,
  opts: { types: readonly number[] | null; range: StatementRange },
): Promise<StatementLedgerRow[]> {
  const { rows } = await q.query<StatementLedgerRow>(
    `SELECT t.id, t.type, t.amount, t.balance_after, t.quote_bid_id, t.description, o.hash AS order_hash, t.created
       FROM wallet_transactions t LEFT JOIN payment_orders o ON o.id = t.payment_id AND o.user_id = t.user_id
      WHERE t.user_id = $1 AND ($2::int[] IS NULL OR t.type = ANY($2::int[])) AND t.created >= ${sinceSql(opts.range)}
      ORDER BY t.created DESC, t.id DESC`,
    [userId, opts.types],
  );
  return rows;
}

export interface StatementOrderRow {
  id: number;
  hash: string;
  kind: string;
  pay_type: string;
  amount: number;
  credit: number;
  status: string;
  card_info: string | null;
  package_name_zh: string | null;
  package_name_en: string | null;
  paid_at: Date | null;
  created: Date;
}

/** Every payment order of the user created in the range, newest first. */
export async function listOrderRows(q: Queryable, userId: number, range: StatementRange): Promise<StatementOrderRow[]> {
  const { rows } = await q.query<StatementOrderRow>(
    `SELECT o.id, o.hash, o.kind, o.pay_type, o.amount, o.credit, o.status, o.card_info,
            p.name_zh AS package_name_zh, p.name_en AS package_name_en, o.paid_at, o.created
       FROM payment_orders o LEFT JOIN credit_packages p ON p.id = o.package_id
      WHERE o.user_id = $1 AND o.created >= ${sinceSql(range)}
      ORDER BY o.created DESC, o.id DESC`,
    [userId],
  );
  return rows;
}

export interface TrustFundSums {
  balance: number;
  /** Money paid for paid orders, less what was refunded of them (credit refunds). */
  purchased: number;
  /** Credit of paid orders above their price (package bonuses). */
  bonus: number;
  /** Free credit received (ledger credits of the given types). */
  free_granted: number;
  /** Quote fees charged minus quote fees refunded. */
  spent_net: number;
  /** Free credit still in the balance: what is left of the grants (expired ones too, until the sweep removes them). */
  free_remaining: number;
}

/** The sums behind GET /api/wallet/trust_fund, in one statement (one snapshot). */
export async function trustFundSums(
  q: Queryable,
  userId: number,
  types: { fee: number; feeRefund: number; free: readonly number[] },
): Promise<TrustFundSums> {
  const { rows } = await q.query<TrustFundSums>(
    `SELECT (SELECT balance FROM wallets WHERE user_id = $1) AS balance, o.purchased, o.bonus, t.free_granted, t.spent_net,
            (SELECT COALESCE(sum(remaining), 0)::int FROM credit_grants WHERE user_id = $1 AND remaining > 0) AS free_remaining
       FROM (SELECT COALESCE(sum(amount - refunded_amount), 0)::int AS purchased, COALESCE(sum(credit - amount), 0)::int AS bonus
               FROM payment_orders WHERE user_id = $1 AND status = 'paid') o,
            (SELECT COALESCE(sum(amount) FILTER (WHERE type = ANY($4::int[]) AND amount > 0), 0)::int AS free_granted,
                    (-COALESCE(sum(amount) FILTER (WHERE type IN ($2, $3)), 0))::int AS spent_net
               FROM wallet_transactions WHERE user_id = $1) t`,
    [userId, types.fee, types.feeRefund, types.free],
  );
  const r = rows[0];
  return { ...r, balance: r.balance ?? 0 };
}
