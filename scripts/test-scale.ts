/**
 * npm run test:scale (ADR 0026): two built instances on one fresh PostgreSQL database and Redis,
 * uploads in a local S3-compatible store (s3rver), behind nginx with ops/nginx.conf (the compose.yaml topology).
 * Proves through nginx: the marketplace loop with chat across instances, a review dropping both page caches, a rate
 * limit holding across both, an upload made through one served by the other, a scheduled job run once, and no
 * acknowledged write lost when one instance is killed (SIGKILL) under writes. Prints figures; exits 1 on failure.
 *
 * Needs: npm run build, PostgreSQL (SCALE_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test,
 * a role that may CREATE DATABASE), Redis (REDIS_URL, else redis://127.0.0.1:6379), nginx (installed when root).
 * Over the 400-line guide on purpose: one scripted scenario whose steps depend on each other, read top to bottom.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { startLocalS3, type LocalS3 } from '../server/test/local-s3';
import { PNG_1PX } from '../server/test/images';
import { testDeploymentSettings } from '../server/test/deployment-settings';
import {
  answers,
  check,
  Client,
  ensureNginx,
  Figures,
  freePort,
  openSocket,
  root,
  ScaleFailure,
  sleep,
  startInstance,
  startNginx,
  stopAll,
  type Instance,
} from './scale-support';

const ADMIN_URL = process.env.SCALE_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT_BASE = Number(process.env.SCALE_PORT_BASE ?? 4200);
/** How long to wait for a scheduled (cron) job to come due: the sweeps run every 5 minutes. */
const JOB_WAIT_MS = Number(process.env.SCALE_JOB_WAIT_MS ?? 7 * 60_000);
/** Writes acknowledged before the kill, and in all (the run stops at the total or after 60 s). */
const KILL_AFTER = 150;
const WRITES_TOTAL = 450;
const WRITERS = 6;

const DEMO = { consumer: ['demo_consumer', 'Consumer#2026'], pro: ['demo_pro', 'Pro#2026sifu'], shared: 'SifuDemo#2026' } as const;
const figures = new Figures();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-scale-'));
const runId = crypto.randomBytes(4).toString('hex');
const dbName = `sifu_scale_${runId}`;
let s3: LocalS3 | undefined;
let admin: pg.Client | undefined;
let db: pg.Client | undefined;

function step(title: string): void {
  console.log(`\n▶ ${title}`);
}
function ok(message: string): void {
  console.log(`  ✓ ${message}`);
}

