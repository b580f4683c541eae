/** `npm start`: builds once when no build exists, then runs the server in this same process. */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'build/server/index.js');
const needed = [entry, path.join(root, 'build/web-stats.json'), path.join(root, 'build/node/main.js')];

if (needed.some((f) => !fs.existsSync(f))) {
  console.log('No build found: building first (npm run build)…');
  const res = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
createRequire(import.meta.url)(entry);
