/** Every module's background job workers and schedules (pg-boss), registered once per instance by createApp. */
import type { FullDeps } from '../lib/adapters';
import { logger } from '../lib/logger';
import { registerAutoQuoteJobs } from './auto-quote/auto-quote.service';
import { registerPaymentJobs } from './payments/payments.jobs';
import { SWEEPS } from './system/sweeps.service';
import { registerVoiceJobs } from './voice/voice.service';

export async function registerJobs(deps: FullDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await registerPaymentJobs(deps);
  await registerAutoQuoteJobs(deps);
  await registerVoiceJobs(deps);
  for (const [name, sweep] of Object.entries(SWEEPS)) {
    await jobs.work(name, async () => {
      const count = await sweep.run(deps);
      if (count) logger().info('sweep-done', { job: name, count });
    });
    await jobs.schedule(name, sweep.cron);
  }
}
