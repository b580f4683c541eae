/**
 * Safety payments (escrow, docs/decisions/0037) benchmark, against the production build (build/server/index.js) on a
 * fresh PostgreSQL database (DATABASE_URL's server when set, else an embedded one), with FEATURE_FLAGS=safetyPayment=true
 * and the sandbox gateway:
 *  1. seeds through the API: pros and consumers registered, one request per job (SQL: a free category, the pros'
 *     services, one bid each), then per job the pro's flat quote, the hire, the consumer taking the suggested safety
 *     payment (one part, the whole price) and ordering it by bank transfer (a pending pay-in at the gateway);
 *  2. delivers the pay-in webhooks as the sandbox gateway sends them (its payment marked succeeded, then one success
 *     per part, a second distinct success for some parts and exact replays, shuffled, signed with the server's
 *     secret) at BENCH_SAFETY_CONNECTIONS concurrent deliveries;
 *  3. the pros mark the work completed (timed on its own row), then the consumers confirm each part 3 times at once
 *     (duplicate clicks: one release, the others 409);
 *  4. checks the ledger: every part held once and released once, each part's postings (and each movement's) sum to 0,
 *     nothing left held, one pending payout instruction per part of its price less the 5 % commission, and the
 *     hourly reconciliation finds no difference. Exits non-zero on any problem.
 * Prints a table (requests, req/s, p50/p90/p99/max ms, non-2xx, errors) per phase and the answers' counts.
 *   tsx scripts/bench-safety.ts            (run `npm run build` first; also run by npm run bench)
 * Env: BENCH_SAFETY_JOBS (500), BENCH_SAFETY_CONNECTIONS (10), BENCH_SAFETY_PROS (25), BENCH_SAFETY_CONSUMERS (100),
 * BENCH_SAFETY_DUPLICATES (0.25: share of all webhook events that are exact replays), BENCH_SAFETY_SECOND (0.1: share
 * of parts that also get a second distinct success event), BENCH_NODE_ARGS (extra node flags for the server).
 */
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { signPayload, SANDBOX_SIGNATURE_HEADER } from '../server/modules/payments/sandbox/sandbox-signature';
import type { SandboxWireEvent } from '../server/modules/payments/sandbox/sandbox-events';
import { mismatches } from '../server/modules/safety-payments/safety-sweeps.repository';
import { accountsContract } from '../shared/api/accounts.contract';
import { bidsContract } from '../shared/api/bids.contract';
import { paymentsContract } from '../shared/api/payments.contract';
import { safetyPaymentsContract as sp } from '../shared/api/safety-payments.contract';
import { urlOf } from '../shared/api/endpoint';
import { commissionOf } from '../shared/domain/safety-payments';
import type { SafetyBid, SafetyPayIn, SafetyPayment } from '../shared/schemas/safety-payments.schema';
import { BENCH_API_KEY as API_KEY, latenciesOf, migrateBenchDatabase, num, shuffle, withBenchDatabase } from './bench-support';
import { printTable, type Row } from './bench-sql';

const JOBS = num('BENCH_SAFETY_JOBS', 500);
const CONNECTIONS = num('BENCH_SAFETY_CONNECTIONS', 10);
const PROS = Math.min(JOBS, num('BENCH_SAFETY_PROS', 25));
const CONSUMERS = Math.min(JOBS, num('BENCH_SAFETY_CONSUMERS', 100));
const DUPLICATES = num('BENCH_SAFETY_DUPLICATES', 0.25);
const SECOND = num('BENCH_SAFETY_SECOND', 0.1);
/** Confirm clicks per part, sent together (one releases, the others find it released or wait for its lock). */
const CLICKS = 3;
/** SAFETY_COMMISSION_PERCENT (the server's default), set for the server: the check expects every payment agreed at it. */
const COMMISSION_PERCENT = 5;
const SECRET = `whsec_bench_${crypto.randomBytes(16).toString('hex')}`;
/** An exact replay reuses its original's signature while younger than this (the server accepts 300 s). */
const RESIGN_AFTER_S = 240;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  token?: string;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  body: string;
}

/**
 * Sends `count` requests, the i-th built by `make(i)` when it is sent, over at most `connections` keep-alive
 * connections (autocannon), each once; returns the run's row and the answers in request order (undefined: no answer,
 * counted in the row's errors).
 */
