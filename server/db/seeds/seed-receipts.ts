/**
 * Demo receipt and invoice requests for the finance queue "receipts": the three newest seeded pros (not the demo pro,
 * whose purchases the journeys use; the refund demo takes the oldest) each with paid card orders and a request still
 * waiting, with the ticket the wallet module opens in the product.
 */
import crypto from 'node:crypto';
import type { Tx } from '../../lib/db';

const DEMO_RECEIPTS = [
  {
    type: 'receipt',
    paid: [300, 500],
    company: '陳記水喉工程有限公司',
    br: '31245678',
    address: '香港灣仔軒尼詩道 188 號 12 樓',
    note: '',
    hoursAgo: 20,
  },
  {
    type: 'invoice',
    paid: [1000],
    company: '黃氏裝修工程 Wong Renovation Ltd',
    br: '40876512',
    address: '九龍旺角彌敦道 600 號',
    note: 'PO 2026-118',
    hoursAgo: 50,
  },
  { type: 'receipt', paid: [150], company: '', br: null, address: '', note: '', hoursAgo: 90 },
] as const;

export async function insertReceiptsDemo(tx: Tx, now: number): Promise<number> {
  const { rows: pros } = await tx.query<{ id: number; email: string; language: string }>(
    `SELECT u.id, u.email, u.language FROM users u
      WHERE u.role = 'pro' AND u.username <> 'demo_pro' ORDER BY u.id DESC LIMIT $1`,
    [DEMO_RECEIPTS.length],
  );
  let made = 0;
  for (const [i, pro] of pros.entries()) {
    const r = DEMO_RECEIPTS[i];
    const created = new Date(now - r.hoursAgo * 3_600_000);
    const orderIds: number[] = [];
    for (const [j, amount] of r.paid.entries()) {
      const paidAt = new Date(created.getTime() - (j + 1) * 6 * 86_400_000);
      const hash = crypto.createHash('sha256').update(`demo-receipt-order:${pro.id}:${j}`).digest('base64url').slice(0, 24);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO payment_orders (hash, user_id, kind, pay_type, amount, credit, status, provider, idempotency_key, card_info,
                                     paid_at, created, modified)
         VALUES ($1, $2, 'custom', 'card', $3, $3, 'pending', 'sandbox', $4, 'visa|x|4242', $5, $5, $5) RETURNING id`,
        [hash, pro.id, amount, `demo-receipt-${pro.id}-${j}`, paidAt],
      );
      // Created pending and then paid, as every order is (its recorded history follows the order state machine).
      await tx.query(`UPDATE payment_orders SET status = 'paid' WHERE id = $1`, [rows[0].id]);
      orderIds.push(rows[0].id);
    }
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO charge_applications (user_id, type, company_name, business_registration_no, address, email, order_ids, note, created)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [pro.id, r.type, r.company, r.br, r.address, pro.email, orderIds, r.note, created],
    );
    const total = r.paid.reduce((n: number, a: number) => n + a, 0);
    const kind = r.type === 'invoice' ? '發票 Invoice' : '收據 Receipt';
    await tx.query(
      `INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, language, summary, created)
       VALUES ('receipts', 'charge_application', $1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [rows[0].id, pro.id, pro.language, `${kind} HK$${total.toLocaleString('en-US')}${r.company ? ` · ${r.company}` : ''}`, created],
    );
    made += 1;
  }
  return made;
}
