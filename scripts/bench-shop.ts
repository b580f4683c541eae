/**
 * Shop benchmark (docs/decisions/0038), against the production build (build/server/index.js) on a fresh PostgreSQL
 * database (DATABASE_URL's server when set, else an embedded one), with FEATURE_FLAGS=shop=true,nshop=true,
 * safetyPayment=true (orders held), the sandbox gateway and the whole-page cache off (PAGE_CACHE_MAX_BYTES=0):
 *  1. seeds pros and consumers through the API and the catalogue by SQL (scripts/bench-shop-seed.ts: BENCH_SHOP_ITEMS
 *     published items of BENCH_SHOP_PROS pros over 8 categories, with plans, keywords, areas, a photo, some stock);
 *  2. the public listing GET /api/nshop/catalog, plain, with a search term and with filters (category, district,
 *     price range, price order): cached (the same read again, from the memo cache) and uncached (each request a
 *     distinct query, max_price 200,000 − i, which every plan passes: the memo cache has no switch), each after a 1 s
 *     warm-up, for BENCH_SHOP_DURATION seconds at BENCH_SHOP_CONNECTIONS;
 *  3. the SSR pages /zh-HK/shop (plain and searched) and a category page, uncached, and their HTML bytes;
 *  4. BENCH_SHOP_ORDERS orders by card (many consumers, many items, quantity 1–3) at BENCH_SHOP_CONNECTIONS, every one
 *     2xx; then contention: BENCH_SHOP_HOT rounds of 20 orders at once for one item with 5 left, each selling exactly 5
 *     (15 × 409 shop_sold_out), checked in SQL;
 *  5. the card payments' webhooks as the sandbox gateway sends them (one success per order, a second distinct success
 *     for some and exact replays, shuffled, signed with the server's secret), then a check: every order paid once (one
 *     paid payment, one move to paid), each pay-in's postings sum to 0 and hold the whole amount, every event recorded
 *     once, the stock taken equal to what the live orders bought. Exits non-zero on any mismatch.
 * Prints a table per phase (requests, req/s, p50/p90/p99/max ms, non-2xx, errors).
 *   tsx scripts/bench-shop.ts            (run `npm run build` first; also run by npm run bench)
 * Env: BENCH_SHOP_ITEMS (400), BENCH_SHOP_PROS (40), BENCH_SHOP_CONSUMERS (100), BENCH_SHOP_ORDERS (1000),
 * BENCH_SHOP_CONNECTIONS (10), BENCH_SHOP_DURATION (4: seconds per read run), BENCH_SHOP_HOT (3),
 * BENCH_SHOP_DUPLICATES (0.25: share of webhook deliveries that are exact replays), BENCH_SHOP_SECOND (0.1),
 * BENCH_NODE_ARGS (extra node flags for the server).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { signPayload, SANDBOX_SIGNATURE_HEADER } from '../server/modules/payments/sandbox/sandbox-signature';
import type { SandboxWireEvent } from '../server/modules/payments/sandbox/sandbox-events';
import { paymentsContract } from '../shared/api/payments.contract';
import { shopCatalogContract } from '../shared/api/shop-catalog.contract';
import { shopOrdersContract } from '../shared/api/shop-orders.contract';
import { urlOf } from '../shared/api/endpoint';
import { migrateBenchDatabase, num, shuffle, withBenchDatabase } from './bench-support';
import { printTable, type Row } from './bench-sql';
import { CATEGORY, DISTRICT, SEARCH, register, seedShop, send, type Call, type Sale, type User } from './bench-shop-seed';

const ITEMS = num('BENCH_SHOP_ITEMS', 400);
const PROS = Math.min(ITEMS, num('BENCH_SHOP_PROS', 40));
const CONSUMERS = Math.max(20, num('BENCH_SHOP_CONSUMERS', 100));
const ORDERS = num('BENCH_SHOP_ORDERS', 1000);
const CONNECTIONS = num('BENCH_SHOP_CONNECTIONS', 10);
const SECONDS = num('BENCH_SHOP_DURATION', 4);
const HOT = num('BENCH_SHOP_HOT', 3);
const DUPLICATES = num('BENCH_SHOP_DUPLICATES', 0.25);
const SECOND = num('BENCH_SHOP_SECOND', 0.1);
/** Orders sent at once for one hot item, and what it has left. */
const RACE = 20;
const LEFT = 5;
const SECRET = `whsec_bench_${crypto.randomBytes(16).toString('hex')}`;
/** An exact replay reuses its original's signature while younger than this (the server accepts 300 s). */
const RESIGN_AFTER_S = 240;

