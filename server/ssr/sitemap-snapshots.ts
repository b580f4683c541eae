/**
 * Sitemap refresh (ADR 0027): the job `sitemap-refresh` builds every sitemap section with fresh
 * <lastmod> times and stores it in `sitemap_snapshots`, once per run across instances. The router serves a snapshot
 * younger than the server cache TTL (SPEC §9, 1200 s) and builds the section itself only when there is none (no
 * jobs, first start), so every instance serves the same sitemap and its queries run once per refresh.
 */
import type { FullDeps } from '../lib/adapters';
import { forget } from '../lib/memo-cache';
import { lastmods, latest, storeSnapshot } from './sitemap.repository';
import { SITEMAP_SECTIONS, renderSection, sectionEntries } from './sitemap.router';

export const SITEMAP_REFRESH_QUEUE = 'sitemap-refresh';
/** Every 10 minutes (UTC cron): well inside the TTL, so a snapshot is always there while jobs run. */
export const SITEMAP_REFRESH_CRON = '*/10 * * * *';

/** Builds and stores every section; answers how many were stored. */
export async function refreshSitemaps(deps: FullDeps): Promise<number> {
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  // The read-through caches (memo-cache.ts) are kept per Db object: a copy of it reads everything afresh, once.
  const fresh = { ...deps, db: { ...deps.db } };
  const lm = await lastmods(fresh.db);
  for (const section of SITEMAP_SECTIONS) {
    const entries = await sectionEntries(fresh, section, lm);
    const newest = latest(entries.map((e) => e.lastmod));
    await storeSnapshot(deps.db, { section, body: renderSection(base, entries), lastmod: newest });
  }
  // This instance's read-through copies (section XML, lastmods) are rebuilt from the new data on the next request.
  forget(deps.db, 'sitemap:');
  return SITEMAP_SECTIONS.length;
}

/** Starts the refresh worker and its schedule (call once per worker process). */
export async function registerSitemapJobs(deps: FullDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.work(SITEMAP_REFRESH_QUEUE, async () => {
    await refreshSitemaps(deps);
  });
  await jobs.schedule(SITEMAP_REFRESH_QUEUE, SITEMAP_REFRESH_CRON);
}
