/**
 * Lighthouse (mobile settings, Debian Chromium) on the seven public page types (home, genre, category, nearme, price,
 * pro list, pro page) in both languages, of a production build (the Lighthouse anchor in STACK.md). Usage: npm run lighthouse [-- http://127.0.0.1:3000]; without a URL it starts its own server.
 * Targets: performance ≥ 95, accessibility and SEO 100. Prints the median of LH_RUNS runs (default 3) with the main metrics;
 * LH_REPORT_DIR=dir keeps each reported run's full report.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { testDeploymentSettings } from '../server/test/deployment-settings';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timeout waiting for ${url}`);
}

async function main(): Promise<void> {
  let base = process.argv[2];
  let server: ChildProcess | undefined;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-lh-'));
  fs.chmodSync(tmp, 0o755);
  if (!base) {
    base = 'http://127.0.0.1:3490';
    server = spawn(process.execPath, [path.join(root, 'build/server/index.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '3490',
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: tmp,
        LOG_TO_FILE: 'false',
        LOG_LEVEL: 'error',
        // Demo pages are audited; SEED_ON_START defaults to false on DATABASE_URL (ADR 0025).
        SEED_ON_START: 'true',
        // On DATABASE_URL, production mode refuses development defaults: a throwaway deployment chooses its own.
        ...testDeploymentSettings({ demo: true }),
      },
      stdio: 'ignore',
    });
    await waitFor(`${base}/readyz`);
  }
  const proId = process.env.LH_SERVICE_ID ?? (await findProId(base));
  // The seven public page types, in both languages (LH_PAGES=category,pro for fewer).
  const category = process.env.LH_CATEGORY ?? 'plumbing';
  const types: Record<string, string> = {
    home: '/',
    genre: '/genre/home-repair',
    category: `/category/${category}`,
    nearme: `/nearme/${category}`,
    price: `/price/${category}`,
    'pro-list': `/pro-list/${category}`,
    pro: `/service/${proId}`,
  };
  const chosen = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : Object.keys(types);
  const pages = ['zh-HK', 'en-HK'].flatMap((lng) => chosen.filter((t) => types[t]).map((t) => `/${lng}${types[t]}`));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const p of pages) {
      await fetch(base + p); // fill the page cache first, as a crawler-facing page would be
      // Simulated throttling scales the CPU time observed on this machine, so one run is noisy: the median
      // run by performance score is reported, with every run's score beside it (LH_RUNS, default 3).
      const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(base + p, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          formFactor: 'mobile',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result?.lhr) throw new Error(`no result for ${p}`);
        // A run Lighthouse could not measure scores 0: say why instead of letting it pass for a slow page.
        if (result.lhr.runtimeError || result.lhr.categories.performance?.score === null)
          console.log(`    run ${i + 1} of ${p} not measured: ${result.lhr.runtimeError?.message ?? 'no performance score'}`);
        runs.push(result.lhr);
      }
      const perf = (r: (typeof runs)[number]) => r.categories.performance?.score ?? 0;
      const lhr = [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor(runs.length / 2)];
      if (process.env.LH_REPORT_DIR) {
        fs.mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
        fs.writeFileSync(path.join(process.env.LH_REPORT_DIR, `${p.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
      }
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const audit = (k: string) => lhr.audits[k]?.displayValue ?? '?';
      const all = runs.length > 1 ? ` (runs: ${runs.map((r) => Math.round(perf(r) * 100)).join(', ')})` : '';
      console.log(
        `| ${p} | ${score('performance')}${all} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audit('first-contentful-paint')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} |`,
      );
      for (const [id, a] of Object.entries(lhr.audits)) {
        if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary' && lhr.categories.seo.auditRefs.some((r) => r.id === id))
          console.log(`    SEO: ${a.title}`);
      }
    }
  } finally {
    await chrome.kill();
    server?.kill('SIGTERM');
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function findProId(base: string): Promise<string> {
  const html = await (await fetch(`${base}/zh-HK/category/${process.env.LH_CATEGORY ?? 'plumbing'}`)).text();
  const m = /href="\/zh-HK\/service\/(\d+)/.exec(html);
  if (!m) throw new Error('no pro link found on the category page');
  return m[1];
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