const countOf = (keys: string[]) => keys.reduce<Record<string, number>>((m, k) => ({ ...m, [k]: (m[k] ?? 0) + 1 }), {});
/** `key n, …`, most first (ties by key), without zeros: two equal counts list the same. */
const listed = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
const get = (path: string): Call => ({ method: 'GET', path });
/** The 1-minute load average. */
const load = () => os.loadavg()[0].toFixed(1);

/** An unmeasured warm-up second, then the measured run; a read run must answer 2xx only. */
async function reads(base: string, name: string, make: (i: number) => Call, problems: string[]): Promise<Row> {
  // One sequence over both runs: an uncached run's distinct queries stay distinct after the warm-up.
  let n = 0;
  const { answers: warm } = await send(base, name, { seconds: 1, connections: CONNECTIONS }, () => make(n++));
  const { row } = await send(base, name, { seconds: SECONDS, connections: CONNECTIONS }, () => make(n++));
  if (warm.some((a) => a?.status !== 200) || row.non2xx || row.errors)
    problems.push(`${name}: ${row.non2xx} non-2xx, ${row.errors} errors`);
  return row;
}

async function catalogue(base: string, problems: string[]): Promise<void> {
  const list = (q: Record<string, string | number>) =>
    `${urlOf(shopCatalogContract.list)}?${new URLSearchParams({ lng: 'zh-HK', ...q } as Record<string, string>)}`;
  const filters = { category: CATEGORY, district: DISTRICT, min_price: 300, max_price: 2000, sort: 'price_asc' };
  const first = await fetch(`${base}${list({ q: SEARCH })}`);
  const body = (await first.json()) as { data?: { total: number } };
  const plain = (await (await fetch(`${base}${list({})}`)).json()) as { data?: { total: number } };
  const filtered = (await (await fetch(`${base}${list(filters)}`)).json()) as { data?: { total: number } };
  console.log(
    `\ncatalogue: ${plain.data?.total} listed items; "${SEARCH}" matches ${body.data?.total}, the filters (${new URLSearchParams(filters as unknown as Record<string, string>)}) ${filtered.data?.total}; ${SECONDS} s each at ${CONNECTIONS} connections\n`,
  );
  if (!body.data?.total || !filtered.data?.total) problems.push('the search or the filters match nothing');
  const distinct = (i: number) => ({ max_price: 200_000 - (i % 150_000) });
  printTable([
    await reads(base, 'listing, cached', () => get(list({})), problems),
    await reads(base, `search "${SEARCH}", cached`, () => get(list({ q: SEARCH })), problems),
    await reads(base, 'filters, cached', () => get(list(filters)), problems),
    await reads(base, 'listing, uncached', (i) => get(list(distinct(i))), problems),
    await reads(base, `search "${SEARCH}", uncached`, (i) => get(list({ q: SEARCH, ...distinct(i) })), problems),
    await reads(base, 'filters, uncached', (i) => get(list({ ...filters, max_price: 2000 + (i % 150_000) })), problems),
  ]);
}

async function pages(base: string, problems: string[]): Promise<void> {
  const paths = ['/zh-HK/shop', `/zh-HK/shop?q=${encodeURIComponent(SEARCH)}`, `/zh-HK/category/${CATEGORY}`];
  const sizes: string[] = [];
  const rows: Row[] = [];
  for (const path of paths) {
    const res = await fetch(`${base}${path}`);
    const html = await res.text();
    if (res.status !== 200) problems.push(`${path} answered ${res.status}`);
    sizes.push(`${path} ${Math.round(Buffer.byteLength(html) / 102.4) / 10} KB`);
    rows.push(await reads(base, `SSR ${path}, uncached`, () => get(path), problems));
  }
  console.log(`\nSSR pages, page cache off (HTML: ${sizes.join(', ')}), ${SECONDS} s each at ${CONNECTIONS} connections\n`);
  printTable(rows);
}

interface Placed {
  orderId: number;
  consumer: User;
}

