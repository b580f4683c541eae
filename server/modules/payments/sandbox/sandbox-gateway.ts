/**
 * The sandbox gateway's own logic on its own tables (sandbox_payments, sandbox_cards): it stands in for an
 * external gateway. Every change that completes, fails or expires a payment writes one event in the same
 * transaction (sandbox-events.ts); the merchant learns of it only through the signed webhook.
 * Convenience-store and bank payments are in sandbox-offline.ts, saved cards and their charges in sandbox-saved-cards.ts.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { BANK_VALID_HOURS, CARD_CHECKOUT_VALID_MINUTES, CVS_VALID_HOURS, cardInfoOf, parseCardInfo } from '@shared/domain/payments';
import type { Queryable } from '../../../lib/db';
import { FAILURE_OF, TEST_CARDS, type ValidCard } from './sandbox-cards';
import { randomId, recordEvent, type SandboxDeps, type WireCard } from './sandbox-events';

export type SandboxMethod = 'card' | 'cvs' | 'bank';
export type SandboxStatus = 'open' | 'requires_action' | 'succeeded' | 'failed' | 'expired' | 'refunded';

export interface SandboxPayment {
  id: string;
  merchant_ref: string;
  method: SandboxMethod;
  amount: number;
  currency: string;
  customer_ref: string;
  status: SandboxStatus;
  return_url: string;
  save_card: boolean;
  card_token: string | null;
  card_info: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  payment_code: string | null;
  virtual_account: string | null;
  challenge_code: string | null;
  challenge_attempts: number;
  failure_code: string | null;
  description: string;
  expires_at: Date;
  paid_at: Date | null;
  /** Whole HKD given back so far (partial refunds add up). */
  refunded_amount: number;
  created: Date;
}

/** Wrong challenge codes allowed before the 3-D-Secure-like step fails the payment. */
export const CHALLENGE_MAX_ATTEMPTS = 3;

const VALID_MS: Record<SandboxMethod, number> = {
  card: CARD_CHECKOUT_VALID_MINUTES * 60_000,
  cvs: CVS_VALID_HOURS * 3_600_000,
  bank: BANK_VALID_HOURS * 3_600_000,
};

function digits(n: number): string {
  let out = String(crypto.randomInt(1, 10));
  while (out.length < n) out += String(crypto.randomInt(0, 10));
  return out;
}

export interface CreatePaymentInput {
  method: SandboxMethod;
  merchantRef: string;
  amount: number;
  currency: string;
  customerRef: string;
  returnUrl: string;
  saveCard: boolean;
  description: string;
}

/** Where a hosted page may send the browser back to: a same-site path or an http(s) URL (never javascript: or //host). */
export function isSafeReturnUrl(url: string): boolean {
  return url.length <= 2000 && (/^\/(?![/\\])/.test(url) || /^https?:\/\/[^\s]+$/i.test(url));
}

/** Opens a card checkout, a convenience-store bill (13-digit payment code, barcode) or a bank-transfer account. */
export async function createPayment(deps: SandboxDeps, input: CreatePaymentInput): Promise<SandboxPayment> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error('sandbox gateway: amount must be a positive integer');
  if (!isSafeReturnUrl(input.returnUrl)) throw new Error('sandbox gateway: returnUrl must be a path or an http(s) URL');
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await deps.db.one<SandboxPayment>(
        `INSERT INTO sandbox_payments (id, merchant_ref, method, amount, currency, customer_ref, status, return_url, save_card,
                                       payment_code, virtual_account, description, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'open', $7, $8, $9, $10, $11, now() + $12 * interval '1 millisecond')
         RETURNING *`,
        [
          randomId('pay'),
          input.merchantRef,
          input.method,
          input.amount,
          input.currency,
          input.customerRef,
          input.returnUrl,
          input.method === 'card' && input.saveCard,
          input.method === 'cvs' ? digits(13) : null,
          input.method === 'bank' ? `888${digits(9)}` : null,
          input.description.slice(0, 200),
          VALID_MS[input.method],
        ],
      );
      return row!;
    } catch (err) {
      // A payment code or account number drawn twice: draw again.
      if ((err as { code?: string }).code !== '23505' || attempt >= 3) throw err;
    }
  }
}

/** The barcode a convenience store scans: prefix, payment code, amount in 6 digits. */
export function barcodeOf(p: Pick<SandboxPayment, 'payment_code' | 'amount'>): string {
  return `91${p.payment_code ?? ''}${String(p.amount).padStart(6, '0')}`;
}

export async function findPayment(deps: SandboxDeps, id: string): Promise<SandboxPayment | undefined> {
  if (!/^pay_[0-9a-f]{24}$/.test(id)) return undefined;
  return deps.db.one<SandboxPayment>('SELECT * FROM sandbox_payments WHERE id = $1', [id]);
}

export function isPastDeadline(p: SandboxPayment, now = Date.now()): boolean {
  return p.expires_at.getTime() <= now;
}

/** Locks one payment for the rest of the transaction. */
export async function lockPayment(tx: Queryable, where: string, value: unknown): Promise<SandboxPayment | undefined> {
  const res = await tx.query<SandboxPayment>(`SELECT * FROM sandbox_payments WHERE ${where} = $1 FOR UPDATE`, [value]);
  return res.rows[0];
}

