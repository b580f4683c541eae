/**
 * Demo business-loan enquiries (flag businessLoan, on in the demo): a seeded pro's enquiry waiting in finance's
 * back-office queue `business_loans`, and one for demo_pro that finance has already called, so the queue, the
 * operator's panel and the pro's page each have something to show. Figures and phones are plainly illustrative.
 */
import type { Tx } from '../../lib/db';
import { DEMO_OPERATOR, DEMO_PRO } from './demo-accounts';

const HOUR = 3_600_000;

/** Inserts the two demo enquiries (and the waiting one's ticket); returns how many. */
export async function insertBusinessLoansDemo(tx: Tx, now: number): Promise<number> {
  const { rows: pros } = await tx.query<{ id: number; username: string }>(
    `SELECT id, username FROM users WHERE role = 'pro' AND deleted_at IS NULL
      ORDER BY (username = $1) DESC, id LIMIT 3`,
    [DEMO_PRO.username],
  );
  const demoPro = pros.find((p) => p.username === DEMO_PRO.username);
  // Not the pro whose merchant application waits in finance's queue: a different face in each queue.
  const other = pros.filter((p) => p.username !== DEMO_PRO.username)[1] ?? pros.find((p) => p.username !== DEMO_PRO.username);
  const operator = (await tx.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [DEMO_OPERATOR.username])).rows[0];
  let made = 0;
  if (other) {
    const created = new Date(now - 6 * HOUR);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO business_loan_enquiries (user_id, amount, purpose, business_age, phone, details, consented_at, created, modified)
       VALUES ($1, 180000, 'vehicle', '3_to_5', '+85296543210', $2, $3, $3, $3) RETURNING id`,
      [other.id, '想換一架客貨車做工程，最好可以分 3 年還。Replacing our van; a 3-year term would suit us.', created],
    );
    await tx.query(
      `INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, summary, created)
       VALUES ('business_loans', 'business_loan', $1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [rows[0].id, other.id, 'HK$180,000 · +852 9654 3210', created],
    );
    made += 1;
  }
  if (demoPro && operator) {
    const created = new Date(now - 4 * 24 * HOUR);
    const contacted = new Date(now - 3 * 24 * HOUR);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO business_loan_enquiries
         (user_id, status, amount, purpose, business_age, phone, details, consented_at, note, handled_by, contacted_at, created, modified)
       VALUES ($1, 'contacted', 60000, 'equipment', '1_to_3', '+85291112222', $2, $3, $4, $5, $6, $3, $6) RETURNING id`,
      [
        demoPro.id,
        '添置高壓通渠機同內窺鏡。New drain jetter and inspection camera.',
        created,
        'Called; partner sending terms',
        operator.id,
        contacted,
      ],
    );
    // Contacted is still open: its ticket stays in the queue until finance closes the enquiry.
    await tx.query(
      `INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, summary, created)
       VALUES ('business_loans', 'business_loan', $1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [rows[0].id, demoPro.id, 'HK$60,000 · +852 9111 2222', created],
    );
    made += 1;
  }
  return made;
}