async function send(base: string, name: string, count: number, connections: number, make: (i: number) => Call) {
  const answers: Array<Answer | undefined> = new Array(count);
  let next = 0;
  const started = performance.now();
  let last = started;
  const result = await autocannon({
    url: base,
    connections: Math.min(connections, count),
    amount: count,
    timeout: 30,
    requests: [
      {
        // Each request gets a fresh context (one request in the list), which its answer is recorded against.
        setupRequest: (req, ctx: object) => {
          const i = next++;
          (ctx as { i?: number }).i = i;
          const c = make(i);
          const headers: Record<string, string> = { 'content-type': 'application/json', 'x-api-key': API_KEY, ...c.headers };
          if (c.token) headers['x-session-token'] = c.token;
          return { ...req, method: c.method, path: c.path, headers, ...(c.body === undefined ? {} : { body: c.body }) };
        },
        onResponse: (status, body, ctx: object) => {
          answers[(ctx as { i: number }).i] = { status, body };
          last = performance.now();
        },
      },
    ],
  });
  // From the start to the last answer: autocannon's own duration only ends on its next 1 s tick.
  const seconds = Math.max(last - started, 1) / 1000;
  const row: Row = {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / seconds),
    seconds,
    ...latenciesOf(result),
  };
  return { row, answers };
}

/** The answers' `data`, or an error naming the step and its first failure. */
function dataOf<T>(step: string, answers: Array<Answer | undefined>): T[] {
  const bad = answers.filter((a) => !a || a.status < 200 || a.status > 299);
  if (bad.length) {
    const first = bad[0] ? `${bad[0].status} ${bad[0].body.slice(0, 300)}` : 'no answer';
    throw new Error(`${step}: ${bad.length} of ${answers.length} requests failed, the first: ${first}`);
  }
  return answers.map((a) => (JSON.parse(a!.body) as { data: T }).data);
}

/** One API step over all jobs during the seeding, CONNECTIONS at a time; every answer must be 2xx. */
async function step<J, T>(base: string, name: string, jobs: J[], make: (job: J, i: number) => Call): Promise<T[]> {
  const { answers } = await send(base, name, jobs.length, CONNECTIONS, (i) => make(jobs[i], i));
  return dataOf<T>(name, answers);
}

interface Seeded {
  bidId: number;
  price: number;
  proToken: string;
  consumerToken: string;
}

interface Job extends Seeded {
  partId: number;
  hash: string;
}

/** Registers `n` users of `role` through the API; their ids and session tokens. */
async function register(base: string, role: 'pro' | 'consumer', n: number, tag: string) {
  const name = (i: number) => `bench_sp_${role}_${tag}_${i}`;
  const { answers } = await send(base, `register ${role}s`, n, 4, (i) => ({
    method: 'POST',
    path: urlOf(accountsContract.register),
    body: JSON.stringify({ username: name(i), email: `${name(i)}@bench.local`, passwd: 'bench-password-123', role }),
  }));
  const users = dataOf<{ session_id?: string; user: { id: number } }>(`register ${role}s`, answers);
  if (users.some((u) => !u.session_id)) throw new Error('register answered no session_id (is the X-Api-Key accepted?)');
  return users.map((u) => ({ id: u.user.id, token: u.session_id! }));
}

/**
 * The fixture SQL has no API: a free category (the quote fee is not what is measured), a district, a service per
 * pro, and JOBS requests, request j by consumer j % CONSUMERS with one bid, of pro j % PROS.
 */
