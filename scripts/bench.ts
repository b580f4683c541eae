/**
 * `npm run bench` (ARCHITECTURE §6, the anchors in STACK.md): measures, in one run, with the server pinned to
 * core 0 and wrk on core 1:
 *  1. a cached category page from Sifu vs the same bytes as a static file from nginx (requests/s, ratio),
 *  2. an uncached category render (page cache off): latency percentiles at 10 connections, errors at 50,
 *     next to a control (a bare node:http server spending the same CPU per request, same bytes),
 *  3. the initial JavaScript (gzip) of public pages, from the client build's loadable stats,
 * each server after an unmeasured warm-up,
 * then runs scripts/bench-market.ts (send-quote, hire and chat-send API throughput and latencies, each beside a pgbench
 * replay of its SQL and the ratio of the two), scripts/bench-jobs.ts (job
 * latency enqueue→run), scripts/bench-webhooks.ts
 * (payment webhook throughput and p99 at 10 concurrent deliveries, replays included, then a check that no order
 * was credited twice), scripts/bench-ops.ts (the back office's queue reads with 10,000 items per queue),
 * scripts/bench-safety.ts (safety payments: pay-in webhooks with replays, then releases with duplicate clicks, at 10
 * connections, and a ledger check) and scripts/bench-shop.ts (the shop: its catalogue reads cached and uncached, the
 * uncached listing page, orders at 10 connections and 20 at once for 5 left, card webhooks with replays and a
 * paid-once check) when they exist. Needs wrk, nginx and pgbench (Debian; installed when missing and
 * running as root).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import { root, serverEnv, waitFor } from './bench-support';
import { initialJs } from './initial-js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-bench-'));
fs.chmodSync(tmp, 0o755);
const CATEGORY = process.env.BENCH_CATEGORY ?? 'plumbing';
const PAGE = `/zh-HK/category/${CATEGORY}`;
const DURATION = process.env.BENCH_DURATION ?? '10s';
const WARMUP = process.env.BENCH_WARMUP ?? '3s';
const children: ChildProcess[] = [];

function need(cmd: string, pkg: string): void {
  if (spawnSync('sh', ['-c', `command -v ${cmd}`]).status !== 0) {
    if (process.getuid?.() === 0)
      execFileSync('sh', ['-c', `apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q ${pkg}`], { stdio: 'inherit' });
    else throw new Error(`${cmd} is missing: apt-get install ${pkg}`);
  }
}

/** Waits up to 90 s, polling every 300 ms. */
const waitUp = (url: string) => waitFor(url, 90_000, 300);

