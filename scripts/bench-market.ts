/**
 * Marketplace API benchmark: throughput and p50/p99 of send-quote, hire and chat-send at 50 concurrent clients
 * against the production build (build/server/index.js) on PostgreSQL, each followed by a pgbench replay of the same
 * SQL (scripts/pgbench/*.sql, on a copy of the seeded database, as long as the API run) and the ratio of the two:
 * how close the API comes to what the database alone allows. Before the runs, a few requests of each operation go
 * one at a time through a server that traces its SQL, to count the statements a request sends (BENCH_SHOW_SQL=1
 * prints them; BENCH_TRACE_ONLY=1 stops there). Uses DATABASE_URL when set (a fresh database is created on that
 * server), else an embedded PostgreSQL in a temp dir. Then `user/me` and two signed-in pages (a pro's requests, a
 * consumer's projects) at 100 connections, each a different signed-in user. Every row is measured twice: flat out (each
 * connection sends its next request when the last is answered: the throughput, and latencies that are only the queue
 * that load builds, connections ÷ throughput on average), then paced at a share of what the database alone allows (the
 * replay's rate; for the reads, their own flat-out rate) over the same connections: the latency a user sees at a busy
 * but not saturated hour. Prints tables.
 *   tsx scripts/bench-market.ts            (run `npm run build` first)
 * Env: BENCH_CONNECTIONS (50), BENCH_PROS (50), BENCH_REQUESTS (200), BENCH_SEND (3500), BENCH_HIRE (2500), BENCH_CHAT (5000),
 * BENCH_TRACE (3), PGBENCH (pgbench), BENCH_SIGNED_IN_CONNECTIONS (100), BENCH_SIGNED_IN_SECONDS (10),
 * BENCH_PACED_SHARE (0.5), BENCH_PACED_SECONDS (10),
 * BENCH_NODE_ARGS (extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { migrate } from '../server/lib/migrate';
import { accountsContract } from '../shared/api/accounts.contract';
import { bidsContract } from '../shared/api/bids.contract';
import { chatContract } from '../shared/api/chat.contract';
import { urlOf } from '../shared/api/endpoint';
import { SESSION_COOKIE } from '../shared/domain/limits';
import { BENCH_API_KEY as API_KEY, latenciesOf, num, paced, shuffle, withBenchDatabase } from './bench-support';
import { havePgbench, printTable, replay, replayCopy, traceQueries, type Row } from './bench-sql';

const CONNECTIONS = num('BENCH_CONNECTIONS', 50);
const PROS = num('BENCH_PROS', 50);
const REQUESTS = num('BENCH_REQUESTS', 200);
const SEND = num('BENCH_SEND', 3500);
const HIRE = num('BENCH_HIRE', 2500);
const CHAT = num('BENCH_CHAT', 5000);
/** Requests of each operation sent one at a time with the SQL tracer, to count their statements. */
const TRACE = num('BENCH_TRACE', 3);
const SIGNED_IN_CONNECTIONS = num('BENCH_SIGNED_IN_CONNECTIONS', 100);
const SIGNED_IN_SECONDS = num('BENCH_SIGNED_IN_SECONDS', 10);
const CONSUMERS = Math.max(1, Math.floor(REQUESTS / 4));
/** The paced runs' rate as a share of the flat-out limit, and their length. */
const PACED_SHARE = num('BENCH_PACED_SHARE', 0.5);
const PACED_SECONDS = num('BENCH_PACED_SECONDS', 10);

