/**
 * Tests only: the real server (server/index.ts) as a child process, with its JSON log lines parsed, so lifecycle
 * tests can send it signals, kill it and read its exit code. Every process started here is killed by stopAll().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../config/paths';

export interface LogLine {
  level?: string;
  message?: string;
  msg?: string;
  [k: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  lines: LogLine[];
  /** Raw stdout + stderr. */
  output(): string;
  /** Resolves with the first log line whose `message` is `message` (rejects if the process exits first). */
  waitForLog(message: string, timeoutMs?: number): Promise<LogLine>;
  /** Resolves with the exit code (or the signal name) once the process has exited. */
  exited: Promise<number | string>;
}

const started = new Set<ChildProcess>();

/** A port free at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts server/index.ts with exactly `env` added to PATH and HOME (no inherited DATABASE_URL, LANG …); `as` runs it
 * as another user (the test process must be root).
 */
export function startServer(env: Record<string, string>, as?: { uid: number; gid: number }): ServerProcess {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'server/test/tsx-server.cjs'), 'server/index.ts'], {
    cwd: PROJECT_ROOT,
    ...as,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', LOG_TO_FILE: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let raw = '';
  const lines: LogLine[] = [];
  const waiters: Array<{ message: string; resolve(l: LogLine): void }> = [];
  let buffer = '';
  const onData = (chunk: Buffer) => {
    raw += chunk.toString('utf8');
    buffer += chunk.toString('utf8');
    let i;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const text = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        continue;
      }
      lines.push(line);
      for (const w of waiters.filter((x) => x.message === line.message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      started.delete(child);
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  return {
    child,
    pid: child.pid!,
    lines,
    output: () => raw,
    exited,
    waitForLog(message, timeoutMs = 90_000) {
      const found = lines.find((l) => l.message === message);
      if (found) return Promise.resolve(found);
      return new Promise<LogLine>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${message}" log line within ${timeoutMs} ms:\n${raw}`)), timeoutMs);
        waiters.push({
          message,
          resolve: (l) => {
            clearTimeout(timer);
            resolve(l);
          },
        });
        void exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`server exited (${code}) before "${message}":\n${raw}`));
        });
      });
    },
  };
}

/** Kills (SIGKILL) every server process still running; for afterAll/afterEach. */
export async function stopAll(): Promise<void> {
  await Promise.all(
    [...started].map(
      (c) =>
        new Promise<void>((r) => {
          c.once('exit', () => r());
          c.kill('SIGKILL');
        }),
    ),
  );
}