function startSifu(port: number, extra: Record<string, string>): ChildProcess {
  const child = spawn('taskset', ['-c', '0', process.execPath, path.join(root, 'build/server/index.js')], {
    env: serverEnv(port, path.join(tmp, `data-${port}`), extra),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

interface WrkResult {
  rps: number;
  p50: string;
  p99: string;
  errors: number;
  non2xx: number;
}

function wrk(url: string, connections: number, headers: string[] = [], duration = DURATION): WrkResult {
  const args = ['-c', '1', 'wrk', '-t1', `-c${connections}`, `-d${duration}`, '--latency', ...headers.flatMap((h) => ['-H', h]), url];
  const out = execFileSync('taskset', args, { encoding: 'utf8' });
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  const pct = (p: string) => new RegExp(`\\s${p}%\\s+([\\d.]+\\w+)`).exec(out)?.[1] ?? '?';
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    p50: pct('50'),
    p99: pct('99'),
    errors: sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
    non2xx: num(/Non-2xx or 3xx responses: (\d+)/),
  };
}

async function main(): Promise<void> {
  need('wrk', 'wrk');
  need('nginx', 'nginx-light');
  need('pgbench', 'postgresql-client');
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build.ts')], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const cachedPort = 3481;
  const uncachedPort = 3482;
  const nginxPort = 3483;
  startSifu(cachedPort, {});
  await waitUp(`http://127.0.0.1:${cachedPort}/readyz`);
  const first = await fetch(`http://127.0.0.1:${cachedPort}${PAGE}`);
  const html = await first.text();
  if (first.status !== 200) throw new Error(`${PAGE} answered ${first.status}`);
  const hit = await fetch(`http://127.0.0.1:${cachedPort}${PAGE}`);
  await hit.arrayBuffer();
  fs.mkdirSync(path.join(tmp, 'www'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'www/category.html'), html);
  fs.writeFileSync(
    path.join(tmp, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${tmp}/nginx.pid; error_log ${tmp}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  server { listen 127.0.0.1:${nginxPort}; root ${tmp}/www; location / { default_type text/html; } } }`,
  );
  const nginx = spawn('taskset', ['-c', '0', 'nginx', '-c', path.join(tmp, 'nginx.conf'), '-p', tmp], { stdio: 'ignore' });
  children.push(nginx);
  await waitUp(`http://127.0.0.1:${nginxPort}/category.html`);

  // Unmeasured warm-up runs, so no figure includes the JIT and heap warm-up of a fresh process.
  wrk(`http://127.0.0.1:${nginxPort}/category.html`, 10, [], WARMUP);
  wrk(`http://127.0.0.1:${cachedPort}${PAGE}`, 10, [], WARMUP);
  const nginxRes = wrk(`http://127.0.0.1:${nginxPort}/category.html`, 10);
  const cachedRes = wrk(`http://127.0.0.1:${cachedPort}${PAGE}`, 10);
  const cachedCookieRes = wrk(`http://127.0.0.1:${cachedPort}${PAGE}`, 10, ['Cookie: device_id=benchdevice01']);

  startSifu(uncachedPort, { PAGE_CACHE_MAX_BYTES: '0' });
  await waitUp(`http://127.0.0.1:${uncachedPort}/readyz`);
  await (await fetch(`http://127.0.0.1:${uncachedPort}${PAGE}`)).text();
  wrk(`http://127.0.0.1:${uncachedPort}${PAGE}`, 10, [], WARMUP);
  const render10 = wrk(`http://127.0.0.1:${uncachedPort}${PAGE}`, 10);
  const render50 = wrk(`http://127.0.0.1:${uncachedPort}${PAGE}`, 50);

  // Control: a bare node:http server that spends the same CPU per request (1 / uncached req/s) and sends the
  // same bytes. wrk's timeouts at 50 keep-alive connections against it show what belongs to Node + wrk.
  const controlPort = 3484;
  const serviceMs = render10.rps > 0 ? 1000 / render10.rps : 0;
  fs.writeFileSync(path.join(tmp, 'page.html'), html);
  const control = spawn(
    'taskset',
    [
      '-c',
      '0',
      process.execPath,
      '-e',
      `const b=require('fs').readFileSync(${JSON.stringify(path.join(tmp, 'page.html'))});require('http').createServer((q,r)=>{const e=performance.now()+${serviceMs.toFixed(2)};while(performance.now()<e){}r.setHeader('Content-Type','text/html; charset=utf-8');r.end(b)}).listen(${controlPort},'127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
  children.push(control);
  await waitUp(`http://127.0.0.1:${controlPort}/`);
  const control50 = wrk(`http://127.0.0.1:${controlPort}/`, 50);

  const kb = Math.round(Buffer.byteLength(html) / 102.4) / 10;
  console.log(`\nSSR benchmark: ${PAGE} (${kb} KB HTML), server on core 0, wrk on core 1, ${DURATION} each\n`);
  console.log('| target | conns | req/s | p50 | p99 | errors | ÷ nginx |');
  console.log('|---|---|---|---|---|---|---|');
  const row = (name: string, c: number, r: WrkResult) =>
    console.log(
      `| ${name} | ${c} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${(r.rps / nginxRes.rps).toFixed(2)} |`,
    );
  row('nginx static file', 10, nginxRes);
  row('Sifu cached page (new visitor)', 10, cachedRes);
  row('Sifu cached page (returning visitor)', 10, cachedCookieRes);
  row('Sifu uncached render', 10, render10);
  row('Sifu uncached render', 50, render50);
  row(`control: bare node:http, ${serviceMs.toFixed(1)} ms CPU per request`, 50, control50);
  console.log('\nInitial JavaScript of public pages (all scripts needed to hydrate, gzip -9):');
  for (const r of initialJs()) console.log(`  ${r.page}: ${r.gzipKb} KB in ${r.files} files`);

  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  const market = path.join(root, 'scripts/bench-market.ts');
  if (fs.existsSync(market)) {
    console.log('\nMarketplace API benchmark (scripts/bench-market.ts):');
    spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), market], { stdio: 'inherit' });
  }
  const jobs = path.join(root, 'scripts/bench-jobs.ts');
  if (fs.existsSync(jobs)) {
    console.log('\nBackground job latency (scripts/bench-jobs.ts):');
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), jobs], { stdio: 'inherit' });
    if (run.status !== 0) process.exitCode = 1;
  }
  const webhooks = path.join(root, 'scripts/bench-webhooks.ts');
  if (fs.existsSync(webhooks)) {
    console.log('\nPayment webhooks benchmark (scripts/bench-webhooks.ts):');
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), webhooks], { stdio: 'inherit' });
    if (run.status !== 0) process.exitCode = 1;
  }
  const ops = path.join(root, 'scripts/bench-ops.ts');
  if (fs.existsSync(ops)) {
    console.log('\nBack-office reads with 10,000 items per queue (scripts/bench-ops.ts):');
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), ops], { stdio: 'inherit' });
    if (run.status !== 0) process.exitCode = 1;
  }
  const voice = path.join(root, 'scripts/bench-voice.ts');
  if (fs.existsSync(voice)) {
    console.log('\nVoice calls: "call" to ringing on the other side (scripts/bench-voice.ts):');
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), voice], { stdio: 'inherit' });
    if (run.status !== 0) process.exitCode = 1;
  }
  const safety = path.join(root, 'scripts/bench-safety.ts');
  if (fs.existsSync(safety)) {
    console.log('\nSafety payments: pay-in webhooks and releases (scripts/bench-safety.ts):');
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), safety], { stdio: 'inherit' });
    if (run.status !== 0) process.exitCode = 1;
  }
  const shop = path.join(root, 'scripts/bench-shop.ts');
  if (fs.existsSync(shop)) {
    console.log('\nShop: catalogue, listing page, orders with contention and card webhooks (scripts/bench-shop.ts):');
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), shop], { stdio: 'inherit' });
    if (run.status !== 0) process.exitCode = 1;
  }
}

process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});
main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