interface Fixture {
  /** The ids the pgbench replay scripts compute theirs from (scripts/pgbench/*.sql). */
  layout: Record<string, number>;
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
     SELECT r, s FROM unnest($1::int[]) WITH ORDINALITY AS a(r, ri) CROSS JOIN unnest($2::int[]) WITH ORDINALITY AS b(s, si)
     ORDER BY ri, si RETURNING quote_bid_id, quote_request_id, quote_service_id`,
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
  const layout = {
    pros: PROS,
    consumers: CONSUMERS,
    requests: REQUESTS,
    category: cat,
    first_pro: pros[0],
    first_consumer: consumers[0],
    first_service: services[0].quote_service_id,
    first_request: requests[0].quote_request_id,
    first_bid: bids[0].quote_bid_id,
  };
  // The replay scripts find the n-th pro, consumer, request and bid by arithmetic on these: check that it holds.
  const owner = new Map(services.map((sv) => [sv.quote_service_id, sv.user_id]));
  const linear =
    pros.every((id, i) => id === layout.first_pro + i) &&
    consumers.every((id, i) => id === layout.first_consumer + i) &&
    services.every(
      (sv, i) => sv.quote_service_id === layout.first_service + i && owner.get(sv.quote_service_id) === layout.first_pro + i,
    ) &&
    requests.every((r, i) => r.quote_request_id === layout.first_request + i && r.user_id === layout.first_consumer + Math.floor(i / 4)) &&
    bids.every(
      (b, i) =>
        b.quote_bid_id === layout.first_bid + i &&
        b.quote_request_id === layout.first_request + Math.floor(i / PROS) &&
        b.quote_service_id === layout.first_service + (i % PROS),
    );
  if (!linear) throw new Error('seeded ids are not consecutive: the pgbench replay scripts would address other rows');
  const fixture = { layout, proTokens: await session(pros), consumerTokens: await session(consumers), proBids, consumerBids };
  await pool.end();
  return fixture;
}

/** How far each user's queue has been used: a later run of the same operation takes the ids after the earlier run's. */
const used = new WeakMap<number[][], number[]>();

/** The operation's cursors (shared by its runs) and how many ids are still unused. */
function cursorsOf(queues: number[][]): { cursors: number[]; left: number } {
  const cursors = used.get(queues) ?? queues.map(() => 0);
  used.set(queues, cursors);
  return { cursors, left: queues.reduce((s, q, i) => s + q.length - cursors[i], 0) };
}

/** The next unused id of user `u`'s queue, or of the next user that has one left. */
function takeId(queues: number[][], cursors: number[], u: number): { u: number; n: number; id: number } {
  for (let tries = 0; cursors[u] >= queues[u].length && tries < queues.length; tries++) u = (u + 1) % queues.length;
  const n = cursors[u]++;
  return { u, n, id: queues[u][n % queues[u].length] };
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
  const { cursors, left } = cursorsOf(queues);
  const total = Math.min(amount, left);
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
          const { u, n, id } = takeId(queues, cursors, context.user);
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
  return rowOf(name, result);
}

/** `rate` × PACED_SECONDS requests of an operation, paced (bench-support paced), taking the ids after the earlier runs'. */
async function pacedRun(
  name: string,
  base: string,
  tokens: string[],
  queues: number[][],
  rate: number,
  build: (id: number, n: number) => { path: string; body: string },
): Promise<Row> {
  const { cursors, left } = cursorsOf(queues);
  const count = Math.min(left - rate, Math.round(rate * PACED_SECONDS));
  // The flat-out run may not leave enough unused ids (a pro sends one first quote per bid).
  if (count < rate) throw new Error(`${name}: ${left} unused ids left after the flat-out run; lower its amount (BENCH_SEND…)`);
  const result = await paced(base, { rate, count, connections: CONNECTIONS, warmup: rate }, (i) => {
    const { u, n, id } = takeId(queues, cursors, i % queues.length);
    const { path: p, body } = build(id, n);
    return {
      method: 'POST',
      path: p,
      body,
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, 'x-session-token': tokens[u] },
    };
  });
  return { name, ...result };
}

/** A table row of one autocannon run: throughput over its real duration and its latencies. */
function rowOf(name: string, result: autocannon.Result): Row {
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / result.duration),
    seconds: result.duration,
    ...latenciesOf(result),
  };
}

/**
 * GET `path` for SIGNED_IN_SECONDS over SIGNED_IN_CONNECTIONS connections, connection i signed in (session cookie) as
 * user i % tokens, after a check that the first user is answered 200 as signed in and a warm-up; then paced at
 * PACED_SHARE of that flat-out rate over as many connections. Two rows.
 */
async function signedIn(name: string, base: string, tokens: string[], path: string, expect: RegExp): Promise<Row[]> {
  const first = await fetch(base + path, { headers: { cookie: `${SESSION_COOKIE}=${tokens[0]}` }, redirect: 'manual' });
  const text = await first.text();
  if (first.status !== 200 || !expect.test(text))
    throw new Error(`${path} answered ${first.status} without ${expect} for a signed-in user`);
  const go = (seconds: number) => {
    let next = 0;
    return autocannon({
      url: base,
      connections: SIGNED_IN_CONNECTIONS,
      duration: seconds,
      timeout: 30,
      requests: [
        {
          method: 'GET',
          path,
          setupRequest: (req, ctx: object) => {
            const c = ctx as { token?: string };
            c.token ??= tokens[next++ % tokens.length];
            return { ...req, headers: { ...req.headers, cookie: `${SESSION_COOKIE}=${c.token}` } };
          },
        },
      ],
    });
  };
  await go(2);
  const flat = rowOf(name, await go(SIGNED_IN_SECONDS));
  const rate = Math.max(1, Math.round(flat.rps * PACED_SHARE));
  const slow = await paced(base, { rate, count: rate * PACED_SECONDS, connections: SIGNED_IN_CONNECTIONS, warmup: rate }, (i) => ({
    method: 'GET',
    path,
    headers: { cookie: `${SESSION_COOKIE}=${tokens[i % tokens.length]}` },
  }));
  return [flat, { name: `  paced at ${rate} req/s`, ...slow }];
}

interface Operation {
  name: string;
  /** Its SQL as a pgbench script in scripts/pgbench. */
  script: string;
  tokens: string[];
  queues: number[][];
  amount: number;
  build: (id: number, n: number) => { path: string; body: string };
}

function operations(fx: Fixture): Operation[] {
  // Room for the flat-out run and the paced one (messages may repeat a bid).
  const chatQueues = fx.consumerBids.map((q) =>
    Array.from({ length: Math.ceil((2 * CHAT) / fx.consumerBids.length) + 1 }, (_, i) => q[i % q.length]),
  );
  return [
    {
      name: 'send quote (first send, fee debit)',
      script: 'send-quote.sql',
      tokens: fx.proTokens,
      queues: fx.proBids,
      amount: SEND,
      build: (id) => ({
        path: urlOf(bidsContract.sendQuote, { params: { id } }),
        body: JSON.stringify({ rating_type: 'flat', price: 800, price_note: '包工包料' }),
      }),
    },
    {
      name: 'hire (date + time)',
      script: 'hire.sql',
      tokens: fx.consumerTokens,
      // A copy: the chat queues below are built from the same bids, hired or not.
      queues: fx.consumerBids.map((q) => [...q]),
      amount: HIRE,
      build: (id) => ({
        path: urlOf(bidsContract.hire, { params: { id } }),
        body: JSON.stringify({ date: '2030-01-20', time: '10:30' }),
      }),
    },
    {
      name: 'chat send',
      script: 'chat-send.sql',
      tokens: fx.consumerTokens,
      queues: chatQueues,
      amount: CHAT,
      build: (id, n) => ({
        path: urlOf(chatContract.send, { params: { bidId: id } }),
        body: JSON.stringify({ message: `師傅你好，星期六方便嗎？ #${n}` }),
      }),
    },
  ];
}

