/**
 * Scheduled sweeps (pg-boss cron, one run per tick across every instance; each sweep is idempotent), and running
 * one now for operators (POST /api/ops/jobs/run/{name}).
 */
import type { FullDeps } from '../../lib/adapters';
import { notFound } from '../../lib/errors';
import { refundUnreadQuoteFees } from '../bids/fee-refunds.service';
import { expireDueGrants } from '../wallet/credit-grants.service';
import { endIdleSessions } from '../accounts/session-policy.service';

export const SWEEPS = {
  /** Issue 10: quote fees of quotes unopened for 48 hours go back to the pro. */
  'quote-fee-refunds': { cron: '*/5 * * * *', run: (deps: FullDeps) => refundUnreadQuoteFees(deps) },
  /** Issue 10: free credit leaves the balance on its expiry date. */
  'free-credit-expiry': { cron: '*/5 * * * *', run: (deps: FullDeps) => expireDueGrants(deps.db) },
  /** Issue 11 item 11: sessions unused for SESSION_IDLE_DAYS (or past their lifetime) are deleted. */
  'idle-sessions': { cron: '17 * * * *', run: (deps: FullDeps) => endIdleSessions(deps.db, deps.env.SESSION_IDLE_DAYS) },
} as const;

export type SweepName = keyof typeof SWEEPS;
export const SWEEP_NAMES = Object.keys(SWEEPS) as SweepName[];

/** Runs a sweep now (operators); the scheduled runs and this one never do the same work twice. */
export async function runSweep(deps: FullDeps, name: string): Promise<{ job: string; count: number }> {
  const sweep = SWEEPS[name as SweepName];
  if (!sweep) throw notFound();
  return { job: name, count: await sweep.run(deps) };
}