async function requestsAndBids(db: pg.Client, pros: number[], consumers: number[]): Promise<number[]> {
  const { rows } = await db.query<{ j: number; quote_bid_id: number }>(
    `WITH g AS (INSERT INTO genres (slug, name_zh, name_en) VALUES ('bench-safety', '測試', 'Bench') RETURNING id),
     c AS (INSERT INTO quote_categories (slug, genre_id, name_zh, name_en, quote_fee, match_limit)
           SELECT 'bench-safety-handyman', id, '師傅', 'Handyman', 0, 5 FROM g RETURNING id),
     d AS (INSERT INTO districts (slug, region, name_zh, name_en) VALUES ('bench-wan-chai', 'hong-kong-island', '灣仔', 'Wan Chai')
           RETURNING id),
     s AS (INSERT INTO quote_services (user_id, slug, business_name_zh, business_name_en, phone)
           SELECT u, 'bench-safety-' || u, '測試師傅', 'Bench Handyman', '+85221234567' FROM unnest($1::int[]) u
           RETURNING quote_service_id, user_id),
     sc AS (INSERT INTO service_categories (quote_service_id, quote_category_id) SELECT s.quote_service_id, c.id FROM s, c),
     sa AS (INSERT INTO service_areas (quote_service_id, district_id) SELECT s.quote_service_id, d.id FROM s, d),
     r AS (INSERT INTO quote_requests (user_id, quote_category_id, district_id, fields, description, public_hash)
           SELECT ($2::int[])[1 + j % cardinality($2::int[])], c.id, d.id, '{}', 'Bathroom tiles and a leaking tap', 'bench-safety:' || j
             FROM generate_series(0, $3 - 1) j, c, d
           RETURNING quote_request_id, split_part(public_hash, ':', 2)::int AS j),
     b AS (INSERT INTO quote_bids (quote_request_id, quote_service_id)
           SELECT r.quote_request_id, s.quote_service_id FROM r JOIN s ON s.user_id = ($1::int[])[1 + r.j % cardinality($1::int[])]
           RETURNING quote_bid_id, quote_request_id)
     SELECT r.j, b.quote_bid_id FROM b JOIN r USING (quote_request_id)`,
    [pros, consumers, JOBS],
  );
  const bids = new Array<number>(JOBS);
  for (const r of rows) bids[r.j] = r.quote_bid_id;
  if (rows.length !== JOBS) throw new Error(`${rows.length} bids seeded for ${JOBS} jobs`);
  return bids;
}

/** JOBS hired jobs, each with a one-part job safety payment ordered by bank transfer (its pay-in pending). */
async function seed(base: string, db: pg.Client): Promise<Job[]> {
  const tag = crypto.randomBytes(3).toString('hex');
  const pros = await register(base, 'pro', PROS, tag);
  const consumers = await register(base, 'consumer', CONSUMERS, tag);
  const bids = await requestsAndBids(
    db,
    pros.map((p) => p.id),
    consumers.map((c) => c.id),
  );
  const jobs = bids.map<Seeded>((bidId, j) => ({
    bidId,
    price: 500 + ((j * 37) % 91) * 50,
    proToken: pros[j % PROS].token,
    consumerToken: consumers[j % CONSUMERS].token,
  }));
  const post = (path: string, token: string, body?: unknown): Call => ({ method: 'POST', path, token, body: JSON.stringify(body ?? {}) });
  await step(base, 'send quote', jobs, (j) =>
    post(urlOf(bidsContract.sendQuote, { params: { id: j.bidId } }), j.proToken, {
      rating_type: 'flat',
      price: j.price,
      price_note: '包工包料',
    }),
  );
  await step(base, 'hire', jobs, (j) =>
    post(urlOf(bidsContract.hire, { params: { id: j.bidId } }), j.consumerToken, { date: '2030-01-20', time: '10:30' }),
  );
  const views = await step<Seeded, SafetyBid>(base, 'safety view', jobs, (j) => ({
    method: 'GET',
    path: urlOf(sp.bid, { params: { bidId: j.bidId } }),
    token: j.consumerToken,
  }));
  const added = await step<Seeded, SafetyPayment>(base, 'safety add', jobs, (j, i) => {
    const first = views[i].suggestions[0];
    if (first?.kind !== 'job' || first.price !== j.price) throw new Error(`bid ${j.bidId}: no job suggestion of HK$${j.price}`);
    return post(urlOf(sp.add, { params: { bidId: j.bidId } }), j.consumerToken, first);
  });
  const ordered = await step<Seeded, { pay_in: SafetyPayIn }>(base, 'safety order', jobs, (j, i) =>
    post(urlOf(sp.order, { params: { id: added[i].parts[0].id } }), j.consumerToken, {
      pay_type: 'bank',
      idempotency_key: `bench-${tag}-${i}`,
    }),
  );
  if (ordered.some((o) => o.pay_in.status !== 'pending' || !o.pay_in.hash.startsWith('sp_'))) throw new Error('a pay-in is not pending');
  return jobs.map((j, i) => ({ ...j, partId: added[i].parts[0].id, hash: ordered[i].pay_in.hash }));
}

