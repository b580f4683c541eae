/** Fills the optional outbound adapters of AppDeps with their defaults (file mailer, file SMS, in-process bus…). */
import path from 'node:path';
import type { AppDeps } from './app-deps';
import { createMailer } from './mailer';
import { createFileSmsSender } from './sms';
import { createLocalBus } from './realtime';
import { createFileStore } from './file-store';
import { createBackgroundTasks } from './background';

export type FullDeps = AppDeps & Required<Pick<AppDeps, 'mailer' | 'sms' | 'realtime' | 'files' | 'background'>>;

/** Sets missing adapters on `deps` in place (so tests holding `deps` see the same instances) and returns it. */
export function withAdapterDefaults(deps: AppDeps): FullDeps {
  const { env } = deps;
  deps.mailer ??= createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.dataDir });
  deps.sms ??= createFileSmsSender(env.dataDir);
  deps.realtime ??= createLocalBus();
  deps.files ??= createFileStore(path.join(env.dataDir, 'uploads'));
  deps.background ??= createBackgroundTasks();
  return deps as FullDeps;
}
