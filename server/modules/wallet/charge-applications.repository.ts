/** SQL on charge_applications (migration 0402) and the paid payment orders they list. */
import type { ChargeApplicationStatus, ChargeApplicationType } from '@shared/schemas/wallet-statements.schema';
import type { Queryable } from '../../lib/db';

/** Advisory lock space of charge applications (two-int keys: this, the user id). */
const LOCK_SPACE = 727_010;

export interface ApplicationRow {
  id: number;
  user_id: number;
  type: ChargeApplicationType;
  company_name: string;
  business_registration_no: string | null;
  address: string;
  email: string;
  order_ids: number[];
  order_refs: string[];
  total_amount: number;
  status: ChargeApplicationStatus;
  note: string;
  operator_note: string | null;
  document_number: string | null;
  document_attachment_id: number | null;
  created: Date;
}

const APPLICATION_COLUMNS = `a.id, a.user_id, a.type, a.company_name, a.business_registration_no, a.address, a.email, a.order_ids,
  COALESCE((SELECT array_agg(o.hash ORDER BY x.n) FROM unnest(a.order_ids) WITH ORDINALITY x(id, n)
              JOIN payment_orders o ON o.id = x.id AND o.user_id = a.user_id), '{}') AS order_refs,
  COALESCE((SELECT sum(o.amount) FROM payment_orders o WHERE o.id = ANY(a.order_ids) AND o.user_id = a.user_id), 0)::int AS total_amount,
  a.status, a.note, a.operator_note, a.document_number, a.document_attachment_id, a.created`;

/** The user's applications, newest first (or the one with `id`). */
export async function listApplications(q: Queryable, userId: number, id?: number): Promise<ApplicationRow[]> {
  const { rows } = await q.query<ApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS} FROM charge_applications a
      WHERE a.user_id = $1 AND ($2::int IS NULL OR a.id = $2) ORDER BY a.created DESC, a.id DESC`,
    [userId, id ?? null],
  );
  return rows;
}

export interface PaidOrderRow {
  id: number;
  hash: string;
  kind: string;
  pay_type: string;
  package_name_zh: string | null;
  package_name_en: string | null;
  amount: number;
  credit: number;
  paid_at: Date | null;
  created: Date;
  application_id: number | null;
}

/** The user's paid orders (newest first, at most `limit`), each with the application that already lists it. */
export async function listPaidOrders(q: Queryable, userId: number, limit = 500): Promise<PaidOrderRow[]> {
  const { rows } = await q.query<PaidOrderRow>(
    `SELECT o.id, o.hash, o.kind, o.pay_type, p.name_zh AS package_name_zh, p.name_en AS package_name_en,
            o.amount, o.credit, o.paid_at, o.created,
            (SELECT max(a.id) FROM charge_applications a
              WHERE a.user_id = o.user_id AND a.status <> 'rejected' AND o.id = ANY(a.order_ids)) AS application_id
       FROM payment_orders o LEFT JOIN credit_packages p ON p.id = o.package_id
      WHERE o.user_id = $1 AND o.status = 'paid'
      ORDER BY COALESCE(o.paid_at, o.created) DESC, o.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/** Serialises the applications of one user until the transaction ends (so an order cannot be listed twice). */
export async function lockApplicant(q: Queryable, userId: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_SPACE, userId]);
}

/** The ids among `ids` that are this user's paid orders. */
export async function findPaidOrderIds(q: Queryable, userId: number, ids: number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM payment_orders WHERE user_id = $1 AND id = ANY($2::int[]) AND status = 'paid'`,
    [userId, ids],
  );
  return rows.map((r) => r.id);
}

/** The ids among `ids` already listed by an application of this user that is not rejected. */
export async function findRequestedOrderIds(q: Queryable, userId: number, ids: number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT DISTINCT x.id FROM charge_applications a, unnest(a.order_ids) x(id)
      WHERE a.user_id = $1 AND a.status <> 'rejected' AND a.order_ids && $2::int[] AND x.id = ANY($2::int[])
      ORDER BY x.id`,
    [userId, ids],
  );
  return rows.map((r) => r.id);
}

