/**
 * The starter free credit is given once per person for ever (docs/decisions/0035): a grant first claims the
 * account's e-mail address and phone number in starter_credit_claims, a table of SHA-256 digests of the normalized
 * values with no user id, which survives account deletion on purpose. The normalization and the digest are SQL
 * functions of migration 0808, so the grant, the migration's backfill and the demo seed cannot disagree.
 */
import type { Queryable } from '../../lib/db';

/**
 * Claims the user's e-mail and phone inside the caller's transaction: true when neither was claimed before (the
 * credit may be given). A concurrent claim of the same value waits for the other transaction and then finds it.
 */
export async function claimStarterCredit(tx: Queryable, userId: number): Promise<boolean> {
  const { rows } = await tx.query<{ fresh: boolean }>('SELECT claim_starter_credit($1) AS fresh', [userId]);
  return rows[0].fresh;
}
