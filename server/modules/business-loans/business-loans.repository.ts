/** SQL on business_loan_enquiries (migration 0821): one row per enquiry, one open (new or contacted) per pro. */
import type { BusinessAge, BusinessLoanPurpose, BusinessLoanStatus } from '@shared/domain/business-loans';
import type { BusinessLoanValues } from '@shared/schemas/business-loans.schema';
import type { Queryable } from '../../lib/db';

export interface EnquiryRow {
  id: number;
  user_id: number;
  status: BusinessLoanStatus;
  amount: number;
  purpose: BusinessLoanPurpose;
  business_age: BusinessAge;
  phone: string;
  details: string;
  note: string;
  handled_by: number | null;
  contacted_at: Date | null;
  closed_at: Date | null;
  created: Date;
}

/** The index that keeps one enquiry open per pro. */
export const ONE_OPEN_INDEX = 'business_loan_enquiries_one_open';

const COLUMNS = 'id, user_id, status, amount, purpose, business_age, phone, details, note, handled_by, contacted_at, closed_at, created';

export async function latestOf(q: Queryable, userId: number): Promise<EnquiryRow | undefined> {
  const { rows } = await q.query<EnquiryRow>(`SELECT ${COLUMNS} FROM business_loan_enquiries WHERE user_id = $1 ORDER BY id DESC LIMIT 1`, [
    userId,
  ]);
  return rows[0];
}

export async function findById(q: Queryable, id: number): Promise<EnquiryRow | undefined> {
  const { rows } = await q.query<EnquiryRow>(`SELECT ${COLUMNS} FROM business_loan_enquiries WHERE id = $1`, [id]);
  return rows[0];
}

/** A new enquiry (the one-open index refuses a second while one is new or contacted). */
export async function insert(q: Queryable, userId: number, v: BusinessLoanValues): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO business_loan_enquiries (user_id, amount, purpose, business_age, phone, details, consented_at)
     VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
    [userId, v.amount, v.purpose, v.business_age, v.phone, v.details],
  );
  return rows[0].id;
}

/** Moves an enquiry on from one of `from`; false when it is no longer in one of them (someone moved it first). */
export async function move(
  q: Queryable,
  m: { id: number; to: 'contacted' | 'closed'; from: readonly BusinessLoanStatus[]; staffId: number; note: string },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE business_loan_enquiries
        SET status = $2, handled_by = $4, note = CASE WHEN $5 = '' THEN note ELSE $5 END,
            contacted_at = CASE WHEN $2 = 'contacted' THEN now() ELSE contacted_at END,
            closed_at = CASE WHEN $2 = 'closed' THEN now() ELSE closed_at END, modified = now()
      WHERE id = $1 AND status = ANY($3::text[])`,
    [m.id, m.to, m.from, m.staffId, m.note],
  );
  return rowCount === 1;
}
