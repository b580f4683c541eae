/**
 * Delivery of the sandbox gateway's events to the merchant's webhook URL, as a real gateway does it: a POST of the
 * stored JSON body signed afresh at each attempt; anything but a 2xx answer throws, so pg-boss retries it with
 * exponential backoff. Also schedules the expiry of open payments.
 */
import { logger } from '../../../lib/logger';
import type { JobQueue } from '../../../lib/jobs';
import { SANDBOX_SIGNATURE_HEADER, signPayload } from './sandbox-signature';
import { EXPIRE_QUEUE, WEBHOOK_QUEUE, type SandboxDeps } from './sandbox-events';
import { expireOpenPayments } from './sandbox-gateway';

const DELIVERY_TIMEOUT_MS = 10_000;
/** Every 5 minutes (UTC cron). */
const EXPIRE_CRON = '*/5 * * * *';

/** Where events go: SANDBOX_WEBHOOK_URL, or this instance's own sandbox webhook endpoint. */
export function sandboxWebhookUrl(deps: SandboxDeps): string {
  return deps.env.SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${deps.env.PORT}/api/payments/webhook/sandbox`;
}

/** One delivery attempt of an event; resolves when acknowledged (or already delivered), throws otherwise. */
export async function deliverEvent(deps: SandboxDeps, eventId: string): Promise<'delivered' | 'already_delivered' | 'unknown'> {
  const row = await deps.db.one<{ body: string; delivered_at: Date | null }>(
    'SELECT body, delivered_at FROM sandbox_webhook_deliveries WHERE event_id = $1',
    [eventId],
  );
  if (!row) return 'unknown';
  if (row.delivered_at) return 'already_delivered';
  const signature = signPayload(deps.env.SANDBOX_WEBHOOK_SECRET, row.body, Date.now() / 1000);
  let status: number | null = null;
  let error: string | undefined;
  try {
    const res = await fetch(sandboxWebhookUrl(deps), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature, 'User-Agent': 'SifuSandboxGateway/1.0' },
      body: row.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    status = res.status;
    await res.body?.cancel().catch(() => undefined);
  } catch (err) {
    error = (err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message;
  }
  const ok = status !== null && status >= 200 && status < 300;
  await deps.db.query(
    `UPDATE sandbox_webhook_deliveries SET attempts = attempts + 1, last_status = $2,
            delivered_at = CASE WHEN $3 THEN now() ELSE delivered_at END
      WHERE event_id = $1`,
    [eventId, status, ok],
  );
  if (ok) return 'delivered';
  logger().warn('sandbox-webhook-failed', { eventId, status, error });
  throw new Error(`sandbox webhook ${eventId} not acknowledged (${status ?? error})`);
}

/** Starts the delivery worker and the expiry schedule on the job queue (call once at boot, after jobs start). */
export async function registerSandboxJobs(deps: SandboxDeps): Promise<void> {
  const jobs: JobQueue | undefined = deps.jobs;
  if (!jobs) throw new Error('sandbox gateway: background jobs are not running (deps.jobs is undefined)');
  await jobs.work<{ event_id: string }>(WEBHOOK_QUEUE, async (data) => {
    await deliverEvent(deps, data.event_id);
  });
  await jobs.work(EXPIRE_QUEUE, async () => {
    const expired = await expireOpenPayments(deps);
    if (expired) logger().info('sandbox-payments-expired', { count: expired });
  });
  await jobs.schedule(EXPIRE_QUEUE, EXPIRE_CRON);
}
