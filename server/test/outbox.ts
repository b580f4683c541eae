/** Tests only: what the default mailer and SMS sender wrote under a test context's DATA_DIR/outbox. */
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

/** The e-mails with this tag (DATA_DIR/outbox/mail/*-<tag>.eml, UTF-8 base64 body), oldest first; `to` filters. */
export function outboxMails(dataDir: string, tag: string, to?: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox', 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${tag}.eml`))
    .sort()
    .map((f) => {
      const [head, raw] = fs.readFileSync(path.join(dir, f), 'utf8').split('\r\n\r\n');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
      const subject = header('Subject').replace(/^=\?UTF-8\?B\?(.*)\?=$/, (_m, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
      return { to: header('To'), subject, body: Buffer.from(raw.replace(/\r\n/g, ''), 'base64').toString('utf8') };
    })
    .filter((m) => to === undefined || m.to === to);
}

export interface OutboxSms {
  to: string;
  text: string;
  code: string | null;
  channel: 'sms' | 'voice';
}

/** The text messages and calls written to DATA_DIR/outbox/sms.log, oldest first; `to` filters. */
export function outboxSms(dataDir: string, to?: string): OutboxSms[] {
  const file = path.join(dataDir, 'outbox', 'sms.log');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxSms)
    .filter((m) => to === undefined || m.to === to);
}