export async function insertApplication(
  q: Queryable,
  a: {
    userId: number;
    type: ChargeApplicationType;
    companyName: string;
    brNumber: string | null;
    address: string;
    email: string;
    orderIds: number[];
    note: string;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO charge_applications (user_id, type, company_name, business_registration_no, address, email, order_ids, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [a.userId, a.type, a.companyName, a.brNumber, a.address, a.email, a.orderIds, a.note],
  );
  return rows[0].id;
}

export interface Applicant {
  email: string;
  language: string;
  username: string;
  first_name: string;
  last_name: string;
}

export async function findApplicant(q: Queryable, userId: number): Promise<Applicant | undefined> {
  const { rows } = await q.query<Applicant>('SELECT email, language, username, first_name, last_name FROM users WHERE id = $1', [userId]);
  return rows[0];
}

// ----------------------------------------------------------------------------------------------- back office

/** An application with its applicant, as finance sees it (any user's). */
export interface OpsApplicationRow extends ApplicationRow {
  username: string;
  first_name: string;
  last_name: string;
  user_email: string;
  language: string;
  decided_at: Date | null;
  issued_by_username: string | null;
  issued_by_first_name: string | null;
  issued_by_last_name: string | null;
}

const OPS_COLUMNS = `${APPLICATION_COLUMNS}, u.username, u.first_name, u.last_name, u.email AS user_email, u.language, a.decided_at,
  ib.username AS issued_by_username, ib.first_name AS issued_by_first_name, ib.last_name AS issued_by_last_name`;

/** The application with `id` (`lock`: FOR UPDATE of the application row, for the decision's transaction). */
export async function findForOps(q: Queryable, id: number, lock = false): Promise<OpsApplicationRow | undefined> {
  const { rows } = await q.query<OpsApplicationRow>(
    `SELECT ${OPS_COLUMNS} FROM charge_applications a JOIN users u ON u.id = a.user_id LEFT JOIN users ib ON ib.id = a.issued_by
      WHERE a.id = $1 ${lock ? 'FOR UPDATE OF a' : ''}`,
    [id],
  );
  return rows[0];
}

export interface OrderLineRow {
  id: number;
  hash: string;
  amount: number;
  credit: number;
  package_name_zh: string | null;
  package_name_en: string | null;
  paid_at: Date;
}

/** The application's orders that are the applicant's paid orders, in the application's order. */
export async function orderLines(q: Queryable, userId: number, orderIds: number[]): Promise<OrderLineRow[]> {
  const { rows } = await q.query<OrderLineRow>(
    `SELECT o.id, o.hash, o.amount, o.credit, p.name_zh AS package_name_zh, p.name_en AS package_name_en,
            COALESCE(o.paid_at, o.created) AS paid_at
       FROM unnest($2::int[]) WITH ORDINALITY x(id, n)
       JOIN payment_orders o ON o.id = x.id AND o.user_id = $1 AND o.status = 'paid'
       LEFT JOIN credit_packages p ON p.id = o.package_id
      ORDER BY x.n`,
    [userId, orderIds],
  );
  return rows;
}

/** The next number of a prefix in a year: the counter row stays locked until the transaction ends (no gaps). */
export async function nextDocumentNumber(q: Queryable, prefix: string, year: number): Promise<number> {
  const { rows } = await q.query<{ last: number }>(
    `INSERT INTO charge_document_counters (prefix, year, last) VALUES ($1, $2, 1)
     ON CONFLICT (prefix, year) DO UPDATE SET last = charge_document_counters.last + 1 RETURNING last`,
    [prefix, year],
  );
  return rows[0].last;
}

/** Issues a still-submitted application; false when it was already decided. */
export async function markIssued(
  q: Queryable,
  id: number,
  d: { documentNumber: string; attachmentId: number; staffId: number },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE charge_applications
        SET status = 'issued', document_number = $2, document_attachment_id = $3, issued_by = $4, operator_note = $2, decided_at = now()
      WHERE id = $1 AND status = 'submitted'`,
    [id, d.documentNumber, d.attachmentId, d.staffId],
  );
  return rowCount === 1;
}

export interface SavedInvoiceDetails {
  company_name: string;
  address: string;
  business_registration_number: string;
}

/** The pro's saved invoice details (the settings module's invoice_settings), read to fill what a request left out. */
export async function findInvoiceDetails(q: Queryable, userId: number): Promise<SavedInvoiceDetails | undefined> {
  const { rows } = await q.query<SavedInvoiceDetails>(
    'SELECT company_name, address, business_registration_number FROM invoice_settings WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}
