/**
 * Every background job worker and schedule of one process (ADR 0027): the modules' sweeps and jobs, e-mail delivery,
 * the sitemap refresh and the subscribers of domain events. Run in the web process by createApp unless JOBS_IN_WEB=false, and by server/worker.ts
 * (`npm run worker`). pg-boss runs each scheduled tick once across every process that registers it.
 */
import type { FullDeps } from './lib/adapters';
import { registerMailJobs } from './lib/mail-queue';
import { registerJobs } from './modules/jobs-registry';
import { registerSitemapJobs } from './ssr/sitemap-snapshots';

export async function registerWorkers(deps: FullDeps): Promise<void> {
  if (!deps.jobs) return;
  await registerMailJobs(deps.jobs, deps.db, deps.mailTransport);
  await registerJobs(deps);
  await registerSitemapJobs(deps);
  await deps.domainEvents.work();
}