/** Marks an open payment expired and writes its event. */
export async function expireLocked(deps: SandboxDeps, tx: Queryable, p: SandboxPayment): Promise<void> {
  await tx.query(`UPDATE sandbox_payments SET status = 'expired', modified = now() WHERE id = $1`, [p.id]);
  await recordEvent(deps, tx, p, { type: 'payment.expired' });
}

/** Marks a payment succeeded (saving its card when asked) and writes the success event. */
export async function succeedLocked(
  deps: SandboxDeps,
  tx: Queryable,
  p: SandboxPayment,
  card?: { brand: string; last4: string; expMonth: number; expYear: number; testNumber: string },
): Promise<void> {
  let token: string | null = p.card_token;
  if (card && p.save_card && !token) token = await saveCard(tx, p.customer_ref, card);
  await tx.query(
    `UPDATE sandbox_payments SET status = 'succeeded', paid_at = now(), modified = now(), failure_code = NULL,
            card_info = COALESCE($2, card_info), card_token = $3, challenge_code = NULL
      WHERE id = $1`,
    [p.id, card ? cardInfoOf(card.brand, card.last4) : null, token],
  );
  const wire: WireCard | undefined = card
    ? { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, ...(token ? { token } : {}) }
    : undefined;
  await recordEvent(deps, tx, p, { type: 'payment.succeeded', card: wire });
}

/**
 * Runs `fn` in a transaction on a connection of its own, outside the app's pool. The sandbox stands in for a gateway
 * on other servers, and the app calls a refund from inside its own transaction, which holds the order's lock: when
 * the requests waiting on that lock (webhooks for the order) hold every connection of the pool, a refund that asked
 * the pool for one would wait for them while they wait for it, until the pool's timeout answered 500.
 */
async function onOwnConnection<T>(deps: SandboxDeps, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: (deps.db.pool.options as { connectionString?: string }).connectionString });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Gives a succeeded payment back and records the refund (sandbox_refunds), like a real gateway. Without a key the
 * whole payment, once (a second call for a refunded payment does nothing); with a key, `amount` of what is left,
 * once per key: the same key again answers 'refunded' without refunding more. Fully refunded payments become
 * 'refunded'.
 */
export async function refundPayment(deps: SandboxDeps, id: string, amount: number, key?: string): Promise<'refunded' | 'not_refundable'> {
  return onOwnConnection(deps, async (tx) => {
    const p = await lockPayment(tx, 'id', id);
    if (!p) return 'not_refundable';
    const idempotencyKey = key ?? 'full';
    const seen = await tx.query('SELECT 1 FROM sandbox_refunds WHERE payment_id = $1 AND idempotency_key = $2', [id, idempotencyKey]);
    if (seen.rows.length) return 'refunded';
    if (key === undefined && p.status === 'refunded') return 'refunded';
    const left = p.amount - p.refunded_amount;
    if (p.status !== 'succeeded' || amount <= 0 || amount > left || (key === undefined && amount !== p.amount)) return 'not_refundable';
    await tx.query('INSERT INTO sandbox_refunds (id, payment_id, amount, idempotency_key) VALUES ($1, $2, $3, $4)', [
      randomId('re'),
      id,
      amount,
      idempotencyKey,
    ]);
    await tx.query(
      `UPDATE sandbox_payments SET refunded_amount = refunded_amount + $2,
              status = CASE WHEN refunded_amount + $2 >= amount THEN 'refunded' ELSE status END, modified = now()
        WHERE id = $1`,
      [id, amount],
    );
    return 'refunded';
  });
}

/** Marks a payment failed with a SPEC §8 code and writes the failure event. */
export async function failLocked(
  deps: SandboxDeps,
  tx: Queryable,
  p: SandboxPayment,
  failure: { code: 4 | 211; message: string },
  card?: { brand: string; last4: string },
): Promise<void> {
  await tx.query(
    `UPDATE sandbox_payments SET status = 'failed', failure_code = $2, modified = now(), challenge_code = NULL,
            card_info = COALESCE($3, card_info)
      WHERE id = $1`,
    [p.id, String(failure.code), card ? cardInfoOf(card.brand, card.last4) : null],
  );
  await recordEvent(deps, tx, p, { type: 'payment.failed', failure, ...(card ? { card: { brand: card.brand, last4: card.last4 } } : {}) });
}

