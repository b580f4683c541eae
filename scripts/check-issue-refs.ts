/**
 * Fails when code, SQL, config or test titles name a tracker issue by number: comments say why, not when
 * (STYLE §3.8). Cite the SPEC section or the ADR instead. Scans every file git tracks or would track (npm run lint).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CHECKED = /\.(ts|tsx|js|cjs|mjs|sql|ya?ml|sh)$|(^|\/)(Dockerfile|\.env\.example|\.ci\/run)$/;
const ISSUE_REF = /\bissues? \d+/i;

const SKIPPED_DIRS = new Set(['node_modules', 'build', 'data', 'logs', 'test-results', 'playwright-report', 'screenshots', '.git']);

/** Every file below `dir`, relative to the root (used when this is not a git checkout). */
function walk(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = dir ? `${dir}/${d.name}` : d.name;
    if (d.isDirectory()) return SKIPPED_DIRS.has(d.name) ? [] : walk(rel);
    return [rel];
  });
}

function listFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).split('\0');
  } catch {
    return walk('');
  }
}

const files = listFiles().filter((f) => f && CHECKED.test(f) && fs.existsSync(path.join(root, f)));

const hits: string[] = [];
for (const file of files) {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (ISSUE_REF.test(line)) hits.push(`${file}:${i + 1}: ${line.trim()}`);
  });
}

if (hits.length) {
  console.error(`Issue numbers in the code (say why instead, citing the SPEC § or an ADR):\n${hits.join('\n')}`);
  process.exit(1);
}
console.log(`no issue numbers in ${files.length} files`);
