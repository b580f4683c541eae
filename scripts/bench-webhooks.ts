/**
 * Payment webhook benchmark: throughput and p50/p99 of POST /api/payments/webhook/sandbox at 10
 * concurrent deliveries, replays included, against the production build (build/server/index.js) on PostgreSQL,
 * then a ledger check that every order was credited exactly once. Uses DATABASE_URL when set (a fresh database is
 * created on that server), else an embedded PostgreSQL in a temp dir. Pros and pending bank-transfer orders are
 * created through the API; the events are what the sandbox gateway would send: one success per order, a second
 * distinct success for some paid orders, and exact duplicates (same event id and body), all shuffled and signed
 * with the server's secret (re-signed when a signature would leave the 300 s window). Exits non-zero on a double
 * credit, a missing credit or a wrong balance.
 *   tsx scripts/bench-webhooks.ts          (run `npm run build` first)
 * Env: BENCH_WEBHOOK_CONNECTIONS (10), BENCH_WEBHOOK_PROS (50), BENCH_WEBHOOK_ORDERS (2000),
 * BENCH_WEBHOOK_DUPLICATES (0.25: share of all events that are exact replays), BENCH_WEBHOOK_SECOND (0.1: share of
 * orders that also get a second distinct success event), BENCH_NODE_ARGS (extra node flags for the server).
 */
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { signPayload, SANDBOX_SIGNATURE_HEADER } from '../server/modules/payments/sandbox/sandbox-signature';
import type { SandboxWireEvent } from '../server/modules/payments/sandbox/sandbox-events';
import { accountsContract } from '../shared/api/accounts.contract';
import { paymentsContract } from '../shared/api/payments.contract';
import { urlOf } from '../shared/api/endpoint';
import {
  BENCH_API_KEY as API_KEY,
  latenciesOf,
  migrateBenchDatabase,
  num,
  shuffle,
  withBenchDatabase,
  type Latencies,
} from './bench-support';

const CONNECTIONS = num('BENCH_WEBHOOK_CONNECTIONS', 10);
const PROS = num('BENCH_WEBHOOK_PROS', 50);
const ORDERS = num('BENCH_WEBHOOK_ORDERS', 2000);
const DUPLICATES = num('BENCH_WEBHOOK_DUPLICATES', 0.25);
const SECOND = num('BENCH_WEBHOOK_SECOND', 0.1);
const SECRET = `whsec_bench_${crypto.randomBytes(16).toString('hex')}`;
/** Signatures are reused for exact replays while younger than this, well inside the server's 300 s window. */
const RESIGN_AFTER_S = 240;

/** Runs `fn` over `items` with at most `limit` calls in flight. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

async function api<T>(base: string, url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, ...(token ? { 'x-session-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

interface Order {
  id: number;
  hash: string;
  userId: number;
  amount: number;
  credit: number;
  providerRef: string;
}

/** PROS pros signed up as pros through the API, ORDERS pending bank-transfer orders of HK$100–500 spread over them. */
async function seed(base: string, dbUrl: string): Promise<{ orders: Order[]; before: Map<number, number> }> {
  const tag = crypto.randomBytes(3).toString('hex');
  const tokens = await pool(
    Array.from({ length: PROS }, (_, i) => i),
    4,
    async (i) => {
      const r = await api<{ session_id?: string }>(base, urlOf(accountsContract.register), {
        username: `bench_pro_${tag}_${i}`,
        email: `bench_pro_${tag}_${i}@bench.local`,
        passwd: 'bench-password-123',
        first_name: '大文',
        last_name: '陳',
        role: 'pro',
      });
      if (!r.session_id) throw new Error('register answered no session_id (is the X-Api-Key accepted?)');
      return r.session_id;
    },
  );
  const created = await pool(
    Array.from({ length: ORDERS }, (_, i) => i),
    CONNECTIONS,
    async (i) =>
      api<{ order: { hash: string; status: string } }>(
        base,
        urlOf(paymentsContract.createOrder),
        { pay_type: 'bank', amount: 100 + ((i * 37) % 401), idempotency_key: `bench-${tag}-${i}` },
        tokens[i % tokens.length],
      ),
  );
  if (created.some((c) => c.order.status !== 'pending')) throw new Error('an order was not created pending');
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const rows = (
    await db.query<{ id: number; hash: string; user_id: number; amount: number; credit: number; provider_ref: string | null }>(
      'SELECT id, hash, user_id, amount, credit, provider_ref FROM payment_orders WHERE hash = ANY($1::text[]) ORDER BY id',
      [created.map((c) => c.order.hash)],
    )
  ).rows;
  const wallets = (
    await db.query<{ user_id: number; balance: number }>(
      'SELECT user_id, balance FROM wallets WHERE user_id IN (SELECT DISTINCT user_id FROM payment_orders)',
    )
  ).rows;
  await db.end();
  if (rows.length !== ORDERS || rows.some((r) => !r.provider_ref)) throw new Error('orders missing or without a gateway payment');
  return {
    orders: rows.map((r) => ({
      id: r.id,
      hash: r.hash,
      userId: r.user_id,
      amount: r.amount,
      credit: r.credit,
      providerRef: r.provider_ref!,
    })),
    before: new Map(wallets.map((w) => [w.user_id, w.balance])),
  };
}