const order = (consumer: User, s: Sale, quantity: number, key: string): Call => ({
  method: 'POST',
  path: urlOf(shopOrdersContract.place),
  token: consumer.token,
  body: JSON.stringify({ shop_item_id: s.itemId, plan_id: s.planId, quantity, pay_type: 'card', idempotency_key: key }),
});

async function orders(base: string, db: pg.Client, c: { consumers: User[]; sales: Sale[]; hot: Sale[] }, problems: string[]) {
  const tag = crypto.randomBytes(3).toString('hex');
  const plan = Array.from({ length: ORDERS }, (_, i) => ({
    consumer: c.consumers[i % c.consumers.length],
    sale: c.sales[(i * 7919) % c.sales.length],
    quantity: 1 + (i % 3),
  }));
  console.log(`\norders: ${ORDERS} by card, ${c.consumers.length} consumers over ${c.sales.length} items, ${CONNECTIONS} concurrent\n`);
  const { row, answers } = await send(base, 'place order (card)', { count: ORDERS, connections: CONNECTIONS, keep: true }, (i) =>
    order(plan[i].consumer, plan[i].sale, plan[i].quantity, `bench-${tag}-${i}`),
  );
  const placed: Placed[] = [];
  answers.forEach((a, i) => {
    if (a && a.status < 300)
      placed.push({ orderId: (JSON.parse(a.body) as { data: { order: { id: number } } }).data.order.id, consumer: plan[i].consumer });
  });
  if (placed.length !== ORDERS) {
    const bad = answers.find((a) => !a || a.status >= 300);
    problems.push(`${ORDERS - placed.length} orders not placed (first: ${bad ? `${bad.status} ${bad.body.slice(0, 200)}` : 'no answer'})`);
  }

  const rows = [row];
  const races: string[] = [];
  for (const [r, hot] of c.hot.entries()) {
    const buyers = c.consumers.slice(0, RACE);
    const { row: raced, answers: got } = await send(
      base,
      `contention: ${RACE} at once, ${LEFT} left`,
      { count: RACE, connections: RACE, keep: true },
      (i) => order(buyers[i], hot, 1, `bench-${tag}-hot-${r}-${i}`),
    );
    rows.push(raced);
    const outcome = countOf(
      got.map((a) => (!a ? 'none' : a.status < 300 ? '2xx' : a.body.includes('shop_sold_out') ? '409 shop_sold_out' : String(a.status))),
    );
    const { rows: sql } = await db.query<{ remaining_quantity: number; orders: number; sold: number }>(
      `SELECT i.remaining_quantity, count(o.id)::int AS orders, coalesce(sum(o.quantity), 0)::int AS sold
         FROM shop_items i LEFT JOIN shop_orders o ON o.shop_item_id = i.id WHERE i.id = $1 GROUP BY i.id`,
      [hot.itemId],
    );
    const expected = listed({ '409 shop_sold_out': RACE - LEFT, '2xx': LEFT });
    races.push(`item ${hot.itemId}: ${listed(outcome)}; left ${sql[0].remaining_quantity}, ${sql[0].orders} orders`);
    if (listed(outcome) !== expected || sql[0].remaining_quantity !== 0 || sql[0].orders !== LEFT || sql[0].sold !== LEFT)
      problems.push(`contention on item ${hot.itemId}: ${races[races.length - 1]} (expected ${expected}; left 0, ${LEFT} orders)`);
  }
  printTable(rows);
  console.log(
    `\ncontention (expected per item: 2xx ${LEFT}, 409 shop_sold_out ${RACE - LEFT}; left 0, ${LEFT} orders): ${races.join('; ')}`,
  );
  return placed;
}

interface Delivery {
  body: string;
  signedAt: number;
  header: string;
}

/**
 * The gateway's side of each card payment (its payment succeeded, as its card page does), then the events it would
 * send: one success per payment, a second distinct success for SECOND of them, and exact replays (the same object,
 * so the same bytes) making up DUPLICATES of all, shuffled.
 */
