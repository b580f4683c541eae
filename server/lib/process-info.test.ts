/** The stale-lock check (ADR 0025) tells a live Sifu from a reused pid or a zombie. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { isProcessAlive, processStartTime, assertWritableDir } from './process-info';
import { lockHolder } from './embedded-db';
import { until } from '../test/until';

const children: ChildProcess[] = [];
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-lock-'));
});
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

function stateOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

/** A zombie: `sleep 0.1` whose parent (exec'd into `sleep 60`) never reaps it. Resolves with its pid. */
async function zombie(): Promise<number> {
  const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(parent);
  const pid = await new Promise<number>((resolve) => parent.stdout!.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))));
  await until(
    async () => stateOf(pid),
    (state) => state === 'Z',
    15_000,
    50,
  );
  return pid;
}

describe('process liveness and the Sifu lock', () => {
  const lock = () => path.join(dir, 'sifu-postgres.lock');

  it('when a pid is a zombie, then it is not alive and a lock naming it is stale', async () => {
    const pid = await zombie();
    expect(stateOf(pid)).toBe('Z');
    expect(isProcessAlive(pid)).toBe(false);
    fs.writeFileSync(lock(), String(pid));
    expect(lockHolder(lock())).toBeNull();
  });

  it('when the pid now belongs to another process (start time differs), then the lock is stale', () => {
    const other = spawn('sleep', ['60'], { stdio: 'ignore' });
    children.push(other);
    const pid = other.pid!;
    expect(isProcessAlive(pid)).toBe(true);
    const start = processStartTime(pid);
    expect(start).toMatch(/^\d+$/);
    fs.writeFileSync(lock(), `${pid} ${Number(start) - 1}`);
    expect(lockHolder(lock())).toBeNull();
    // A lock of the older format (pid only) counts only for a node process: `sleep` is not one.
    fs.writeFileSync(lock(), String(pid));
    expect(lockHolder(lock())).toBeNull();
    // The process that wrote the lock, with its own start time, holds it.
    fs.writeFileSync(lock(), `${pid} ${start}`);
    expect(lockHolder(lock())).toBe(pid);
  });

  it('when the lock names a dead pid or is missing, then nobody holds it', () => {
    fs.writeFileSync(lock(), '999999999');
    expect(lockHolder(lock())).toBeNull();
    fs.rmSync(lock());
    expect(lockHolder(lock())).toBeNull();
  });

  it('when a directory cannot be written, then the error names the setting, the path and the fix', () => {
    const file = path.join(dir, 'a-file');
    fs.writeFileSync(file, '');
    expect(() => assertWritableDir(path.join(file, 'uploads'), 'DATA_DIR')).toThrow(
      new RegExp(
        `^DATA_DIR ${path.join(file, 'uploads')} is not writable by uid \\d+, gid \\d+ \\(ENOTDIR\\): a part of that path is a file`,
      ),
    );
    expect(() => assertWritableDir(path.join(dir, 'fine'), 'DATA_DIR')).not.toThrow();
    expect(fs.readdirSync(path.join(dir, 'fine'))).toEqual([]);
  });
});