interface Delivery {
  body: string;
  signedAt: number;
  header: string;
}

/** One success per order, a second distinct success for SECOND of them, then exact replays making up DUPLICATES of all, shuffled. */
function buildEvents(orders: Order[]): { deliveries: Delivery[]; distinct: number; seconds: number; duplicates: number } {
  const event = (o: Order): Delivery => {
    const wire: SandboxWireEvent = {
      id: `evt_${crypto.randomBytes(12).toString('hex')}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { order_ref: o.hash, payment_id: o.providerRef, method: 'bank', amount: o.amount, currency: 'HKD' },
    };
    return { body: JSON.stringify(wire), signedAt: 0, header: '' };
  };
  const firsts = orders.map(event);
  const seconds = shuffle(orders, 7)
    .slice(0, Math.round(orders.length * SECOND))
    .map(event);
  const distinct = [...firsts, ...seconds];
  const duplicates = Math.round((distinct.length * DUPLICATES) / (1 - DUPLICATES));
  // A replay shares the object of its original, so its signature (and so every byte) is the same while it is fresh.
  const replays = Array.from({ length: duplicates }, (_, i) => distinct[(i * 7919) % distinct.length]);
  return { deliveries: shuffle([...distinct, ...replays], 42), distinct: distinct.length, seconds: seconds.length, duplicates };
}

function signed(d: Delivery): string {
  const now = Date.now() / 1000;
  if (now - d.signedAt > RESIGN_AFTER_S) {
    d.signedAt = Math.floor(now);
    d.header = signPayload(SECRET, d.body, d.signedAt);
  }
  return d.header;
}

interface RunResult extends Latencies {
  sent: number;
  rps: number;
  results: Record<string, number>;
}

async function deliver(base: string, deliveries: Delivery[]): Promise<RunResult> {
  let next = 0;
  const results: Record<string, number> = {};
  const result = await autocannon({
    url: base,
    connections: Math.min(CONNECTIONS, deliveries.length),
    amount: deliveries.length,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: urlOf(paymentsContract.webhook, { params: { provider: 'sandbox' } }),
        // Called once per request sent (autocannon with `amount`): each takes the next delivery, signed now.
        setupRequest: (req) => {
          const d = deliveries[next++ % deliveries.length];
          return { ...req, body: d.body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signed(d) } };
        },
        onResponse: (status, body) => {
          let key = `http ${status}`;
          if (status < 300) {
            try {
              key = (JSON.parse(body) as { data?: { result?: string } }).data?.result ?? key;
            } catch {
              // counted under its status
            }
          }
          results[key] = (results[key] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    sent: result.requests.total,
    // Over the whole run (autocannon's per-second average undercounts a run of a few seconds).
    rps: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    ...latenciesOf(result),
    results,
  };
}

function printTable(r: RunResult): void {
  const head = ['events sent', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors'];
  const body = [r.sent, r.rps, r.p50, r.p90, r.p99, r.max, r.non2xx, r.errors].map(String);
  const widths = head.map((h, i) => Math.max(h.length, body[i].length));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => `${'-'.repeat(w + 1)}:`).join('|')}|`);
  console.log(line(body));
}

/** Every order paid and credited once, each balance = its balance before + its orders' credit. Returns the problems. */
async function checkLedger(dbUrl: string, orders: Order[], before: Map<number, number>, distinct: number): Promise<string[]> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const ids = orders.map((o) => o.id);
  const q = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: string }>(sql, params)).rows[0].n);
  const paid = await q(`SELECT count(*) AS n FROM payment_orders WHERE id = ANY($1::int[]) AND status = 'paid'`, [ids]);
  const ledgerRows = await q(`SELECT count(*) AS n FROM wallet_transactions WHERE type IN (1, 35) AND payment_id = ANY($1::int[])`, [ids]);
  const doubles = await q(
    `SELECT count(*) AS n FROM (SELECT payment_id FROM wallet_transactions WHERE payment_id = ANY($1::int[]) GROUP BY 1 HAVING count(*) > 1) x`,
    [ids],
  );
  const events = await q(`SELECT count(*) AS n FROM payment_events WHERE provider = 'sandbox'`);
  const wallets = (await db.query<{ user_id: number; balance: number }>('SELECT user_id, balance FROM wallets')).rows;
  await db.end();
  const expected = new Map(before);
  for (const o of orders) expected.set(o.userId, (expected.get(o.userId) ?? 0) + o.credit);
  const wrong = wallets.filter((w) => expected.has(w.user_id) && expected.get(w.user_id) !== w.balance).length;
  const credited = orders.reduce((s, o) => s + o.credit, 0);
  console.log(
    `\nledger check: orders ${orders.length}, paid ${paid}, credit rows ${ledgerRows}, events recorded ${events} of ${distinct} distinct, ` +
      `HK$${credited} credited, wrong balances ${wrong}, double credits: ${doubles}`,
  );
  const problems: string[] = [];
  if (doubles > 0) problems.push(`${doubles} orders credited more than once`);
  if (ledgerRows !== orders.length) problems.push(`${ledgerRows} credit rows for ${orders.length} orders`);
  if (paid !== orders.length) problems.push(`${orders.length - paid} orders not paid`);
  if (wrong > 0) problems.push(`${wrong} wallets with a balance other than their orders' credit`);
  if (events !== distinct) problems.push(`${events} event rows for ${distinct} distinct events`);
  return problems;
}

