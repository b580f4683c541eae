/**
 * E-mail as a queue (ADR 0027): `send` writes the message to `mail_outbox` and queues a pg-boss
 * `mail-delivery` job in the same transaction; the job hands it to the transport (SMTP or .eml files) and retries a
 * failure with exponential backoff. `sent_at` is set in the row lock that covers the send, so a message goes out
 * once even when its job runs twice; its body is cleared once sent (it may hold a sign-in link or a code).
 */
import type { Db, Queryable } from './db';
import type { JobQueue, JobSendOptions } from './jobs';
import type { MailMessage, Mailer } from './mailer';
import { logger } from './logger';

export const MAIL_QUEUE = 'mail-delivery';
/** 8 retries, 30 s doubling: the last one about two hours after the first failure. */
export const MAIL_RETRY = { retryLimit: 8, retryDelayS: 30, retryBackoff: true } satisfies JobSendOptions;
/** How long sent rows (without their body) and given-up rows are kept. */
export const MAIL_OUTBOX_KEEP_DAYS = 30;

/** The Mailer the app uses when jobs run: the message is stored and queued, never sent in the request. */
export function createQueuedMailer(db: Db, jobs: JobQueue, retry: JobSendOptions = MAIL_RETRY): Mailer {
  async function queue(tx: Queryable, msg: MailMessage): Promise<void> {
    const { rows } = await tx.query<{ id: string }>(
      'INSERT INTO mail_outbox (to_address, subject, body, tag) VALUES ($1, $2, $3, $4) RETURNING id',
      [msg.to, msg.subject, msg.text, msg.tag],
    );
    await jobs.send(MAIL_QUEUE, { mail_id: Number(rows[0].id) }, { ...retry, tx });
  }
  return {
    send: (msg) => db.withTransaction((tx) => queue(tx, msg)),
    queue,
  };
}

export type MailDelivery = 'sent' | 'already_sent' | 'unknown';

/**
 * One delivery attempt of an outbox message. Throws when the transport fails (the job is retried); on the last
 * attempt (`final`) the row is marked failed and an error is logged.
 */
export async function deliverMail(db: Db, transport: Mailer, mailId: number, opts: { final: boolean }): Promise<MailDelivery> {
  // The attempt is recorded in the transaction that holds the row lock; a failure is thrown after it committed.
  const outcome = await db.withTransaction(async (tx): Promise<MailDelivery | { error: string; tag: string }> => {
    const { rows } = await tx.query<{ to_address: string; subject: string; body: string | null; tag: string; sent_at: Date | null }>(
      'SELECT to_address, subject, body, tag, sent_at FROM mail_outbox WHERE id = $1 FOR UPDATE',
      [mailId],
    );
    const row = rows[0];
    if (!row) return 'unknown';
    if (row.sent_at || row.body === null) return 'already_sent';
    try {
      await transport.send({ to: row.to_address, subject: row.subject, text: row.body, tag: row.tag });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await tx.query(
        `UPDATE mail_outbox SET attempts = attempts + 1, last_error = left($2, 500), failed_at = CASE WHEN $3 THEN now() END
          WHERE id = $1`,
        [mailId, error, opts.final],
      );
      return { error, tag: row.tag };
    }
    await tx.query('UPDATE mail_outbox SET attempts = attempts + 1, sent_at = now(), body = NULL, last_error = NULL WHERE id = $1', [
      mailId,
    ]);
    return 'sent';
  });
  if (typeof outcome === 'string') return outcome;
  if (opts.final) logger().error('mail-failed', { mailId, tag: outcome.tag, err: outcome.error });
  else logger().warn('mail-retry', { mailId, tag: outcome.tag, err: outcome.error });
  throw new MailAttemptFailed(outcome.error);
}

/** A failed delivery attempt (the transport's message). */
export class MailAttemptFailed extends Error {}

/** Starts the delivery worker (call once per worker process). */
export async function registerMailJobs(jobs: JobQueue, db: Db, transport: Mailer): Promise<void> {
  await jobs.work<{ mail_id: number }>(MAIL_QUEUE, async ({ mail_id }, meta) => {
    await deliverMail(db, transport, mail_id, { final: meta.retryCount >= meta.retryLimit });
  });
}

/** Deletes outbox rows sent or given up more than MAIL_OUTBOX_KEEP_DAYS ago; answers how many. */
export async function purgeMailOutbox(db: Db): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM mail_outbox WHERE COALESCE(sent_at, failed_at) < now() - make_interval(days => $1)`, [
    MAIL_OUTBOX_KEEP_DAYS,
  ]);
  return rowCount ?? 0;
}
