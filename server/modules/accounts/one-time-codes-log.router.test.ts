/**
 * One-time codes (SMS, e-mail, sign-in, reset) reach only their recipient: the application log (shipped and kept) must
 * never carry one, whatever the level. Each code goes out through its real endpoint while every log line is captured.
 */
import { Writable } from 'node:stream';
import winston from 'winston';
import request from 'supertest';
import { normalizePhone } from '@shared/domain/formats';
import { accountsContract } from '@shared/api/accounts.contract';
import { privacyContract } from '@shared/api/privacy.contract';
import { signInCodesContract } from '@shared/api/sign-in-codes.contract';
import { verificationContract } from '@shared/api/verification.contract';
import { logger } from '../../lib/logger';
import { setUpTestContext, signUp } from '../../test/test-app';
import { outboxMails, outboxSms } from '../../test/outbox';
import { api } from '../../test/api';

const ctx = setUpTestContext();

let lines: string[] = [];
let capture: winston.transport;
let levelBefore: string;

beforeEach(() => {
  lines = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  capture = new winston.transports.Stream({ stream: sink, format: winston.format.json() });
  levelBefore = logger().level;
  logger().level = 'debug';
  logger().add(capture);
});

afterEach(() => {
  logger().remove(capture);
  logger().level = levelBefore;
});

const logged = () => lines.join('');

const SIX_DIGITS = /(?<!\d)\d{6}(?!\d)/g;

describe('one-time codes and the application log', () => {
  it('when a phone-login code goes out by SMS, then the log names the message (number masked) but not the code', async () => {
    const u = await signUp(ctx);
    await ctx.deps.db.query('UPDATE users SET phone = $2, is_phone_confirmed = true WHERE id = $1', [u.user.id, '+85296120457']);
    const pre = await api(request(ctx.sifu.handler)).call(signInCodesContract.phoneLoginPreauth, {
      body: { phone: '96120457', channel: 'sms' },
    });
    expect(pre.status).toBe(200);
    await ctx.deps.background!.idle();
    const sms = outboxSms(ctx.dataDir, normalizePhone('96120457')!).at(-1);
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(logged()).toContain('sms-sent');
    expect(logged()).toContain('…0457');
    expect(logged()).not.toContain(sms!.code);
    expect(logged()).not.toContain('96120457');
  });

  it('when a phone-confirmation code goes out by SMS, then the log does not carry it', async () => {
    const u = await signUp(ctx);
    const pre = await api(u.agent).call(verificationContract.sendCode, { body: { phone: '6120 7781' } });
    expect(pre.status).toBe(200);
    const sms = outboxSms(ctx.dataDir, '+85261207781').at(-1);
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(logged()).toContain('sms-sent');
    expect(logged()).not.toContain(sms!.code);
  });

  it('when e-mail verification and account-deletion codes go out, then the log names the mail but carries neither code', async () => {
    const u = await signUp(ctx);
    const email = `${u.username}@example.com`;
    expect((await api(u.agent).call(signInCodesContract.sendEmailVerification)).status).toBe(200);
    expect((await api(u.agent).call(privacyContract.sendDeletionCode)).status).toBe(200);
    await ctx.deps.background!.idle();
    const mails = [...outboxMails(ctx.dataDir, 'email_verification', email), ...outboxMails(ctx.dataDir, 'account_deletion_code', email)];
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(logged()).toContain('mail-sent');
    for (const mail of mails) {
      const codes = [...mail.body.matchAll(SIX_DIGITS)].map((m) => m[0]);
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) expect(logged()).not.toContain(code);
    }
  });

  it('when a password-reset link goes out, then the log carries neither its token nor the address', async () => {
    const u = await signUp(ctx);
    const email = `${u.username}@example.com`;
    expect((await api(request(ctx.sifu.handler)).call(accountsContract.forgotPassword, { body: { email } })).status).toBe(200);
    await ctx.deps.background!.idle();
    const mail = outboxMails(ctx.dataDir, 'password_reset', email).at(-1);
    const token = /\/resetpass\/([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();
    expect(logged()).toContain('mail-sent');
    expect(logged()).not.toContain(token!);
    expect(logged()).not.toContain(email);
  });
});
