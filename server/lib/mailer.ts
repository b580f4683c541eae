/**
 * Outgoing email through a pluggable mailer. Default: one .eml file per message under DATA_DIR/outbox/mail
 * plus a log line; with SMTP_URL, nodemailer over SMTP.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Language } from '@shared/i18n/i18n-config';
import { tidyChinese } from '@shared/i18n/typography';
import type { Queryable } from './db';
import { logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A stable tag for logs and tests, e.g. "new_lead". */
  tag: string;
}

/** The user fields a mail is addressed and written with: the address, the language of its copy, the name it greets. */
export interface MailRecipient {
  email: string;
  language: Language;
  username: string;
  first_name: string;
  last_name: string;
}

/** A mail's words in the recipient's language, written by the module that sends it; the address and tag come later. */
export type MailCopy = Pick<MailMessage, 'subject' | 'text'>;

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  /**
   * Queues the message inside the caller's transaction (it exists only if that commits), when this mailer is a queue
   * (mail-queue.ts); a transport that sends at once has no `queue`, and callers send after the commit instead.
   */
  queue?(tx: Queryable, msg: MailMessage): Promise<void>;
}

/**
 * The style guide's Chinese spacing, on every message a transport sends: templates written by hand put a space around
 * a placeholder so a Latin name stands apart ("May 邀請你"), and a Chinese name put there must not keep it
 * ("陳美玲邀請你"). Translated copy gets this from i18next already; doing it here covers every other template too.
 */
export function typeset(msg: MailMessage): MailMessage {
  return { ...msg, subject: tidyChinese(msg.subject), text: tidyChinese(msg.text) };
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Builds an RFC 5322 message with a UTF-8 base64 body. */
export function buildEml(from: string, raw: MailMessage, date = new Date()): string {
  const msg = typeset(raw);
  const body = Buffer.from(msg.text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    `From: ${encodeHeader(from)}`,
    `To: ${msg.to}`,
    `Subject: ${encodeHeader(msg.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@sifu.local>`,
    `X-Sifu-Tag: ${msg.tag}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
    '',
  ].join('\r\n');
}

export function createFileMailer(dir: string, from: string): Mailer {
  let ready: Promise<unknown> | undefined;
  return {
    async send(msg) {
      ready ??= fs.mkdir(dir, { recursive: true });
      await ready;
      const name = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}-${msg.tag}.eml`;
      await fs.writeFile(path.join(dir, name), buildEml(from, msg), 'utf8');
      logger().info('mail-sent', { tag: msg.tag, transport: 'file', file: name });
    },
  };
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(raw) {
      const msg = typeset(raw);
      await transport.sendMail({ from, to: msg.to, subject: msg.subject, text: msg.text, headers: { 'X-Sifu-Tag': msg.tag } });
      logger().info('mail-sent', { tag: msg.tag, transport: 'smtp' });
    },
  };
}

export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (opts.smtpUrl) return createSmtpMailer(opts.smtpUrl, opts.from);
  return createFileMailer(path.join(opts.dataDir, 'outbox', 'mail'), opts.from);
}
