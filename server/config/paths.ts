/** Project root, found by walking up to package.json: works from source (jest, tsx) and from build/server. */
import fs from 'node:fs';
import path from 'node:path';

function findRoot(start: string): string {
  let dir = start;
  for (let i = 0; i < 8; i++) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'locales'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return process.cwd();
}

// __dirname exists in the CommonJS builds and under jest; ESM scripts (tsx) start from the working directory.
export const PROJECT_ROOT = findRoot(typeof __dirname === 'string' ? __dirname : process.cwd());
export const BUILD_DIR = path.join(PROJECT_ROOT, 'build');
export const LOCALES_DIR = path.join(PROJECT_ROOT, 'locales');
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server/db/migrations');
