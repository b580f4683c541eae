/**
 * The JavaScript a public page loads before it is interactive, gzip-compressed, from the web build's loadable stats:
 * the boot script (in the HTML) plus everything it loads before hydrating (main's chunks, the page's own chunk and the
 * chunk of its route entries, client/app/route-manifest.ts). `npm run bench` prints it; `npm run check:bundle` (part
 * of `npm test`, after the build) fails when a page passes the budget the product owner set.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Most initial JavaScript any public page may load, gzip (Lighthouse mobile ≥ 95 on these pages needs it). */
export const INITIAL_JS_BUDGET_KB = 175;

/** Public pages (their page chunk) and the route group chunk each loads. */
const PAGES: [page: string, group: string][] = [
  ['home', 'catalog'],
  ['genre', 'catalog'],
  ['category', 'catalog'],
  ['near-me', 'near-me'],
  ['price', 'price'],
  ['pro-list', 'pro'],
  ['service', 'pro'],
  ['login', 'accounts'],
  ['shop-list', 'shop'],
  ['shop-item', 'shop'],
  ['form', 'request-form'],
  ['service-reserve', 'reservations'],
  ['partner', 'partners'],
];

export interface InitialJs {
  page: string;
  files: number;
  gzipKb: number;
  /** Exact, for the budget check: gzipKb is rounded to 0.1 KB for reading. */
  gzipBytes: number;
}

export function initialJs(): InitialJs[] {
  const stats = JSON.parse(fs.readFileSync(path.join(root, 'build/web-stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const dir = path.join(root, 'build/public/static');
  const gz = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length;
  const js = (g: string) => stats.namedChunkGroups[g]?.assets.map((a) => a.name).filter((n) => n.endsWith('.js')) ?? [];
  const main = ['boot', 'main'].flatMap(js);
  return PAGES.map(([page, group]) => {
    if (!stats.namedChunkGroups[page]) throw new Error(`the build has no chunk for the ${page} page`);
    const files = [...new Set([...main, ...js(page), ...js(`routes-${group}`)])];
    const gzipBytes = files.reduce((s, f) => s + gz(f), 0);
    return { page, files: files.length, gzipKb: Math.round((gzipBytes / 1024) * 10) / 10, gzipBytes };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const pages = initialJs();
  for (const r of pages) console.log(`${r.page.padEnd(16)} ${r.gzipKb.toFixed(1)} KB gzip in ${r.files} files`);
  const over = pages.filter((r) => r.gzipBytes > INITIAL_JS_BUDGET_KB * 1024);
  if (process.argv.includes('--check') && over.length) {
    console.error(
      `over the ${INITIAL_JS_BUDGET_KB} KB budget: ${over.map((r) => `${r.page} by ${r.gzipBytes - INITIAL_JS_BUDGET_KB * 1024} bytes`).join(', ')}`,
    );
    process.exit(1);
  }
}