async function buildEvents(db: pg.Client, placed: Placed[]) {
  const { rows } = await db.query<{ id: string; merchant_ref: string; method: 'card'; amount: number; currency: string }>(
    `UPDATE sandbox_payments s SET status = 'succeeded', paid_at = now(), modified = now() FROM shop_payments p
      WHERE p.shop_order_id = ANY($1::int[]) AND p.status = 'pending' AND s.id = p.provider_ref AND s.merchant_ref = p.hash
      RETURNING s.id, s.merchant_ref, s.method, s.amount, s.currency`,
    [placed.map((p) => p.orderId)],
  );
  if (rows.length !== placed.length) throw new Error(`${rows.length} gateway payments for ${placed.length} orders`);
  const event = (p: (typeof rows)[number]): Delivery => {
    const wire: SandboxWireEvent = {
      id: `evt_${crypto.randomBytes(12).toString('hex')}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        order_ref: p.merchant_ref,
        payment_id: p.id,
        method: p.method,
        amount: p.amount,
        currency: p.currency,
        card: { brand: 'visa', last4: '4242' },
      },
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

async function webhooks(base: string, db: pg.Client, placed: Placed[], problems: string[]): Promise<number> {
  const ev = await buildEvents(db, placed);
  console.log(
    `\ncard payment webhooks: ${ev.deliveries.length} = ${placed.length} first successes + ${ev.seconds} second distinct successes ` +
      `+ ${ev.duplicates} exact replays (${Math.round((ev.duplicates / ev.deliveries.length) * 100)} %), shuffled, ${CONNECTIONS} concurrent\n`,
  );
  const path = urlOf(paymentsContract.webhook, { params: { provider: 'sandbox' } });
  const { row, answers } = await send(
    base,
    'payment webhooks',
    { count: ev.deliveries.length, connections: CONNECTIONS, keep: true },
    (i) => {
      const d = ev.deliveries[i];
      const now = Date.now() / 1000;
      if (now - d.signedAt > RESIGN_AFTER_S) [d.signedAt, d.header] = [Math.floor(now), signPayload(SECRET, d.body, Math.floor(now))];
      return { method: 'POST', path, body: d.body, headers: { [SANDBOX_SIGNATURE_HEADER]: d.header } };
    },
  );
  printTable([row]);
  const results = countOf(
    answers.map((a) =>
      a && a.status < 300 ? ((JSON.parse(a.body) as { data?: { result?: string } }).data?.result ?? 'ok') : `http ${a?.status ?? 'none'}`,
    ),
  );
  const expected = listed({ shop_paid: placed.length, duplicate: ev.duplicates, already_paid: ev.seconds });
  console.log(`\nresults: ${listed(results)} (expected: ${expected})`);
  if (listed(results) !== expected) problems.push(`webhook results ${listed(results)}, expected ${expected}`);
  return ev.distinct;
}

/** Every placed order paid exactly once and its money held, the events and the stock consistent; the problems found. */
async function check(db: pg.Client, placed: Placed[], distinct: number): Promise<string[]> {
  const ids = placed.map((p) => p.orderId);
  const { rows } = await db.query<{ what: string; n: number }>(
    `WITH o AS (
       SELECT o.id, o.status, o.amount, o.is_held,
              (SELECT count(*) FROM shop_payments p WHERE p.shop_order_id = o.id AND p.status = 'paid')::int AS paid,
              (SELECT count(*) FROM shop_payments p WHERE p.shop_order_id = o.id)::int AS tries,
              (SELECT count(*) FROM shop_order_transitions t WHERE t.shop_order_id = o.id AND t.to_status = 'paid')::int AS moves,
              l.*
         FROM shop_orders o CROSS JOIN LATERAL (
           SELECT count(*)::int AS postings, coalesce(sum(amount), 0)::int AS total,
                  coalesce(sum(amount) FILTER (WHERE account = 'gateway'), 0)::int AS gateway,
                  coalesce(-sum(amount) FILTER (WHERE account = 'held'), 0)::int AS held
             FROM shop_ledger WHERE shop_order_id = o.id AND movement = 'pay_in') l
        WHERE o.id = ANY($1::int[]))
     SELECT 'not paid' AS what, count(*) FILTER (WHERE status <> 'paid')::int AS n FROM o
     UNION ALL SELECT 'not one paid payment', count(*) FILTER (WHERE paid <> 1 OR tries <> 1) FROM o
     UNION ALL SELECT 'not moved to paid once', count(*) FILTER (WHERE moves <> 1) FROM o
     UNION ALL SELECT 'not held', count(*) FILTER (WHERE NOT is_held) FROM o
     UNION ALL SELECT 'pay-in not posted once in full', count(*) FILTER (WHERE postings <> 2 OR gateway <> amount OR held <> amount) FROM o
     UNION ALL SELECT 'postings not summing to 0', count(*) FILTER (WHERE total <> 0) FROM o
     UNION ALL SELECT 'movements unbalanced', count(*) FROM (SELECT 1 FROM shop_ledger GROUP BY idempotency_key HAVING sum(amount) <> 0) x
     UNION ALL SELECT 'items whose stock taken differs from their live orders', count(*) FROM shop_items i
        WHERE i.quantity IS NOT NULL AND i.quantity - i.remaining_quantity <> (SELECT coalesce(sum(quantity), 0) FROM shop_orders x
              WHERE x.shop_item_id = i.id AND x.status NOT IN ('void', 'cancelled'))
     UNION ALL SELECT 'orders', count(*) FROM o
     UNION ALL SELECT 'held HK$', coalesce(sum(held), 0) FROM o
     UNION ALL SELECT 'ordered HK$', coalesce(sum(amount), 0) FROM o
     UNION ALL SELECT 'events', count(*) FROM payment_events WHERE provider = 'sandbox'`,
    [ids],
  );
  const n = Object.fromEntries(rows.map((r) => [r.what, Number(r.n)]));
  const problems = rows
    .filter((r) => !['orders', 'held HK$', 'ordered HK$', 'events'].includes(r.what) && Number(r.n) !== 0)
    .map((r) => `${r.n} ${r.what}`);
  console.log(
    `\npayment check: orders ${n.orders} of ${placed.length}, ordered HK$${n['ordered HK$']}, held HK$${n['held HK$']}, ` +
      `events recorded ${n.events} of ${distinct} distinct; ${problems.length ? problems.join(', ') : 'every order paid once, its pay-in held in full, postings balanced, stock consistent'}`,
  );
  if (n.orders !== placed.length) problems.push(`${placed.length - n.orders} orders missing`);
  if (n['held HK$'] !== n['ordered HK$']) problems.push(`HK$${n['held HK$']} held of HK$${n['ordered HK$']} ordered`);
  if (n.events !== distinct) problems.push(`${n.events} event rows for ${distinct} distinct events`);
  return problems;
}

async function main(): Promise<void> {
  await withBenchDatabase({ name: 'shop', database: `sifu_bench_shop_${process.pid}` }, async ({ dbUrl, startServer }) => {
    const started = performance.now();
    const loadBefore = load();
    await migrateBenchDatabase(dbUrl);
    const { base, pinned } = await startServer({
      RATE_LIMIT_SCALE: '0',
      FEATURE_FLAGS: 'shop=true,nshop=true,safetyPayment=true',
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_WEBHOOK_SECRET: SECRET,
      PAGE_CACHE_MAX_BYTES: '0',
    });
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      const tag = crypto.randomBytes(3).toString('hex');
      const pros = await register(base, 'pro', PROS, tag);
      const consumers = await register(base, 'consumer', CONSUMERS, tag);
      const { sales, hot, plans } = await seedShop(db, pros, consumers, ITEMS, HOT);
      console.log(
        `seeded in ${Math.round((performance.now() - started) / 100) / 10} s: ${PROS} pros and ${CONSUMERS} consumers through the API, ` +
          `${ITEMS} published items (${plans} plans) and ${HOT} items with ${LEFT} left by SQL; server ${pinned ? 'pinned to core 0, load generator on core 1' : 'unpinned'}`,
      );
      const problems: string[] = [];
      await catalogue(base, problems);
      await pages(base, problems);
      const placed = await orders(base, db, { consumers, sales, hot }, problems);
      const distinct = await webhooks(base, db, placed, problems);
      problems.push(...(await check(db, placed, distinct)));
      console.log(
        `\nshop benchmark took ${Math.round((performance.now() - started) / 1000)} s; load average ${load()} now, ${loadBefore} at the start ` +
          `(${os.cpus().length} cores: other work on the machine lowers every figure above)`,
      );
      if (problems.length) {
        console.error(`shop benchmark FAILED: ${problems.join('; ')}`);
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
