/**
 * What npm run test:scale (scripts/test-scale.ts) runs on: nginx from Debian's packages with ops/nginx.conf, built
 * instances of the app (build/server/index.js), a small HTTP client with a session per user, WebSocket clients and
 * latency figures. Everything started here is stopped by `stopAll()`.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { WebSocket } from 'ws';

export const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

/** Fails the run with a message (no stack: the message says what did not hold). */
export class ScaleFailure extends Error {}

export function check(ok: boolean, message: string): void {
  if (!ok) throw new ScaleFailure(message);
}

/** A free loopback port from `from` upward (SCALE_PORT_BASE, default 4200). */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new ScaleFailure(`no free port in ${from}-${from + 199}`);
}

/** Whether something listens on host:port (PostgreSQL, Redis). */
export function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, host);
    s.setTimeout(2000, () => (s.destroy(), resolve(false)));
    s.once('connect', () => (s.end(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/** The nginx binary; installed from Debian's packages when missing and running as root, else the command is printed. */
export function ensureNginx(): string {
  const find = () => {
    const r = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
    return r.status === 0 ? r.stdout.trim().split('\n')[0] : '';
  };
  let bin = find();
  if (bin) return bin;
  const cmd = 'apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends nginx-light';
  if (process.getuid?.() !== 0) throw new ScaleFailure(`nginx is missing: run (as root) ${cmd}`);
  console.log(`nginx is missing: ${cmd}`);
  // Debian 13 has no nginx-light any more: its nginx package is the same light build.
  execFileSync('sh', ['-c', `${cmd} || DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends nginx`], {
    stdio: 'inherit',
  });
  bin = find();
  if (!bin) throw new ScaleFailure('nginx is still missing after apt-get install');
  return bin;
}

/**
 * Runs nginx with ops/nginx.conf (the file compose.yaml uses): the listen port and upstream servers are replaced, and
 * an X-Sifu-Upstream response header (test only) says which instance answered.
 */
export function startNginx(bin: string, dir: string, port: number, upstreams: string[]): void {
  const ops = fs.readFileSync(path.join(root, 'ops/nginx.conf'), 'utf8');
  const servers = ops.match(/^\s*server app\d+:3000[^\n]*\n/gm);
  check(servers?.length === 2 && /listen 80;/.test(ops), 'ops/nginx.conf: expected "listen 80;" and two "server appN:3000" lines');
  const local = upstreams.map((u) => servers![0].replace(/app\d+:3000/, u)).join('');
  const conf = ops
    .replace(servers!.join(''), local)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('access_log /dev/stdout;', `access_log ${dir}/access.log;`)
    .replace('proxy_pass http://sifu;', 'proxy_pass http://sifu;\n      add_header X-Sifu-Upstream $upstream_addr always;');
  // nginx's workers (user nobody when started as root) write their temp files here: the folders must be traversable.
  fs.mkdirSync(dir, { recursive: true });
  for (const d of [path.dirname(dir), dir]) fs.chmodSync(d, 0o755);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\n${conf}`);
  const test = spawnSync(bin, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  check(test.status === 0, `nginx -t failed: ${test.stderr}`);
  children.push(spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' }));
}

export interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  logFile: string;
}

/** Starts build/server/index.js with `env` on 127.0.0.1:`port` and waits for /readyz (output to <dir>/<name>.log). */
export async function startInstance(name: string, port: number, dir: string, env: Record<string, string>): Promise<Instance> {
  const logFile = path.join(dir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'build/server/index.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 240_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { name, base, child, logFile };
    await sleep(300);
  }
  throw new ScaleFailure(`instance ${name} did not become ready (exit ${child.exitCode}); its log:\n${tail(logFile)}`);
}

export function tail(file: string, lines = 30): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '';
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Stops every child (SIGTERM, then SIGKILL after 10 s). */
export async function stopAll(): Promise<void> {
  await Promise.all(
    children
      .filter((c) => c.exitCode === null && c.signalCode === null)
      .map(
        (c) =>
          new Promise<void>((resolve) => {
            const t = setTimeout(() => c.kill('SIGKILL'), 10_000);
            c.once('exit', () => (clearTimeout(t), resolve()));
            c.kill('SIGTERM');
          }),
      ),
  );
}

/** Latencies per label, for the figures printed at the end. */
export class Figures {
  private byLabel = new Map<string, { ms: number[]; failed: number }>();

  record(label: string, ms: number, ok: boolean): void {
    let f = this.byLabel.get(label);
    if (!f) this.byLabel.set(label, (f = { ms: [], failed: 0 }));
    f.ms.push(ms);
    if (!ok) f.failed += 1;
  }

  rows(): Array<Record<string, string | number>> {
    return [...this.byLabel].map(([label, f]) => {
      const s = [...f.ms].sort((a, b) => a - b);
      const at = (p: number) => Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 10) / 10;
      return { label, requests: s.length, failed: f.failed, p50_ms: at(50), p95_ms: at(95), p99_ms: at(99), max_ms: at(100) };
    });
  }
}

export interface Answer {
  status: number;
  body: { data?: unknown; error?: { code: unknown } } & Record<string, unknown>;
  text: string;
  headers: Headers;
}

/** One user's HTTP client: keeps the session cookie of its login; every call is timed into `figures`. */
export class Client {
  cookie = '';
  constructor(
    private figures: Figures,
    public label = 'api',
  ) {}

  async call(base: string, method: string, url: string, body?: unknown, label = this.label): Promise<Answer> {
    const started = performance.now();
    let status = 0;
    try {
      const init: RequestInit = { method, headers: { Accept: 'application/json', ...(this.cookie ? { Cookie: this.cookie } : {}) } };
      if (body instanceof FormData) init.body = body;
      else if (body !== undefined) {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
      }
      const res = await fetch(base + url, init);
      status = res.status;
      const token = res.headers.getSetCookie().find((c) => c.startsWith('session_token='));
      if (token) this.cookie = token.split(';')[0];
      const text = await res.text();
      let parsed: Answer['body'] = {};
      if ((res.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text) as Answer['body'];
      return { status, body: parsed, text, headers: res.headers };
    } finally {
      this.figures.record(label, performance.now() - started, status > 0 && status < 500);
    }
  }

  async login(base: string, username: string, passwd: string): Promise<number> {
    const res = await this.call(base, 'POST', '/api/users/login', { username, passwd }, 'login');
    check(res.status === 200, `login ${username}: ${res.status} ${res.text.slice(0, 200)}`);
    return (res.body.data as { user: { id: number } }).user.id;
  }
}

export interface Socket {
  ws: WebSocket;
  /** Resolves with the first event (already received or later) that `match` accepts; fails after `ms`. */
  waitFor(match: (e: Record<string, unknown>) => boolean, what: string, ms?: number): Promise<Record<string, unknown>>;
  close(): void;
}

/** A WebSocket to `wsUrl` signed in with the client's session cookie. */
export function openSocket(wsUrl: string, cookie: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { headers: { Cookie: cookie } });
    const events: Array<Record<string, unknown>> = [];
    const waiters = new Set<() => void>();
    ws.on('message', (raw) => {
      events.push(JSON.parse(String(raw)) as Record<string, unknown>);
      for (const w of waiters) w();
    });
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        ws,
        waitFor: (match, what, ms = 10_000) =>
          new Promise((res, rej) => {
            const look = () => {
              const e = events.find(match);
              if (!e) return;
              waiters.delete(look);
              clearTimeout(timer);
              res(e);
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              rej(new ScaleFailure(`no ${what} on ${wsUrl} within ${ms} ms`));
            }, ms);
            waiters.add(look);
            look();
          }),
        close: () => ws.close(),
      }),
    );
  });
}
