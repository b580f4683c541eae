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

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && CHECKED.test(f) && fs.existsSync(path.join(root, f)));

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
