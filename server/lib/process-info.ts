/**
 * What the lifecycle code needs to know about processes and directories (ADR 0025): whether a pid is a live process
 * (a zombie is not), what it runs and when it started (Linux /proc; null elsewhere), and whether a directory the app
 * writes to is writable, with a message that names the path and the fix instead of a bare EACCES.
 */
import fs from 'node:fs';
import path from 'node:path';

function procStat(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** A live process with this pid that is not a zombie. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  return stat === null ? fs.existsSync('/proc/self') === false : stat[0] !== 'Z' && stat[0] !== 'X';
}

/** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), or null when unknown. */
export function processStartTime(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

/** The process's argv, or null when unknown (no /proc, or the process is gone). */
export function processCmdline(pid: number): string[] | null {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return raw ? raw.replace(/\0$/, '').split('\0') : null;
  } catch {
    return null;
  }
}

const FIX_HINT: Record<string, string> = {
  EACCES: 'give the user the app runs as write access to it',
  EPERM: 'give the user the app runs as write access to it',
  EROFS: 'it is on a read-only filesystem: mount a writable volume there',
  ENOTDIR: 'a part of that path is a file, not a directory',
};

/**
 * Creates `dir` when missing and proves it writable (a probe file is written and removed). Throws an Error that
 * names the setting, the path, the user and the fix.
 */
export function assertWritableDir(dir: string, setting: string): void {
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe, { force: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    const uid = process.getuid?.();
    const who = uid === undefined ? 'this user' : `uid ${uid}${process.getgid ? `, gid ${process.getgid()}` : ''}`;
    const hint = FIX_HINT[code] ?? (err as Error).message;
    throw new Error(
      `${setting} ${dir} is not writable by ${who} (${code}): ${hint}. ` +
        (uid === undefined ? '' : `For a bind mount run: chown -R ${uid}:${process.getgid?.() ?? uid} <host folder>. `) +
        `Or set ${setting} to a writable folder.`,
      { cause: err },
    );
  }
}