async function vacuum(url: string): Promise<void> {
  const v = new pg.Client({ connectionString: url });
  await v.connect();
  await v.query('VACUUM ANALYZE');
  await v.end();
}

async function main(): Promise<void> {
  const haveReplay = havePgbench();
  await withBenchDatabase({ name: 'market', database: `sifu_bench_${process.pid}` }, async ({ dbUrl, dbName, startServer }) => {
    console.log(`seeding: ${PROS} pros, ${CONSUMERS} consumers, ${REQUESTS} requests, ${PROS * REQUESTS} bids`);
    const fx = await seed(dbUrl);
    // The same data, as autovacuum would leave it, for both the API and the replay.
    await vacuum(dbUrl);
    const ops = operations(fx);
    // The traced server also creates the job queue's schema, which the replays' e-mail job insert needs.
    const traced = await traceQueries(startServer, ops, TRACE);
    // The replay scripts find a user's session by `token_hash = :user_id` (pgbench cannot hash a token).
    const copy = haveReplay
      ? await replayCopy(dbUrl, dbName, async (c) => {
          await c.query('UPDATE sessions SET token_hash = user_id::text, user_agent = NULL');
        })
      : undefined;
    if (!haveReplay) console.log('pgbench not found (apt-get install postgresql-client): no replay rows');
    try {
      for (const op of ops) {
        const t = traced.get(op.name)!;
        console.log(
          `${op.name}: ${t.counts.join(', ')} SQL statements while the request was open (${t.transactions} transactions, after-commit e-mail work included), ${t.after} after it`,
        );
        if (process.env.BENCH_SHOW_SQL) for (const sql of t.statements) console.log(`    ${sql}`);
      }
      if (process.env.BENCH_TRACE_ONLY) return;
      // The limiter still counts every call (its cost is measured) but never refuses the load generator.
      // The request path only, as a web container runs beside worker containers (JOBS_IN_WEB=false, ADR 0027): the
      // e-mails are queued in the request's transaction and delivered by no one during the run, like in the replay.
      const { base, pinned: pin } = await startServer({ RATE_LIMIT_SCALE: '1000000', JOBS_IN_WEB: 'false' });
      console.log(
        `\nserver ${pin ? 'pinned to core 0, load generator and pgbench on core 1' : 'unpinned'}; database ${
          pin && !process.env.DATABASE_URL ? 'embedded, on core 1' : 'on DATABASE_URL, unpinned'
        }; job workers not in the server (JOBS_IN_WEB=false); ${CONNECTIONS} concurrent clients\n`,
      );
      const rows: Row[] = [];
      for (const op of ops) {
        const api = await run(op.name, base, op.tokens, op.queues, op.amount, op.build);
        rows.push(api);
        if (copy) {
          // The API run's writes leave work for autovacuum on its database: done now, not during the replay.
          await vacuum(dbUrl);
          const sql = replay(`  pgbench replay (${op.script})`, op.script, copy.url, fx.layout, {
            seconds: api.seconds,
            connections: CONNECTIONS,
            pin,
          });
          api.ratio = sql.rps > 0 ? api.rps / sql.rps : 0;
          rows.push(sql);
        }
        const limit = rows[rows.length - 1].rps;
        const rate = Math.max(1, Math.round(limit * PACED_SHARE));
        rows.push(await pacedRun(`  API paced at ${rate} req/s`, base, op.tokens, op.queues, rate, op.build));
      }
      printTable(rows);
      console.log(
        `\nsigned-in reads, ${SIGNED_IN_CONNECTIONS} connections, each a different signed-in user, ${SIGNED_IN_SECONDS} s each\n`,
      );
      const users = [...fx.proTokens, ...fx.consumerTokens];
      printTable([
        ...(await signedIn('GET /api/user/me', base, users, urlOf(accountsContract.me, {}), /"id":/)),
        ...(await signedIn('page /zh-HK/dashboard/requests (pro)', base, fx.proTokens, '/zh-HK/dashboard/requests', /<html/)),
        ...(await signedIn('page /zh-HK/dashboard/projects (consumer)', base, fx.consumerTokens, '/zh-HK/dashboard/projects', /<html/)),
      ]);
      const check = new pg.Client({ connectionString: dbUrl });
      await check.connect();
      const neg = await check.query('SELECT count(*)::int AS n FROM wallets WHERE balance < 0');
      const dup = await check.query(
        'SELECT count(*)::int AS n FROM (SELECT quote_bid_id FROM wallet_transactions WHERE type = 14 GROUP BY 1 HAVING count(*) > 1) x',
      );
      await check.end();
      console.log(`\nledger check: negative balances ${neg.rows[0].n}, bids charged twice ${dup.rows[0].n}`);
    } finally {
      await copy?.drop();
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
