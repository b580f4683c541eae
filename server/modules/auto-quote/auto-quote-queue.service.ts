/**
 * Queues the auto-quote jobs of a new request inside the request's transaction. Kept apart from
 * auto-quote.service.ts, which sends quotes, so that posting a request does not import the quote-sending chain.
 */
import type { Queryable } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import * as repo from './auto-quote.repository';

export const AUTO_QUOTE_QUEUE = 'auto-quote';

export async function enqueueAutoQuotes(deps: FullDeps, tx: Queryable, requestId: number): Promise<number> {
  if (!deps.jobs) return 0;
  const ids = await repo.autoBidsOfRequest(tx, requestId);
  // Never retried: a failed send releases its reservation and the lead stays for the pro to quote by hand.
  for (const bidId of ids)
    await deps.jobs.send(
      AUTO_QUOTE_QUEUE,
      { bidId },
      { tx, retryLimit: 0, retryDelayS: 0, retryBackoff: false, singletonKey: `auto-quote:${bidId}` },
    );
  return ids.length;
}