interface Delivery {
  body: string;
  signedAt: number;
  header: string;
}

/**
 * The gateway's side of each transfer (its payment succeeded, as its bank page does), then the events it would send:
 * one success per pay-in with its own payment id, method, amount and currency, a second distinct success for SECOND
 * of them, and exact replays (the same object, so the same bytes) making up DUPLICATES of all, shuffled.
 */
async function buildEvents(db: pg.Client, jobs: Job[]) {
  const { rows } = await db.query<{ id: string; merchant_ref: string; method: 'bank'; amount: number; currency: string }>(
    `UPDATE sandbox_payments s SET status = 'succeeded', paid_at = now(), modified = now() FROM safety_pay_ins i
      WHERE i.hash = ANY($1::text[]) AND s.id = i.provider_ref AND s.merchant_ref = i.hash
      RETURNING s.id, s.merchant_ref, s.method, s.amount, s.currency`,
    [jobs.map((j) => j.hash)],
  );
  if (rows.length !== jobs.length) throw new Error(`${rows.length} gateway payments for ${jobs.length} pay-ins`);
  const event = (p: (typeof rows)[number]): Delivery => {
    const wire: SandboxWireEvent = {
      id: `evt_${crypto.randomBytes(12).toString('hex')}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { order_ref: p.merchant_ref, payment_id: p.id, method: p.method, amount: p.amount, currency: p.currency },
    };
    return { body: JSON.stringify(wire), signedAt: 0, header: '' };
  };
  const seconds = shuffle(rows, 7)
    .slice(0, Math.round(rows.length * SECOND))
    .map(event);
  const distinct = [...rows.map(event), ...seconds];
  const duplicates = Math.round((distinct.length * DUPLICATES) / (1 - DUPLICATES));
  const replays = Array.from({ length: duplicates }, (_, i) => distinct[(i * 7919) % distinct.length]);
  return { deliveries: shuffle([...distinct, ...replays], 42), distinct: distinct.length, seconds: seconds.length, duplicates };
}

const countOf = (keys: string[]) => keys.reduce<Record<string, number>>((m, k) => ({ ...m, [k]: (m[k] ?? 0) + 1 }), {});
/** `key n, …`, most first (ties by key), without zeros: two equal counts list the same. */
const listed = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

async function payIns(base: string, db: pg.Client, jobs: Job[], problems: string[]): Promise<number> {
  const ev = await buildEvents(db, jobs);
  console.log(
    `\npay-in webhooks: ${ev.deliveries.length} = ${jobs.length} first successes + ${ev.seconds} second distinct successes ` +
      `+ ${ev.duplicates} exact replays (${Math.round((ev.duplicates / ev.deliveries.length) * 100)} %), shuffled, ${CONNECTIONS} concurrent\n`,
  );
  const path = urlOf(paymentsContract.webhook, { params: { provider: 'sandbox' } });
  const { row, answers } = await send(base, 'pay-in webhooks', ev.deliveries.length, CONNECTIONS, (i) => {
    const d = ev.deliveries[i];
    const now = Date.now() / 1000;
    if (now - d.signedAt > RESIGN_AFTER_S) [d.signedAt, d.header] = [Math.floor(now), signPayload(SECRET, d.body, Math.floor(now))];
    return { method: 'POST', path, body: d.body, headers: { [SANDBOX_SIGNATURE_HEADER]: d.header } };
  });
  printTable([row]);
  const results = countOf(
    answers.map((a) =>
      a && a.status < 300 ? ((JSON.parse(a.body) as { data?: { result?: string } }).data?.result ?? 'ok') : `http ${a?.status ?? 'none'}`,
    ),
  );
  const expected = listed({ held: jobs.length, duplicate: ev.duplicates, already_paid: ev.seconds });
  console.log(`\nresults: ${listed(results)} (expected: ${expected})`);
  if (listed(results) !== expected) problems.push(`webhook results ${listed(results)}, expected ${expected}`);
  return ev.distinct;
}

async function releases(base: string, jobs: Job[], problems: string[]): Promise<void> {
  const { row: done, answers: completed } = await send(base, 'work completed (pro)', jobs.length, CONNECTIONS, (i) => ({
    method: 'POST',
    path: urlOf(bidsContract.complete, { params: { id: jobs[i].bidId } }),
    token: jobs[i].proToken,
  }));
  dataOf('work completed', completed);
  // A part's clicks back to back, so they go out together on different connections and race, as a double click does.
  const clicks = shuffle(jobs, 11).flatMap((j) => Array.from({ length: CLICKS }, () => j));
  console.log(
    `\nreleases: each part confirmed ${CLICKS} times at once (${clicks.length} clicks, parts shuffled), ${CONNECTIONS} concurrent\n`,
  );
  const { row, answers } = await send(base, 'release (consumer confirm)', clicks.length, CONNECTIONS, (i) => ({
    method: 'POST',
    path: urlOf(sp.confirm, { params: { id: clicks[i].partId } }),
    token: clicks[i].consumerToken,
  }));
  printTable([done, row]);
  const statuses = answers.map((a) => String(a?.status ?? 'none'));
  const perPart = new Map<number, string[]>();
  clicks.forEach((j, i) => perPart.set(j.partId, [...(perPart.get(j.partId) ?? []), statuses[i]]));
  const wrong = [...perPart.values()].filter((s) => s.filter((x) => x === '200').length !== 1 || s.some((x) => x !== '200' && x !== '409'));
  console.log(
    `\nconfirm answers: ${listed(countOf(statuses))} (expected: 200 ${jobs.length}, 409 ${clicks.length - jobs.length}); ` +
      `parts without exactly one 200 and the rest 409: ${wrong.length}`,
  );
  if (wrong.length) problems.push(`${wrong.length} parts not confirmed exactly once`);
}

interface PartLedger {
  id: number;
  amount: number;
  status: string;
  commission_percent: number;
  held_moves: number;
  release_moves: number;
  paid_pay_ins: number;
  pay_in_rows: number;
  release_rows: number;
  total: number;
  held: number;
  paid_in: number;
  released: number;
  commission: number;
  pro_payable: number;
  payouts: number;
  payout: number;
  payouts_ok: boolean | null;
}

/** The ledger after the run, part by part; returns the problems found. */
async function checkLedger(db: pg.Client, jobs: Job[], distinct: number): Promise<string[]> {
  const { rows } = await db.query<PartLedger>(
    `SELECT p.id, p.amount, p.status, sp.commission_percent, l.*, o.*,
            (SELECT count(*) FROM safety_part_transitions t WHERE t.part_id = p.id AND t.to_status = 'held')::int AS held_moves,
            (SELECT count(*) FROM safety_part_transitions t WHERE t.part_id = p.id AND t.to_status = 'released')::int AS release_moves,
            (SELECT count(*) FROM safety_pay_ins i WHERE i.part_id = p.id AND i.status = 'paid')::int AS paid_pay_ins
       FROM safety_payment_parts p JOIN safety_payments sp ON sp.id = p.safety_payment_id
       CROSS JOIN LATERAL (
         SELECT count(*) FILTER (WHERE movement = 'pay_in')::int AS pay_in_rows, count(*) FILTER (WHERE movement = 'release')::int AS release_rows,
                coalesce(sum(amount), 0)::int AS total, coalesce(-sum(amount) FILTER (WHERE account = 'held'), 0)::int AS held,
                coalesce(sum(amount) FILTER (WHERE movement = 'pay_in' AND account = 'gateway'), 0)::int AS paid_in,
                coalesce(sum(amount) FILTER (WHERE movement = 'release' AND account = 'held'), 0)::int AS released,
                coalesce(-sum(amount) FILTER (WHERE account = 'commission'), 0)::int AS commission,
                coalesce(-sum(amount) FILTER (WHERE account = 'pro_payable'), 0)::int AS pro_payable
           FROM safety_ledger WHERE part_id = p.id) l
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS payouts, coalesce(sum(amount), 0)::int AS payout,
                bool_and(x.status = 'pending' AND x.pro_id = sp.pro_id) AS payouts_ok
           FROM payout_instructions x WHERE x.part_id = p.id) o
      WHERE p.id = ANY($1::int[])`,
    [jobs.map((j) => j.partId)],
  );
  const found: Record<string, number> = {};
  const flag = (what: string, bad: boolean) => {
    if (bad) found[what] = (found[what] ?? 0) + 1;
  };
  for (const r of rows) {
    const commission = commissionOf(r.amount, COMMISSION_PERCENT);
    flag('not released', r.status !== 'released');
    flag(`commission not ${COMMISSION_PERCENT} %`, r.commission_percent !== COMMISSION_PERCENT);
    flag('not held exactly once', r.held_moves !== 1 || r.paid_pay_ins !== 1 || r.pay_in_rows !== 2 || r.paid_in !== r.amount);
    flag('not released exactly once', r.release_moves !== 1 || r.release_rows !== 3 || r.released !== r.amount);
    flag('postings not summing to 0', r.total !== 0);
    flag('money left held', r.held !== 0);
    flag('wrong commission or pro share', r.commission !== commission || r.pro_payable !== r.amount - commission);
    flag('not one pending payout of price less commission', r.payouts !== 1 || r.payout !== r.amount - commission || !r.payouts_ok);
  }
  const one = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);
  const unbalanced = await one(
    `SELECT count(*) AS n FROM (SELECT idempotency_key FROM safety_ledger GROUP BY 1 HAVING sum(amount) <> 0) x`,
  );
  const events = await one(`SELECT count(*) AS n FROM payment_events WHERE provider = 'sandbox'`);
  const heldLeft = await one(`SELECT coalesce(-sum(amount), 0) AS n FROM safety_ledger WHERE account = 'held'`);
  const reconciliation = (await mismatches(db)).length;
  const sum = (k: keyof PartLedger) => rows.reduce((s, r) => s + Number(r[k]), 0);
  console.log(
    `\nledger check: parts ${rows.length} of ${jobs.length}, paid in HK$${sum('paid_in')}, released HK$${sum('released')} ` +
      `(pros HK$${sum('pro_payable')}, commission HK$${sum('commission')}), payouts ${sum('payouts')} for HK$${sum('payout')}, ` +
      `held left HK$${heldLeft}, unbalanced movements ${unbalanced}, events recorded ${events} of ${distinct} distinct, ` +
      `reconciliation differences ${reconciliation}; parts ${Object.keys(found).length ? listed(found) : 'all right'}`,
  );
  const problems = Object.entries(found).map(([what, n]) => `${n} parts ${what}`);
  if (rows.length !== jobs.length) problems.push(`${jobs.length - rows.length} parts missing`);
  if (unbalanced) problems.push(`${unbalanced} movements whose postings do not sum to 0`);
  if (heldLeft !== 0) problems.push(`HK$${heldLeft} still held`);
  if (events !== distinct) problems.push(`${events} event rows for ${distinct} distinct events`);
  if (reconciliation) problems.push(`${reconciliation} parts differ from the provider's record`);
  return problems;
}

async function main(): Promise<void> {
  await withBenchDatabase({ name: 'safety', database: `sifu_bench_safety_${process.pid}` }, async ({ dbUrl, startServer }) => {
    await migrateBenchDatabase(dbUrl);
    const { base, pinned } = await startServer({
      RATE_LIMIT_SCALE: '0',
      FEATURE_FLAGS: 'safetyPayment=true',
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_WEBHOOK_SECRET: SECRET,
      SAFETY_COMMISSION_PERCENT: String(COMMISSION_PERCENT),
    });
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      console.log(`seeding through the API: ${PROS} pros, ${CONSUMERS} consumers, ${JOBS} hired jobs paid into safety by bank transfer`);
      const jobs = await seed(base, db);
      console.log(`server ${pinned ? 'pinned to core 0, load generator on core 1' : 'unpinned'}`);
      const problems: string[] = [];
      const distinct = await payIns(base, db, jobs, problems);
      await releases(base, jobs, problems);
      problems.push(...(await checkLedger(db, jobs, distinct)));
      if (problems.length) {
        console.error(`safety payments benchmark FAILED: ${problems.join('; ')}`);
        process.exitCode = 1;
      }
    } finally {
      await db.end();
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
