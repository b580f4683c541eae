/**
 * `npm start`: builds once when no build exists, then runs build/server/cluster.js in this same process, which serves
 * with one process per core when REDIS_URL is set and with one otherwise (server/cluster.ts, ADR 0027). An argument
 * picks another entry of the server build: `worker` (npm run worker), `index` (always one process) or `cluster`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
const ENTRIES = ['index', 'worker', 'cluster'];
const name = process.argv[2] ?? 'cluster';
if (!ENTRIES.includes(name)) {
  console.error(`Unknown entry "${name}": one of ${ENTRIES.join(', ')}.`);
  process.exit(1);
}
const entry = path.join(root, `build/server/${name}.js`);
const needed = [entry, path.join(root, 'build/web-stats.json'), path.join(root, 'build/node/main.js')];

if (needed.some((f) => !fs.existsSync(f))) {
  console.log('No build found: building first (npm run build)…');
  const res = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
// The server prints one plain "open http://localhost:PORT" line once it is ready (server/index.ts).
process.env.SIFU_OPEN_LINE ??= '1';
// cluster.js forks workers from process.argv[1]'s folder: it must look like the entry itself.
process.argv[1] = entry;
createRequire(import.meta.url)(entry);