async function prepare(): Promise<{ dbUrl: string }> {
  const pgUrl = new URL(ADMIN_URL);
  const redisUrl = new URL(REDIS_URL);
  check(await answers(pgUrl.hostname, Number(pgUrl.port || 5432)), `PostgreSQL does not answer at ${pgUrl.host}`);
  check(await answers(redisUrl.hostname, Number(redisUrl.port || 6379)), `Redis does not answer at ${redisUrl.host}`);
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
    console.log('No build: running npm run build first');
    execFileSync(process.execPath, [path.join(root, 'scripts/build.ts')], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} ENCODING 'UTF8' TEMPLATE template0`);
  pgUrl.pathname = `/${dbName}`;
  db = new pg.Client({ connectionString: pgUrl.toString() });
  await db.connect();
  return { dbUrl: pgUrl.toString() };
}

async function startTopology(dbUrl: string) {
  const nginxBin = ensureNginx();
  const s3Port = await freePort(PORT_BASE);
  s3 = await startLocalS3({ bucket: `sifu-scale-${runId}`, port: s3Port });
  const portA = await freePort(s3Port + 1);
  const portB = await freePort(portA + 1);
  const nginxPort = await freePort(portB + 1);
  const lb = `http://127.0.0.1:${nginxPort}`;
  // Production mode on DATABASE_URL refuses development defaults: both instances share the choices of one deployment.
  const deployment = testDeploymentSettings({ demo: true });
  const env = (name: string, seed: boolean): Record<string, string> => ({
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    REDIS_URL,
    ...s3!.env,
    PUBLIC_URL: lb,
    TRUST_PROXY: 'loopback',
    DATA_DIR: path.join(tmp, name),
    LOG_TO_FILE: 'false',
    LOG_LEVEL: 'warn',
    SEED_ON_START: String(seed),
    ...deployment,
    LOGIN_RATE_LIMIT: '4',
    RATE_LIMIT_SCALE: '1000',
  });
  step(`Two instances on database ${dbName}, Redis, S3 at ${s3.endpoint}, nginx at ${lb}`);
  let t = performance.now();
  // A migrates and loads the demo data first; B starts on the ready database (as a rolling start would).
  const a = await startInstance('a', portA, tmp, env('a', true));
  ok(`instance a ready on ${a.base} (migrations + demo data) in ${Math.round(performance.now() - t)} ms`);
  t = performance.now();
  const b = await startInstance('b', portB, tmp, env('b', false));
  ok(`instance b ready on ${b.base} in ${Math.round(performance.now() - t)} ms`);
  startNginx(nginxBin, path.join(tmp, 'nginx'), nginxPort, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]);
  const end = Date.now() + 15_000;
  while (
    !(await fetch(`${lb}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    check(Date.now() < end, `nginx does not answer on ${lb}: ${fs.readFileSync(path.join(tmp, 'nginx/error.log'), 'utf8')}`);
    await sleep(200);
  }
  ok('nginx answers');
  return { a, b, lb };
}

async function marketplaceLoop(lb: string, a: Instance, b: Instance) {
  step('Marketplace loop through nginx, chat across instances');
  const consumer = new Client(figures, 'api (loop)');
  await consumer.login(lb, ...DEMO.consumer);
  const day = '2030-01-15';
  const posted = await consumer.call(lb, 'POST', '/api/quote_requests/search_add', {
    category: 'plumbing',
    district: 'wan-chai',
    preferred_dates: [day],
    time_slots: [2],
    description: `scale test ${runId}: kitchen pipe leaking under the sink`,
    answers: { issue_type: 'leaking-pipe', property_type: 'private-flat', preferred_date: day, budget: '500-1000' },
  });
  check(posted.status === 200, `post request: ${posted.status} ${posted.text.slice(0, 300)}`);
  const requestId = (posted.body.data as { request: { quote_request_id: number } }).request.quote_request_id;
  const { rows: bids } = await db!.query<{ quote_bid_id: number; username: string }>(
    `SELECT b.quote_bid_id, u.username FROM quote_bids b JOIN quote_services s USING (quote_service_id) JOIN users u ON u.id = s.user_id
      WHERE b.quote_request_id = $1 ORDER BY (u.username = $2) DESC, b.quote_bid_id`,
    [requestId, DEMO.pro[0]],
  );
  check(bids.length > 0, `request ${requestId} was matched to no pro`);
  ok(`consumer posted request ${requestId}; matched to ${bids.length} pros`);
  const { quote_bid_id: bidId, username } = bids[0];
  const pro = new Client(figures, 'api (loop)');
  await pro.login(lb, username, username === DEMO.pro[0] ? DEMO.pro[1] : DEMO.shared);
  const quoted = await pro.call(lb, 'POST', `/api/quote_bids/change_status/rating/${bidId}`, {
    rating_type: 'flat',
    price: 900,
    price_note: '包工包料',
  });
  check(quoted.status === 200, `pro quote: ${quoted.status} ${quoted.text.slice(0, 300)}`);
  const { rows: bidRows } = await db!.query<{ quote_status_id: number }>('SELECT quote_status_id FROM quote_bids WHERE quote_bid_id = $1', [
    bidId,
  ]);
  check(bidRows[0]?.quote_status_id === 2, `bid ${bidId} is not quoted in the database`);
  ok(`pro ${username} quoted bid ${bidId} (status 2 in the database)`);

  const proOnB = await openSocket(`${b.base.replace('http', 'ws')}/ws`, pro.cookie);
  const consumerViaLb = await openSocket(`${lb.replace('http', 'ws')}/ws`, consumer.cookie);
  await proOnB.waitFor((e) => e.type === 'hello', 'hello');
  await consumerViaLb.waitFor((e) => e.type === 'hello', 'hello (WebSocket upgrade through nginx)');
  const ask = `scale ${runId}: 幾時得閒？`;
  const sent = await consumer.call(a.base, 'POST', `/api/messages/quote_conversation/${bidId}`, { message: ask });
  check(sent.status === 200, `chat send on instance a: ${sent.status} ${sent.text.slice(0, 200)}`);
  await proOnB.waitFor((e) => (e.message as { message?: string } | undefined)?.message === ask, 'chat message from a');
  ok('a message sent through instance a reached the pro’s WebSocket on instance b');
  const reply = `scale ${runId}: 聽日下晝`;
  const replied = await pro.call(lb, 'POST', `/api/messages/quote_conversation/${bidId}`, { message: reply });
  check(replied.status === 200, `chat reply through nginx: ${replied.status}`);
  await consumerViaLb.waitFor((e) => (e.message as { message?: string } | undefined)?.message === reply, 'chat reply');
  ok('the pro’s reply through nginx reached the consumer’s WebSocket opened through nginx');
  proOnB.close();
  consumerViaLb.close();
  return { consumer, bidId };
}

async function reviewDropsBothCaches(lb: string, instances: Instance[]) {
  step('A review through nginx drops the page caches of both instances');
  const { rows } = await db!.query<{ id: number; hash: string }>(
    `SELECT quote_service_id AS id, review_hash AS hash FROM quote_services
      WHERE is_public AND NOT is_archived AND review_count > 0 ORDER BY review_count DESC, quote_service_id LIMIT 1`,
  );
  check(rows.length === 1, 'the demo data has no reviewed public service');
  const svc = rows[0];
  const first = await fetch(`${instances[0].base}/en-HK/service/${svc.id}`, { redirect: 'manual' });
  await first.arrayBuffer();
  const page = first.status === 200 ? `/en-HK/service/${svc.id}` : new URL(first.headers.get('location')!, lb).pathname;
  const xCache = async (inst: Instance) => {
    const res = await fetch(inst.base + page);
    const text = await res.text();
    return { cache: res.headers.get('x-cache'), text };
  };
  for (const inst of instances) {
    let state = await xCache(inst);
    for (let i = 0; i < 20 && state.cache !== 'HIT'; i++) {
      await sleep(100); // the first render fills the cache just after answering
      state = await xCache(inst);
    }
    check(state.cache === 'HIT', `instance ${inst.name} does not cache ${page}`);
  }
  ok(`${page} is a cache HIT on both instances`);
  const visitor = new Client(figures, 'api (review)');
  const link = await visitor.call(lb, 'GET', `/api/reviews/service/${svc.id}/${svc.hash}?lng=en-HK`);
  check(link.status === 200, `review link: ${link.status}`);
  const note = `Scale run ${runId}: came on time and fixed the leak for good.`;
  const reviewed = await visitor.call(lb, 'POST', `/api/reviews/service/${svc.id}/${svc.hash}`, {
    score: 5,
    reviewer_name: 'Mr Wong',
    note,
    quote_category_id: (link.body.data as { categories: { id: number }[] }).categories[0].id,
  });
  check(reviewed.status === 200, `review: ${reviewed.status} ${reviewed.text.slice(0, 200)}`);
  for (const inst of instances) {
    // The other instance hears of it through Redis a moment later: wait for that (bounded), never for a fixed time.
    const end = Date.now() + 10_000;
    let state = await xCache(inst);
    while (!state.text.includes(note) && Date.now() < end) {
      await sleep(100);
      state = await xCache(inst);
    }
    check(state.text.includes(note), `instance ${inst.name} still serves ${page} without the new review (X-Cache ${state.cache})`);
  }
  ok('both instances dropped the cached page and render the new review');
  return page;
}

/** Figures only: visitors reading a cached public page through nginx (both instances answer from their page cache). */
async function readLoad(lb: string, page: string) {
  step(`Reads of ${page} through nginx (${WRITERS} concurrent visitors)`);
  let left = 600;
  const t0 = performance.now();
  const reader = async () => {
    while (left-- > 0) {
      const started = performance.now();
      const res = await fetch(lb + page, { headers: { 'Accept-Encoding': 'br' } });
      await res.arrayBuffer();
      figures.record('page (cached)', performance.now() - started, res.status === 200);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, reader));
  ok(`600 reads in ${Math.round(performance.now() - t0)} ms (${Math.round(600 / ((performance.now() - t0) / 1000))} req/s)`);
}

async function rateLimitAcrossBoth(lb: string, a: Instance, b: Instance) {
  step('A rate limit holds across both instances (LOGIN_RATE_LIMIT=4)');
  const username = `scale_nobody_${runId}`;
  const attempt = async (base: string) => {
    const res = await new Client(figures, 'api (login limit)').call(base, 'POST', '/api/users/login', {
      username,
      passwd: 'Wrong-password-1',
    });
    return `${res.status}@${res.headers.get('x-sifu-upstream') ? 'nginx' : base === a.base ? 'a' : 'b'}`;
  };
  // Two attempts on each instance directly, then two through nginx: one counter for the IP and account, wherever.
  const seen: string[] = [];
  for (const base of [a.base, b.base, a.base, b.base, lb, lb]) seen.push(await attempt(base));
  check(seen.join() === '401@a,401@b,401@a,401@b,429@nginx,429@nginx', `login attempts ${seen.join()} (expected 4 × 401 then 429)`);
  ok(`attempts ${seen.join(' ')}`);
}

async function uploadServedByOther(consumer: Client, a: Instance, b: Instance) {
  step('An upload made through instance a is served by instance b (S3 storage)');
  const form = new FormData();
  form.append('file', new Blob([PNG_1PX], { type: 'image/png' }), 'site.png');
  const up = await consumer.call(a.base, 'POST', '/api/attachments', form, 'upload');
  check(up.status === 200, `upload on a: ${up.status} ${up.text.slice(0, 200)}`);
  const id = (up.body.data as { id: number }[])[0].id;
  const viaB = await fetch(`${b.base}/api/attachments/${id}`, { headers: { Cookie: consumer.cookie } });
  const bytesB = Buffer.from(await viaB.arrayBuffer());
  const viaA = await fetch(`${a.base}/api/attachments/${id}`, { headers: { Cookie: consumer.cookie } });
  const bytesA = Buffer.from(await viaA.arrayBuffer());
  check(viaB.status === 200 && viaA.status === 200 && bytesB.equals(bytesA), `download on b: ${viaB.status}, a: ${viaA.status}`);
  const stranger = await fetch(`${b.base}/api/attachments/${id}`);
  check(stranger.status === 404, `a visitor got the upload from b: ${stranger.status}`);
  check(!fs.existsSync(path.join(tmp, 'a', 'uploads')), 'instance a wrote uploads to its local disk');
  ok(`attachment ${id} (${bytesB.length} bytes) served by b to its owner, 404 to a visitor; nothing on a's disk`);
}

async function scheduledJobOnce(bothUpAt: Date) {
  step('A scheduled job runs once for both instances (pg-boss cron; sweeps every 5 minutes)');
  const end = Date.now() + JOB_WAIT_MS;
  for (;;) {
    const { rows } = await db!.query<{ name: string; slot: Date; runs: number; done: number }>(
      `SELECT name, date_trunc('minute', created_on) AS slot, count(*)::int AS runs, count(*) FILTER (WHERE state = 'completed')::int AS done
         FROM pgboss.job WHERE name IN (SELECT name FROM pgboss.schedule) AND created_on > $1 GROUP BY 1, 2 ORDER BY 2, 1`,
      [bothUpAt],
    );
    const settled = rows.length > 0 && rows.every((r) => r.runs === r.done);
    if (settled) {
      const twice = rows.filter((r) => r.runs !== 1);
      check(twice.length === 0, `scheduled jobs created more than once: ${JSON.stringify(twice)}`);
      ok(
        `${rows.length} scheduled job(s) came due after both instances started, each created and completed once: ${rows.map((r) => r.name).join(', ')}`,
      );
      return;
    }
    check(Date.now() < end, `no scheduled job completed within ${JOB_WAIT_MS / 1000} s of both instances starting`);
    await sleep(2000);
  }
}

/** Checked again at the end: no instance created a second job for a slot after the first check. */
async function noScheduledJobTwice(bothUpAt: Date) {
  const { rows } = await db!.query<{ name: string; runs: number }>(
    `SELECT name, count(*)::int AS runs FROM pgboss.job WHERE name IN (SELECT name FROM pgboss.schedule) AND created_on > $1
      GROUP BY name, date_trunc('minute', created_on) HAVING count(*) > 1`,
    [bothUpAt],
  );
  check(rows.length === 0, `scheduled jobs created twice by the end of the run: ${JSON.stringify(rows)}`);
}

async function killUnderWrites(lb: string, consumer: Client, b: Instance, bidId: number) {
  step(`SIGKILL of instance b under writes through nginx (${WRITERS} writers)`);
  const acked: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  let killedAt = -1;
  const deadline = Date.now() + 60_000;
  const t0 = performance.now();
  const writer = async (w: number) => {
    for (let n = 0; sent < WRITES_TOTAL && Date.now() < deadline; n++) {
      sent += 1;
      const text = `scale-kill ${runId} ${w}-${n}`;
      const res = await consumer
        .call(lb, 'POST', `/api/messages/quote_conversation/${bidId}`, { message: text }, 'api (writes)')
        .catch(() => null);
      const status = res?.status ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200) acked.push(text);
      if (acked.length >= KILL_AFTER && killedAt < 0) {
        killedAt = acked.length;
        b.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  const seconds = (performance.now() - t0) / 1000;
  check(killedAt > 0, 'instance b was never killed (too few writes acknowledged)');
  const { rows } = await db!.query<{ body: string; n: number }>(
    `SELECT body, count(*)::int AS n FROM messages WHERE quote_bid_id = $1 AND body LIKE $2 GROUP BY body`,
    [bidId, `scale-kill ${runId} %`],
  );
  const stored = new Map(rows.map((r) => [r.body, r.n]));
  const lost = acked.filter((t) => !stored.has(t));
  const doubled = rows.filter((r) => r.n > 1);
  check(lost.length === 0, `${lost.length} acknowledged writes are missing: ${lost.slice(0, 5).join(', ')}`);
  check(doubled.length === 0, `${doubled.length} writes were stored twice`);
  const after = await fetch(`${lb}/healthz`);
  check(after.ok, 'nginx no longer answers after the kill');
  const tally = [...statuses].map(([s, n]) => `${s || 'network error'}: ${n}`).join(', ');
  ok(
    `${sent} writes (${tally}); ${Math.round(sent / seconds)} writes/s; b killed after ${killedAt} acknowledged; all ${acked.length} acknowledged are stored once (${rows.length} stored)`,
  );
  return { sent, acked: acked.length, stored: rows.length };
}

async function main(): Promise<void> {
  const started = performance.now();
  const { dbUrl } = await prepare();
  const { a, b, lb } = await startTopology(dbUrl);
  const bothUpAt = new Date();
  const { consumer, bidId } = await marketplaceLoop(lb, a, b);
  const page = await reviewDropsBothCaches(lb, [a, b]);
  await readLoad(lb, page);
  await rateLimitAcrossBoth(lb, a, b);
  await uploadServedByOther(consumer, a, b);
  await scheduledJobOnce(bothUpAt);
  await killUnderWrites(lb, consumer, b, bidId);
  await noScheduledJobTwice(bothUpAt);
  step('Figures (latency measured by this client, through nginx unless the label says otherwise)');
  console.table(figures.rows());
  console.log(`test:scale passed in ${Math.round((performance.now() - started) / 1000)} s`);
}

async function cleanUp(failed: boolean): Promise<void> {
  await stopAll();
  await s3?.close().catch(() => undefined);
  await db?.end().catch(() => undefined);
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
  if (failed) console.error(`Logs kept in ${tmp} (a.log, b.log, nginx/)`);
  else fs.rmSync(tmp, { recursive: true, force: true });
}

let failed = false;
try {
  await main();
} catch (err) {
  failed = true;
  console.error(`\n✗ test:scale failed: ${err instanceof ScaleFailure ? err.message : (err as Error).stack}`);
}
await cleanUp(failed);
process.exit(failed ? 1 : 0);
