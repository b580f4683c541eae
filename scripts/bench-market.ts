/**
 * Marketplace API benchmark: p50/p99 of send-quote, hire and chat-send at 50 concurrent clients
 * against the production build (build/server/index.js) on PostgreSQL. Uses DATABASE_URL when set (a fresh
 * database is created on that server), else an embedded PostgreSQL in a temp dir. Prints a table.
 *   tsx scripts/bench-market.ts            (run `npm run build` first)
 * Env: BENCH_CONNECTIONS (50), BENCH_PROS (50), BENCH_REQUESTS (200), BENCH_SEND (5000), BENCH_HIRE (2500), BENCH_CHAT (5000),
 * BENCH_NODE_ARGS (extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { migrate } from '../server/lib/migrate';
import { bidsContract } from '../shared/api/bids.contract';
import { chatContract } from '../shared/api/chat.contract';
import { urlOf } from '../shared/api/endpoint';
import { BENCH_API_KEY as API_KEY, latenciesOf, num, shuffle, withBenchDatabase, type Latencies } from './bench-support';

const CONNECTIONS = num('BENCH_CONNECTIONS', 50);
const PROS = num('BENCH_PROS', 50);
const REQUESTS = num('BENCH_REQUESTS', 200);
const SEND = num('BENCH_SEND', 5000);
const HIRE = num('BENCH_HIRE', 2500);
const CHAT = num('BENCH_CHAT', 5000);
const CONSUMERS = Math.max(1, Math.floor(REQUESTS / 4));

interface Fixture {
  proTokens: string[];
  consumerTokens: string[];
  /** Per pro: the bids to quote (first send each). */
  proBids: number[][];
  /** Per consumer: bids it will hire (quoted in setup phase 1) and chat on. */
  consumerBids: number[][];
}

/** SQL fixtures: one category, PROS pros serving it, CONSUMERS consumers with REQUESTS requests, every pro matched to every request. */
async function seed(url: string): Promise<Fixture> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await migrate(pool);
  const q = (sql: string, params: unknown[] = []) => pool.query(sql, params);
  const genre = (await q(`INSERT INTO genres (slug, name_zh, name_en) VALUES ('bench', '測試', 'Bench') RETURNING id`)).rows[0].id;
  const cat = (
    await q(
      `INSERT INTO quote_categories (slug, genre_id, name_zh, name_en, quote_fee, match_limit) VALUES ('bench-plumbing', $1, '水喉', 'Plumbing', 18, $2) RETURNING id`,
      [genre, PROS],
    )
  ).rows[0].id;
  const district = (
    await q(
      `INSERT INTO districts (slug, region, name_zh, name_en) VALUES ('wan-chai', 'hong-kong-island', '灣仔', 'Wan Chai') RETURNING id`,
    )
  ).rows[0].id;
  const users = async (prefix: string, n: number, role: string) =>
    (
      await q(
        `INSERT INTO users (username, email, passwd_hash, role, is_phone_confirmed, phone, first_name, last_name)
       SELECT $1 || g, $1 || g || '@bench.local', 'x', $2, true, '+8529' || lpad(g::text, 7, '0'), '大文', '陳' FROM generate_series(1, $3) g
       RETURNING id`,
        [prefix, role, n],
      )
    ).rows.map((r) => r.id as number);
  const pros = await users('bench_pro_', PROS, 'pro');
  const consumers = await users('bench_consumer_', CONSUMERS, 'consumer');
  await q(`INSERT INTO wallets (user_id, balance) SELECT unnest($1::int[]), 1000000`, [pros]);
  await q(`INSERT INTO wallets (user_id, balance) SELECT unnest($1::int[]), 0`, [consumers]);
  const services = (
    await q(
      `INSERT INTO quote_services (user_id, slug, business_name_zh, business_name_en, phone)
     SELECT u, 'bench-' || u, '測試水喉', 'Bench Plumbing', '+85221234567' FROM unnest($1::int[]) u RETURNING quote_service_id, user_id`,
      [pros],
    )
  ).rows as Array<{ quote_service_id: number; user_id: number }>;
  await q(`INSERT INTO service_categories (quote_service_id, quote_category_id) SELECT unnest($1::int[]), $2`, [
    services.map((s) => s.quote_service_id),
    cat,
  ]);
  await q(`INSERT INTO service_areas (quote_service_id, district_id) SELECT unnest($1::int[]), $2`, [
    services.map((s) => s.quote_service_id),
    district,
  ]);
  const owners = Array.from({ length: REQUESTS }, (_, r) => consumers[Math.floor(r / 4) % consumers.length]);
  const requests = (
    await q(
      `INSERT INTO quote_requests (user_id, quote_category_id, district_id, fields, description, public_hash)
     SELECT o, $2, $3, '{}', 'Kitchen pipe leaking', md5(random()::text || i) FROM unnest($1::int[]) WITH ORDINALITY AS t(o, i)
     RETURNING quote_request_id, user_id`,
      [owners, cat, district],
    )
  ).rows as Array<{ quote_request_id: number; user_id: number }>;
  const bids = (
    await q(
      `INSERT INTO quote_bids (quote_request_id, quote_service_id)
     SELECT r, s FROM unnest($1::int[]) r CROSS JOIN unnest($2::int[]) s RETURNING quote_bid_id, quote_request_id, quote_service_id`,
      [requests.map((r) => r.quote_request_id), services.map((s) => s.quote_service_id)],
    )
  ).rows as Array<{ quote_bid_id: number; quote_request_id: number; quote_service_id: number }>;
  // Half of every consumer's requests are quoted up front (SQL), for the hire and chat phases; the rest are sent in the benchmark.
  const reqIndex = new Map(requests.map((r, i) => [r.quote_request_id, i]));
  const preQuoted = bids.filter((b) => reqIndex.get(b.quote_request_id)! % 4 < 2);
  await q(
    `UPDATE quote_bids SET quote_status_id = 2, quote_sent_on = now(), rating_type = 'flat', flat_rate_at = 800 WHERE quote_bid_id = ANY($1::int[])`,
    [preQuoted.map((b) => b.quote_bid_id)],
  );
  const serviceOwner = new Map(services.map((s) => [s.quote_service_id, s.user_id]));
  const requestOwner = new Map(requests.map((r) => [r.quote_request_id, r.user_id]));
  const proBids = pros.map((p) =>
    bids.filter((b) => serviceOwner.get(b.quote_service_id) === p && reqIndex.get(b.quote_request_id)! % 4 >= 2).map((b) => b.quote_bid_id),
  );
  // Shuffled per consumer (seeded), so 50 clients do not march over the same pros' rows in lockstep.
  const consumerBids = consumers.map((c, i) =>
    shuffle(
      preQuoted.filter((b) => requestOwner.get(b.quote_request_id) === c).map((b) => b.quote_bid_id),
      i + 1,
    ),
  );
  const token = (id: number) => `bench-${id}-${Math.random().toString(36).slice(2)}`;
  const session = async (ids: number[]) => {
    const tokens = ids.map(token);
    await q(
      `INSERT INTO sessions (token_hash, user_id, expires_at) SELECT encode(sha256(convert_to(t, 'UTF8')), 'hex'), u, now() + interval '1 day'
       FROM unnest($1::text[], $2::int[]) AS x(t, u)`,
      [tokens, ids],
    );
    return tokens;
  };
  const fixture = { proTokens: await session(pros), consumerTokens: await session(consumers), proBids, consumerBids };
  await pool.end();
  return fixture;
}

