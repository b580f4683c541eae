/** What createApp() is given: everything with a lifecycle is created in server/index.ts (or a test) and passed in. */
import type { i18n } from 'i18next';
import type { Store } from 'express-rate-limit';
import type { Env } from '../config/env';
import type { Db } from './db';
import type { Mailer } from './mailer';
import type { SmsSender } from './sms';
import type { RealtimeBus } from './realtime';
import type { Presence } from './presence';
import type { FileStore } from './file-store';
import type { BackgroundTasks } from './background';
import type { JobQueue } from './jobs';
import type { DomainEvents } from './domain-events';
import type { Lifecycle } from './lifecycle';

export interface AppDeps {
  db: Db;
  env: Env;
  i18n: i18n;
  /** A shared rate-limit store per limiter name (Redis when REDIS_URL is set); undefined → in-memory. */
  rateLimitStore?: (name: string) => Store | undefined;
  /**
   * Outgoing email as the services send it: with `jobs`, the mail_outbox queue (lib/mail-queue.ts, retried);
   * without, `mailTransport` directly.
   */
  mailer?: Mailer;
  /** How e-mail leaves (default: .eml files under DATA_DIR/outbox/mail; SMTP when SMTP_URL is set). */
  mailTransport?: Mailer;
  /** Outgoing SMS (default: DATA_DIR/outbox/sms.log). */
  sms?: SmsSender;
  /** Realtime fan-out to /ws sockets (default in-process; Redis when REDIS_URL is set, wired in server/index.ts). */
  realtime?: RealtimeBus;
  /** Who has an open /ws socket (default in-process; Redis when REDIS_URL is set, wired in server/index.ts). */
  presence?: Presence;
  /** Upload storage (default DATA_DIR/uploads). */
  files?: FileStore;
  /** Fire-and-forget work after a response (emails); tests await `idle()`. */
  background?: BackgroundTasks;
  /** Background jobs on PostgreSQL (pg-boss): webhook deliveries, refunds, expiries. Started in server/index.ts. */
  jobs?: JobQueue;
  /** Domain events between modules: carried by `jobs` when there is one, else run in process after commit. */
  domainEvents?: DomainEvents;
  /** Liveness and drain state for /healthz and /readyz (server/index.ts); absent in tests: always healthy. */
  lifecycle?: Lifecycle;
}
