/** The sandbox gateway's saved cards (tokens per customer_ref) and merchant-initiated charges of them. */
import { cardInfoOf } from '@shared/domain/payments';
import { FAILURE_OF, tokenChargeOutcome } from './sandbox-cards';
import { randomId, type SandboxDeps } from './sandbox-events';
import { failLocked, succeedLocked, type SandboxPayment } from './sandbox-gateway';

export interface SandboxCard {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export type TokenChargeOutcome = { payment: SandboxPayment; failure?: { code: 4 | 211; message: string } } | { notFound: true };

/** A merchant-initiated charge of a saved card: completes at once (no 3-D Secure) and writes its event. */
export async function chargeSavedCard(
  deps: SandboxDeps,
  req: { token: string; customerRef: string; merchantRef: string; amount: number; currency: string; description: string },
): Promise<TokenChargeOutcome> {
  if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new Error('sandbox gateway: amount must be a positive integer');
  return deps.db.withTransaction(async (tx) => {
    const found = await tx.query<SandboxCard & { test_number: string }>(
      'SELECT * FROM sandbox_cards WHERE token = $1 AND customer_ref = $2 AND NOT is_removed',
      [req.token, req.customerRef],
    );
    const card = found.rows[0];
    if (!card) return { notFound: true as const };
    const res = await tx.query<SandboxPayment>(
      `INSERT INTO sandbox_payments (id, merchant_ref, method, amount, currency, customer_ref, status, return_url, card_token,
                                     card_info, card_exp_month, card_exp_year, description, expires_at)
       VALUES ($1, $2, 'card', $3, $4, $5, 'open', '', $6, $7, $8, $9, $10, now()) RETURNING *`,
      [
        randomId('pay'),
        req.merchantRef,
        req.amount,
        req.currency,
        req.customerRef,
        card.token,
        cardInfoOf(card.brand, card.last4),
        card.exp_month,
        card.exp_year,
        req.description.slice(0, 200),
      ],
    );
    const p = res.rows[0];
    const outcome = tokenChargeOutcome(card.test_number);
    const info = { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year, testNumber: card.test_number };
    if (outcome === 'success') {
      await succeedLocked(deps, tx, p, info);
      return { payment: { ...p, status: 'succeeded' as const } };
    }
    const failure = FAILURE_OF[outcome];
    await failLocked(deps, tx, p, failure, info);
    return { payment: { ...p, status: 'failed' as const }, failure };
  });
}

/** The cards a customer has saved (not removed), newest first. */
export async function listSavedCards(deps: SandboxDeps, customerRef: string): Promise<SandboxCard[]> {
  return deps.db.many<SandboxCard>(
    `SELECT token, brand, last4, exp_month, exp_year FROM sandbox_cards
      WHERE customer_ref = $1 AND NOT is_removed ORDER BY created DESC, token`,
    [customerRef],
  );
}

/** Removes a customer's saved card; false when it is not theirs or already removed. */
export async function removeSavedCard(deps: SandboxDeps, customerRef: string, token: string): Promise<boolean> {
  const res = await deps.db.query('UPDATE sandbox_cards SET is_removed = true WHERE token = $1 AND customer_ref = $2 AND NOT is_removed', [
    token,
    customerRef,
  ]);
  return (res.rowCount ?? 0) > 0;
}
