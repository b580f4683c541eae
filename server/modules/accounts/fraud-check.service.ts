/**
 * The fraud check of sign-ins (SPEC §3 seon_session, §6 flag fraudCheck; ADR 0012). A provider
 * (`FraudChecker`) judges each sign-up and log-in; the default is a local rules engine: too many sign-ups from one IP
 * or device within the hour, or a disposable e-mail domain, refuse a sign-up; a device or IP that signed in to too
 * many different accounts within the hour makes a log-in ask for a phone code instead. A real anti-fraud service
 * plugs in as another FraudChecker (FRAUD_CHECK_PROVIDER). Every assessment is recorded.
 *
 * Between allowing and refusing there is a hold: a sign-up that looks suspicious but not certainly abusive (a second
 * account from one device, or many from one IP, within the hour) is let in, so a family sharing a tablet or a
 * campus network is not turned away, but the account cannot post a request or send a quote until trust and safety
 * release it from the fraud queue; blocking it there suspends the account (fraud-review.service.ts).
 */
import { ERROR_CODES } from '@shared/api/api-error';
import type { Env } from '../../config/env';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { openTicket } from '../back-office/tickets.service';
import * as repo from './fraud-check.repository';
import type { FraudVerdict, SignInKind } from './fraud-check.repository';

export type { FraudVerdict, SignInKind };

export interface FraudInput {
  kind: SignInKind;
  /** The account signing in (null for a sign-up: the account does not exist yet). */
  userId: number | null;
  email: string | null;
  ip: string | null;
  deviceId: string | null;
  seonSession: string | null;
}

export interface FraudAssessment {
  verdict: FraudVerdict;
  reasons: string[];
}

/** A fraud-check provider: the local rules engine, or an adapter for an anti-fraud service. */
export interface FraudChecker {
  readonly name: string;
  assess(input: FraudInput): Promise<FraudAssessment>;
}

export interface FraudLimits {
  signupsPerIp: number;
  signupsPerDevice: number;
  loginAccountsPerIp: number;
  loginAccountsPerDevice: number;
  /** Sign-ups per hour from one IP or device after which the next ones are held (below the refusal limits). */
  holdSignupsPerIp: number;
  holdSignupsPerDevice: number;
}

/** Known throwaway-inbox services missing from the package's list. */
const EXTRA_DISPOSABLE_DOMAINS = ['tempmail.com', 'tempmail.net', 'emailondeck.com'];
/** Domains that read like a throwaway inbox ("10minutemail", "temp-mail", "trashmail", "yopmail" …). */
const DISPOSABLE_LOOKING =
  /(^|[.-])(\d+minute-?mail|temp-?mail|trash-?mail|throw-?away-?mail|fake-?(mail|inbox)|burner-?mail|guerrilla-?mail|mailinator|yopmail)([.-]|$)/i;

let disposable: Promise<{ exact: Set<string>; wildcard: Set<string> }> | undefined;

/** The disposable-email-domains lists, loaded on the first sign-up (about 120,000 domains). */
function disposableLists() {
  disposable ??= Promise.all([import('disposable-email-domains'), import('disposable-email-domains/wildcard')]).then(
    ([exact, wildcard]) => ({
      exact: new Set([...exact.default, ...EXTRA_DISPOSABLE_DOMAINS]),
      wildcard: new Set(wildcard.default),
    }),
  );
  return disposable;
}

/** Whether the address's domain (or a parent domain) is a known or obvious throwaway-inbox service. */
export async function isDisposableEmail(email: string): Promise<boolean> {
  const domain = emailDomain(email);
  if (!domain) return false;
  if (DISPOSABLE_LOOKING.test(domain)) return true;
  const lists = await disposableLists();
  // The domain itself or a parent of it (x.mailinator.com), never a bare top-level domain.
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    if (lists.exact.has(candidate) || lists.wildcard.has(candidate)) return true;
  }
  return false;
}

function emailDomain(email: string | null): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  return email && at > 0
    ? email
        .slice(at + 1)
        .trim()
        .toLowerCase() || null
    : null;
}

/** The default provider: rules over our own records of the last hour and the disposable-domain lists. */
export function localRulesChecker(q: Queryable, limits: FraudLimits): FraudChecker {
  return {
    name: 'local',
    async assess(input) {
      if (input.kind === 'signup') {
        const reasons: string[] = [];
        if (input.email && (await isDisposableEmail(input.email))) reasons.push('disposable_email');
        const recent = await repo.recentSignups(q, input.ip, input.deviceId);
        if (input.ip && recent.by_ip >= limits.signupsPerIp) reasons.push('signups_per_ip');
        if (input.deviceId && recent.by_device >= limits.signupsPerDevice) reasons.push('signups_per_device');
        if (reasons.length) return { verdict: 'refuse', reasons };
        if (input.ip && recent.by_ip >= limits.holdSignupsPerIp) reasons.push('many_signups_per_ip');
        if (input.deviceId && recent.by_device >= limits.holdSignupsPerDevice) reasons.push('many_signups_per_device');
        return { verdict: reasons.length ? 'hold' : 'allow', reasons };
      }
      const recent = await repo.recentLoginAccounts(q, input);
      const reasons: string[] = [];
      if (input.ip && recent.by_ip >= limits.loginAccountsPerIp) reasons.push('login_accounts_per_ip');
      if (input.deviceId && recent.by_device >= limits.loginAccountsPerDevice) reasons.push('login_accounts_per_device');
      return { verdict: reasons.length ? 'challenge' : 'allow', reasons };
    },
  };
}