async function main(): Promise<void> {
  await withBenchDatabase({ name: 'webhooks', database: `sifu_bench_webhooks_${process.pid}` }, async ({ dbUrl, startServer }) => {
    await migrateBenchDatabase(dbUrl);
    const { base, pinned: pin } = await startServer({ RATE_LIMIT_SCALE: '0', PAYMENT_PROVIDER: 'sandbox', SANDBOX_WEBHOOK_SECRET: SECRET });
    console.log(`seeding through the API: ${PROS} pros, ${ORDERS} pending bank-transfer orders (HK$100–500)`);
    const { orders, before } = await seed(base, dbUrl);
    const ev = buildEvents(orders);
    console.log(
      `events: ${ev.deliveries.length} = ${orders.length} first successes + ${ev.seconds} second distinct successes for the same orders ` +
        `+ ${ev.duplicates} exact replays (${Math.round((ev.duplicates / ev.deliveries.length) * 100)} %), shuffled`,
    );
    console.log(`server ${pin ? 'pinned to core 0, load generator on core 1' : 'unpinned'}; ${CONNECTIONS} concurrent deliveries\n`);
    const r = await deliver(base, ev.deliveries);
    printTable(r);
    console.log(
      `\nresults: ${Object.entries(r.results)
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')} (expected: credited ${orders.length}, duplicate ${ev.duplicates}, already_paid ${ev.seconds})`,
    );
    const problems = await checkLedger(dbUrl, orders, before, ev.distinct);
    if (problems.length) {
      console.error(`webhook benchmark FAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
