/** SQL on merchant_applications (migration 0817): one row per application, the bank account stored normalized. */
import type { CompanyType, MerchantApplicationStatus } from '@shared/domain/merchants';
import type { MerchantApplicationValues } from '@shared/schemas/merchants.schema';
import type { Queryable } from '../../lib/db';

export interface MerchantRow {
  id: number;
  user_id: number;
  status: MerchantApplicationStatus;
  company_name_zh: string;
  company_name_en: string;
  br_number: string;
  company_type: CompanyType;
  contact_name: string;
  phone: string;
  email: string;
  address: string;
  bank_code: string;
  branch_code: string;
  account_number: string;
  account_holder: string;
  br_document_ids: number[];
  bank_document_ids: number[];
  reject_reason: string | null;
  decision_note: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  created: Date;
}

/** The index that keeps one application open per user. */
export const ONE_OPEN_INDEX = 'merchant_applications_one_open';

const COLUMNS = `id, user_id, status, company_name_zh, company_name_en, br_number, company_type, contact_name, phone, email, address,
  bank_code, branch_code, account_number, account_holder, br_document_ids, bank_document_ids, reject_reason, decision_note,
  decided_by, decided_at, created`;

export async function latestOf(q: Queryable, userId: number): Promise<MerchantRow | undefined> {
  const { rows } = await q.query<MerchantRow>(`SELECT ${COLUMNS} FROM merchant_applications WHERE user_id = $1 ORDER BY id DESC LIMIT 1`, [
    userId,
  ]);
  return rows[0];
}

export async function findById(q: Queryable, id: number): Promise<MerchantRow | undefined> {
  const { rows } = await q.query<MerchantRow>(`SELECT ${COLUMNS} FROM merchant_applications WHERE id = $1`, [id]);
  return rows[0];
}

/** Inserts a submitted application (the one-open index refuses a second while one is submitted or approved). */
export async function insert(q: Queryable, userId: number, v: MerchantApplicationValues): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO merchant_applications (user_id, company_name_zh, company_name_en, br_number, company_type, contact_name, phone,
       email, address, bank_code, branch_code, account_number, account_holder, br_document_ids, bank_document_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      userId,
      v.company_name_zh,
      v.company_name_en,
      v.br_number,
      v.company_type,
      v.contact_name,
      v.phone,
      v.email,
      v.address,
      v.bank_code,
      v.branch_code,
      v.account_number,
      v.account_holder,
      v.br_documents,
      v.bank_documents,
    ],
  );
  return rows[0].id;
}

/** Moves the user's submitted application to withdrawn; its id, or undefined when none is submitted. */
export async function withdraw(q: Queryable, userId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE merchant_applications SET status = 'withdrawn', modified = now()
      WHERE user_id = $1 AND status = 'submitted' RETURNING id`,
    [userId],
  );
  return rows[0]?.id;
}

/** Finance's decision on a submitted application; false when it was no longer submitted. */
export async function decide(
  q: Queryable,
  d: { id: number; status: 'approved' | 'rejected'; staffId: number; reason: string },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE merchant_applications
        SET status = $2, reject_reason = CASE WHEN $2 = 'rejected' THEN $4 END,
            decision_note = CASE WHEN $2 = 'approved' THEN NULLIF($4, '') END,
            decided_by = $3, decided_at = now(), modified = now()
      WHERE id = $1 AND status = 'submitted'`,
    [d.id, d.status, d.staffId, d.reason],
  );
  return rowCount === 1;
}