/** The configured provider. The hourly limits scale with RATE_LIMIT_SCALE like the API's (0: no velocity rules). */
export function fraudCheckerFor(q: Queryable, env: Env): FraudChecker {
  const scale = env.RATE_LIMIT_SCALE === 0 ? Number.POSITIVE_INFINITY : env.RATE_LIMIT_SCALE;
  const scaled = (n: number) => Math.max(1, Math.round(n * scale));
  return localRulesChecker(q, {
    signupsPerIp: scaled(env.FRAUD_SIGNUPS_PER_IP_HOUR),
    signupsPerDevice: scaled(env.FRAUD_SIGNUPS_PER_DEVICE_HOUR),
    loginAccountsPerIp: scaled(env.FRAUD_LOGIN_ACCOUNTS_PER_IP_HOUR),
    loginAccountsPerDevice: scaled(env.FRAUD_LOGIN_ACCOUNTS_PER_DEVICE_HOUR),
    holdSignupsPerIp: scaled(env.FRAUD_HOLD_SIGNUPS_PER_IP_HOUR),
    holdSignupsPerDevice: scaled(env.FRAUD_HOLD_SIGNUPS_PER_DEVICE_HOUR),
  });
}

export interface FraudDeps {
  db: Queryable;
  env: Env;
  /** Another provider (an anti-fraud service adapter, a test double); default: fraudCheckerFor(env). */
  checker?: FraudChecker;
  /** The app's adapters: a held sign-up opens its ticket in the fraud queue with them. */
  app?: FullDeps;
}

export interface SignInInput {
  kind: SignInKind;
  userId?: number | null;
  email?: string | null;
  ip?: string | null;
  deviceId?: string | null;
  seonSession?: string | null;
}

/**
 * Assesses a sign-up or log-in of any method (password, phone code, social, one-time link) and records it. Answers
 * the verdict when the sign-in may go on (allow, or hold for a sign-up let in under review); throws 403
 * `fraud_refused` for a refusal (a disposable address on the `email` field), or 403 code 6 (phone verification
 * needed) for a challenge. With the SPEC §6 flag off, or when the provider fails (logged), the sign-in is allowed.
 * `id` names the record (linkAssessmentToUser after a sign-up).
 */
export async function assessSignIn(deps: FraudDeps, input: SignInInput): Promise<FraudAssessment & { id: number | null }> {
  if (!deps.env.featureFlags.fraudCheck) return { id: null, verdict: 'allow', reasons: [] };
  const checker = deps.checker ?? fraudCheckerFor(deps.db, deps.env);
  const full: FraudInput = {
    kind: input.kind,
    userId: input.userId ?? null,
    email: input.email ?? null,
    ip: input.ip ?? null,
    deviceId: input.deviceId ?? null,
    seonSession: input.seonSession ?? null,
  };
  const result = await checker.assess(full).catch((err: unknown): FraudAssessment => {
    logger().error('fraud-check-failed', { provider: checker.name, err: err instanceof Error ? err.message : String(err) });
    return { verdict: 'allow', reasons: ['provider_error'] };
  });
  const id = await repo.insertAssessment(deps.db, {
    ...full,
    emailDomain: emailDomain(full.email),
    verdict: result.verdict,
    reasons: result.reasons,
    provider: checker.name,
  });
  if (result.verdict !== 'allow')
    logger().warn('fraud-check-stopped', { kind: full.kind, verdict: result.verdict, reasons: result.reasons, id });
  if (result.verdict === 'refuse') throw refusal(full.kind, result.reasons);
  if (result.verdict === 'challenge') {
    throw new AppError({ code: ERROR_CODES.PHONE_VERIFICATION_NEEDED, status: 403, messageKey: `fraud_challenge_${full.kind}` });
  }
  return { id, ...result };
}

function refusal(kind: SignInKind, reasons: string[]): AppError {
  if (reasons.includes('disposable_email')) {
    return new AppError({
      code: ERROR_CODES.FRAUD_REFUSED,
      status: 403,
      messageKey: 'disposable_email',
      fields: { email: 'disposable_email' },
    });
  }
  return new AppError({ code: ERROR_CODES.FRAUD_REFUSED, status: 403, messageKey: `fraud_refused_${kind}` });
}

/**
 * Names the new account on the sign-up's record, in the account's transaction; a held sign-up opens its ticket in the
 * fraud queue there too (with the app's adapters from `fraud.app`; without them, as in a bare service call, the hold
 * still applies and shows on the assessment).
 */
export async function linkAssessmentToUser(
  tx: Tx,
  assessmentId: number | null,
  userId: number,
  fraud?: Pick<FraudDeps, 'app'>,
): Promise<void> {
  if (!assessmentId) return;
  const linked = await repo.setAssessmentUser(tx, assessmentId, userId);
  if (!linked?.held || !fraud?.app) return;
  await openTicket(fraud.app, tx, {
    queue: 'fraud',
    subjectType: FRAUD_SUBJECT,
    subjectId: assessmentId,
    userId,
    summary: `Sign-up held: ${linked.reasons.join(', ')}`,
  });
}

/** The ticket subject of a held sign-up in the fraud queue. */
export const FRAUD_SUBJECT = 'fraud_assessment';

/**
 * Refuses (403 fraud_refused) an account held for review: the check before posting a request or sending a quote. (A
 * blocked hold suspended the account, which cannot sign in at all.)
 */
export async function assertNotHeld(q: Queryable, userId: number): Promise<void> {
  if (await repo.isHeld(q, userId)) throw new AppError({ code: ERROR_CODES.FRAUD_REFUSED, status: 403, messageKey: 'account_held' });
}