interface Row extends Latencies {
  name: string;
  requests: number;
  rps: number;
}

/** Runs `amount` requests over CONNECTIONS connections; connection i acts as user i % tokens and takes its next id. */
async function run(
  name: string,
  base: string,
  tokens: string[],
  queues: number[][],
  amount: number,
  build: (id: number, n: number) => { path: string; body: string },
): Promise<Row> {
  let nextUser = 0;
  const cursors = queues.map(() => 0);
  const total = Math.min(
    amount,
    queues.reduce((s, q) => s + q.length, 0),
  );
  const result = await autocannon({
    url: base,
    connections: Math.min(CONNECTIONS, total),
    amount: total,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, ctx: object) => {
          const context = ctx as { user?: number };
          if (context.user === undefined) context.user = nextUser++ % tokens.length;
          let u = context.user;
          for (let tries = 0; cursors[u] >= queues[u].length && tries < queues.length; tries++) u = (u + 1) % queues.length;
          const n = cursors[u]++;
          const id = queues[u][n % queues[u].length];
          const { path: p, body } = build(id, n);
          return {
            ...req,
            path: p,
            body,
            headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, 'x-session-token': tokens[u] },
          };
        },
      },
    ],
  });
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    ...latenciesOf(result),
  };
}

function printTable(rows: Row[]): void {
  const head = ['operation', 'requests', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors'];
  const body = rows.map((r) => [r.name, r.requests, r.rps, r.p50, r.p90, r.p99, r.max, r.non2xx, r.errors].map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const b of body) console.log(line(b));
}

async function main(): Promise<void> {
  await withBenchDatabase({ name: 'market', database: `sifu_bench_${process.pid}` }, async ({ dbUrl, startServer }) => {
    console.log(`seeding: ${PROS} pros, ${CONSUMERS} consumers, ${REQUESTS} requests, ${PROS * REQUESTS} bids`);
    const fx = await seed(dbUrl);
    // The limiter still counts every call (its cost is measured) but never refuses the load generator.
    const { base, pinned: pin } = await startServer({ RATE_LIMIT_SCALE: '1000000' });
    console.log(`server ${pin ? 'pinned to core 0, load generator on core 1' : 'unpinned'}; ${CONNECTIONS} concurrent clients\n`);
    const rows: Row[] = [];
    rows.push(
      await run('send quote (first send, fee debit)', base, fx.proTokens, fx.proBids, SEND, (id) => ({
        path: urlOf(bidsContract.sendQuote, { params: { id } }),
        body: JSON.stringify({ rating_type: 'flat', price: 800, price_note: '包工包料' }),
      })),
    );
    rows.push(
      await run('hire (date + time)', base, fx.consumerTokens, fx.consumerBids, HIRE, (id) => ({
        path: urlOf(bidsContract.hire, { params: { id } }),
        body: JSON.stringify({ date: '2030-01-20', time: '10:30' }),
      })),
    );
    const chatQueues = fx.consumerBids.map((q) =>
      Array.from({ length: Math.ceil(CHAT / fx.consumerBids.length) + 1 }, (_, i) => q[i % q.length]),
    );
    rows.push(
      await run('chat send', base, fx.consumerTokens, chatQueues, CHAT, (id, n) => ({
        path: urlOf(chatContract.send, { params: { bidId: id } }),
        body: JSON.stringify({ message: `師傅你好，星期六方便嗎？ #${n}` }),
      })),
    );
    printTable(rows);
    const check = new pg.Client({ connectionString: dbUrl });
    await check.connect();
    const neg = await check.query('SELECT count(*)::int AS n FROM wallets WHERE balance < 0');
    const dup = await check.query(
      'SELECT count(*)::int AS n FROM (SELECT quote_bid_id FROM wallet_transactions WHERE type = 14 GROUP BY 1 HAVING count(*) > 1) x',
    );
    await check.end();
    console.log(`\nledger check: negative balances ${neg.rows[0].n}, bids charged twice ${dup.rows[0].n}`);
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