async function saveCard(
  tx: Queryable,
  customerRef: string,
  card: { brand: string; last4: string; expMonth: number; expYear: number; testNumber: string },
): Promise<string> {
  // The same card saved again by the same customer keeps its token (a real gateway matches its fingerprint).
  const same = await tx.query<{ token: string }>(
    `SELECT token FROM sandbox_cards WHERE customer_ref = $1 AND test_number = $2 AND exp_month = $3 AND exp_year = $4
        AND NOT is_removed LIMIT 1`,
    [customerRef, card.testNumber, card.expMonth, card.expYear],
  );
  if (same.rows[0]) return same.rows[0].token;
  const token = randomId('card');
  await tx.query(
    `INSERT INTO sandbox_cards (token, customer_ref, brand, last4, exp_month, exp_year, test_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [token, customerRef, card.brand, card.last4, card.expMonth, card.expYear, card.testNumber],
  );
  return token;
}

export type CardPayResult =
  | { kind: 'succeeded'; payment: SandboxPayment }
  | { kind: 'failed'; code: 4 | 211; payment: SandboxPayment }
  | { kind: 'challenge'; payment: SandboxPayment }
  | { kind: 'not_payable'; payment: SandboxPayment | undefined };

/** Pays an open (or declined, not yet expired) card checkout with a card from the hosted form. */
export async function payCardCheckout(deps: SandboxDeps, id: string, card: ValidCard): Promise<CardPayResult> {
  return deps.db.withTransaction(async (tx) => {
    const p = await lockPayment(tx, 'id', id);
    if (!p || p.method !== 'card' || !['open', 'failed'].includes(p.status)) return { kind: 'not_payable', payment: p };
    if (isPastDeadline(p)) {
      if (p.status === 'open') await expireLocked(deps, tx, p);
      return { kind: 'not_payable', payment: { ...p, status: 'expired' } };
    }
    if (card.outcome === 'declined' || card.outcome === 'foreign') {
      const failure = FAILURE_OF[card.outcome];
      await failLocked(deps, tx, p, failure, card);
      return { kind: 'failed', code: failure.code, payment: p };
    }
    if (card.outcome === 'challenge') {
      await tx.query(
        `UPDATE sandbox_payments SET status = 'requires_action', challenge_code = $2, challenge_attempts = 0, modified = now(),
                card_info = $3, card_exp_month = $4, card_exp_year = $5, failure_code = NULL
          WHERE id = $1`,
        [p.id, String(crypto.randomInt(100_000, 1_000_000)), cardInfoOf(card.brand, card.last4), card.expMonth, card.expYear],
      );
      return { kind: 'challenge', payment: p };
    }
    await succeedLocked(deps, tx, p, { ...card, testNumber: card.number });
    return { kind: 'succeeded', payment: p };
  });
}

export type ChallengeResult =
  | { kind: 'succeeded' | 'failed'; payment: SandboxPayment }
  | { kind: 'wrong_code'; attemptsLeft: number; payment: SandboxPayment }
  | { kind: 'not_payable'; payment: SandboxPayment | undefined };

/** The payer's answer to the 3-D-Secure-like step: the right code pays; cancelling or 3 wrong codes fail (4). */
export async function answerChallenge(deps: SandboxDeps, id: string, answer: { approve: boolean; code: string }): Promise<ChallengeResult> {
  return deps.db.withTransaction(async (tx) => {
    const p = await lockPayment(tx, 'id', id);
    if (!p || p.status !== 'requires_action') return { kind: 'not_payable', payment: p };
    if (isPastDeadline(p)) {
      await expireLocked(deps, tx, p);
      return { kind: 'not_payable', payment: { ...p, status: 'expired' } };
    }
    const card = parseCardInfo(p.card_info);
    const ok = answer.approve && p.challenge_code !== null && timingSafeEqualText(answer.code.trim(), p.challenge_code);
    if (ok && card) {
      const testNumber = TEST_CARDS.find((c) => c.outcome === 'challenge' && c.number.endsWith(card.last4))?.number ?? '';
      await succeedLocked(deps, tx, p, { ...card, expMonth: p.card_exp_month ?? 1, expYear: p.card_exp_year ?? 2000, testNumber });
      return { kind: 'succeeded', payment: p };
    }
    const attempts = p.challenge_attempts + 1;
    if (!answer.approve || attempts >= CHALLENGE_MAX_ATTEMPTS) {
      await failLocked(deps, tx, p, { code: 4, message: 'authentication_failed' }, card ?? undefined);
      return { kind: 'failed', payment: p };
    }
    await tx.query('UPDATE sandbox_payments SET challenge_attempts = $2, modified = now() WHERE id = $1', [p.id, attempts]);
    return { kind: 'wrong_code', attemptsLeft: CHALLENGE_MAX_ATTEMPTS - attempts, payment: p };
  });
}

function timingSafeEqualText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Expires one open payment now when its deadline has passed (a late form post), without waiting for the job. */
export async function expireIfDue(deps: SandboxDeps, id: string): Promise<void> {
  await deps.db.withTransaction(async (tx) => {
    const p = await lockPayment(tx, 'id', id);
    if (p && (p.status === 'open' || p.status === 'requires_action') && isPastDeadline(p)) await expireLocked(deps, tx, p);
  });
}

/** Expires open payments past their deadline (run by the 'sandbox-expire' job); returns how many. */
export async function expireOpenPayments(deps: SandboxDeps, limit = 500): Promise<number> {
  return deps.db.withTransaction(async (tx) => {
    const res = await tx.query<SandboxPayment>(
      `SELECT * FROM sandbox_payments WHERE status IN ('open', 'requires_action') AND expires_at <= now()
        ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
    for (const p of res.rows) await expireLocked(deps, tx, p);
    return res.rows.length;
  });
}
