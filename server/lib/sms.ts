/**
 * Outgoing SMS (and voice calls reading a code out) through a pluggable sender. Default: one JSON line per message in
 * DATA_DIR/outbox/sms.log (with its channel) plus a log line that carries neither the code nor the number.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { tidyChinese } from '@shared/i18n/typography';
import { logger } from './logger';

export interface SmsMessage {
  to: string;
  text: string;
  /** The one-time code, when the message carries one (written to the outbox so local runs and tests can read it). */
  code?: string;
  /** A text message (default) or a voice call that reads `text` out (phone login "call me instead"). */
  channel?: 'sms' | 'voice';
}

export interface SmsSender {
  send(msg: SmsMessage): Promise<void>;
}

export function createFileSmsSender(dataDir: string): SmsSender {
  const dir = path.join(dataDir, 'outbox');
  const file = path.join(dir, 'sms.log');
  return {
    async send(msg) {
      await fs.mkdir(dir, { recursive: true });
      const channel = msg.channel ?? 'sms';
      // The style guide's Chinese spacing, as on e-mail (mailer.ts `typeset`).
      const line = JSON.stringify({
        to: msg.to,
        text: tidyChinese(msg.text),
        code: msg.code ?? null,
        channel,
        created: new Date().toISOString(),
      });
      await fs.appendFile(file, `${line}\n`, 'utf8');
      // Never the code nor the whole number: logs are shipped and kept where one-time codes must not be.
      logger().info('sms-sent', { to: `…${msg.to.slice(-4)}`, has_code: msg.code !== undefined, channel, transport: 'file' });
    },
  };
}
