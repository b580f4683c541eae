/** Builds web, node and server bundles with webpack; fails loudly if an expected output is missing. */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import config from '../webpack.config.ts';

const root = path.resolve(import.meta.dirname, '..');
const watch = process.argv.includes('--watch');
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
const started = Date.now();
const compiler = webpack(config({ mode }));

function report(err: Error | null | undefined, stats: webpack.MultiStats | undefined): boolean {
  if (err) {
    console.error(err);
    return false;
  }
  if (!stats) return false;
  const info = stats.toString({ preset: 'errors-warnings', colors: Boolean(process.stdout.isTTY) });
  if (stats.hasErrors()) {
    console.error(info);
    return false;
  }
  if (stats.hasWarnings()) console.warn(info);
  const expected = [
    'build/web-stats.json',
    'build/node-stats.json',
    'build/node/main.js',
    'build/server/index.js',
    'build/server/worker.js',
    'build/server/cluster.js',
  ];
  const missing = expected.filter((f) => !fs.existsSync(path.join(root, f)));
  if (missing.length) {
    console.error(`build finished but these outputs are missing: ${missing.join(', ')}`);
    return false;
  }
  fs.writeFileSync(path.join(root, 'build/package.json'), '{ "type": "commonjs" }\n');
  console.log(`build ok (${mode}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (watch) {
  compiler.watch({}, (err, stats) => void report(err, stats));
} else {
  compiler.run((err, stats) => {
    const ok = report(err, stats);
    compiler.close(() => {
      process.exitCode = ok ? 0 : 1;
    });
  });
}
