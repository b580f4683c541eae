/**
 * Demo refund requests for the finance queue "refunds": two pros (not the demo pro, whose wallet the journeys use)
 * each with a paid card order in the sandbox and a pending request for part of it, with the ticket the payments
 * module opens in the product.
 */
import crypto from 'node:crypto';
import type { Tx } from '../../lib/db';

const DEMO_REFUNDS = [
  { paid: 500, asked: 300, daysAgo: 12, note: '年尾收工，想退返未用嘅點數。' },
  { paid: 300, asked: 300, daysAgo: 30, note: '' },
] as const;

export async function insertCreditRefundsDemo(tx: Tx, now: number): Promise<number> {
  const { rows: pros } = await tx.query<{ id: number; balance: number }>(
    `SELECT u.id, w.balance FROM users u JOIN wallets w ON w.user_id = u.id
      WHERE u.role = 'pro' AND u.username <> 'demo_pro' AND w.balance >= 300 ORDER BY u.id LIMIT $1`,
    [DEMO_REFUNDS.length],
  );
  let made = 0;
  for (const [i, pro] of pros.entries()) {
    const r = DEMO_REFUNDS[i];
    const paidAt = new Date(now - r.daysAgo * 86_400_000);
    const asked = Math.min(r.asked, pro.balance);
    const hash = crypto.createHash('sha256').update(`demo-refund-order:${pro.id}`).digest('base64url').slice(0, 24);
    const paymentId = `pay_demo_refund_${pro.id}`;
    await tx.query(
      `INSERT INTO sandbox_payments (id, merchant_ref, method, amount, currency, customer_ref, status, return_url, card_info,
                                     description, expires_at, paid_at, created, modified)
       VALUES ($1, $2, 'card', $3, 'HKD', $4, 'succeeded', $5, 'visa|x|4242', 'Sifu credit', $6, $6, $6, $6)`,
      [paymentId, hash, r.paid, `user:${pro.id}`, `/payment/${hash}`, paidAt],
    );
    const { rows: orders } = await tx.query<{ id: number }>(
      `INSERT INTO payment_orders (hash, user_id, kind, pay_type, amount, credit, status, provider, provider_ref, idempotency_key,
                                   card_info, paid_at, created, modified)
       VALUES ($1, $2, 'custom', 'card', $3, $3, 'pending', 'sandbox', $4, $5, 'visa|x|4242', $6, $6, $6) RETURNING id`,
      [hash, pro.id, r.paid, paymentId, `demo-refund-${pro.id}`, paidAt],
    );
    // Created pending and then paid, as every order is (its recorded history follows the order state machine).
    await tx.query(`UPDATE payment_orders SET status = 'paid' WHERE id = $1`, [orders[0].id]);
    const created = new Date(now - (i + 1) * 5 * 3_600_000);
    const { rows: requests } = await tx.query<{ id: number }>(
      `INSERT INTO credit_refund_requests (user_id, amount, note, created, modified) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
      [pro.id, asked, r.note, created],
    );
    await tx.query(
      `INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, summary, created)
       VALUES ('refunds', 'credit_refund', $1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [requests[0].id, pro.id, `HK$${asked}`, created],
    );
    if (orders.length) made += 1;
  }
  return made;
}
