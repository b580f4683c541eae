/** Fills the optional outbound adapters of AppDeps with their defaults (file mailer or the mail queue, file SMS, in-process bus…). */
import path from 'node:path';
import type { AppDeps } from './app-deps';
import { createMailer } from './mailer';
import { createQueuedMailer } from './mail-queue';
import { createFileSmsSender } from './sms';
import { createLocalBus } from './realtime';
import { createLocalPresence } from './presence';
import { createFileStore, type FileStore } from './file-store';
import { createS3FileStore, s3ConfigOf } from './s3-file-store';
import { createBackgroundTasks } from './background';
import { createDomainEvents } from './domain-events';

export type FullDeps = AppDeps &
  Required<Pick<AppDeps, 'mailer' | 'mailTransport' | 'sms' | 'realtime' | 'presence' | 'files' | 'background' | 'domainEvents'>>;

/** Sets missing adapters on `deps` in place (so tests holding `deps` see the same instances) and returns it. */
export function withAdapterDefaults(deps: AppDeps): FullDeps {
  const { env } = deps;
  deps.mailTransport ??= createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.dataDir });
  // With background jobs, e-mail goes through the outbox queue (retries, once per message; ADR 0027).
  deps.mailer ??= deps.jobs ? createQueuedMailer(deps.db, deps.jobs) : deps.mailTransport;
  deps.sms ??= createFileSmsSender(env.dataDir);
  deps.realtime ??= createLocalBus();
  deps.presence ??= createLocalPresence();
  deps.files ??= createUploadStore(env);
  deps.background ??= createBackgroundTasks();
  deps.domainEvents ??= createDomainEvents(deps.jobs);
  return deps as FullDeps;
}

/** Where uploads live: the S3-compatible bucket when S3_BUCKET is set (ADR 0026), else DATA_DIR/uploads. */
export function createUploadStore(env: AppDeps['env']): FileStore {
  const s3 = s3ConfigOf(env);
  return s3 ? createS3FileStore(s3) : createFileStore(path.join(env.dataDir, 'uploads'));
}
