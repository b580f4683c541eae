/** SQL on service_certificates, identity_verifications, operator_audit and their attachment links. */
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';

/** The attachments linked to a row as `kind` (attachment rows as JSON, `created` as a UTC string), oldest first. */
const filesOf = (kind: 'certificate' | 'identity', refExpr: string) =>
  `COALESCE((SELECT json_agg(to_jsonb(a) || jsonb_build_object('created', ${utcSql('a.created')}) ORDER BY a.id)
               FROM attachment_links l JOIN attachments a ON a.id = l.attachment_id
              WHERE l.kind = '${kind}' AND l.ref_id = ${refExpr}), '[]')`;

export interface CertificateRow {
  service_certificate_id: number;
  quote_service_id: number;
  business_name_zh: string;
  business_name_en: string;
  user_id: number;
  type: 'company' | 'personal';
  licence_type: string | null;
  name: string;
  unified_number: string | null;
  reference_identity: string | null;
  description: string;
  status: 1 | 2 | 3 | 4;
  reject_reason: string | null;
  reviewed_on: Date | null;
  created: Date;
  modified: Date;
  files: unknown[];
}

const CERT_COLUMNS = `sc.service_certificate_id, sc.quote_service_id, qs.business_name_zh, qs.business_name_en, qs.user_id, sc.type,
  sc.licence_type, sc.name, sc.unified_number, sc.reference_identity, sc.description, sc.status, sc.reject_reason, sc.reviewed_on,
  sc.created, sc.modified, ${filesOf('certificate', 'sc.service_certificate_id')} AS files`;

/** Certificates with their service's names and user, filtered by `where` (SQL over sc and qs). */
async function selectCertificates(q: Queryable, where: string, params: unknown[]): Promise<CertificateRow[]> {
  const { rows } = await q.query<CertificateRow>(
    `SELECT ${CERT_COLUMNS} FROM service_certificates sc JOIN quote_services qs ON qs.quote_service_id = sc.quote_service_id
      WHERE ${where}`,
    params,
  );
  return rows;
}

export interface ServiceRow {
  quote_service_id: number;
  user_id: number;
  business_name_zh: string;
  business_name_en: string;
}

/** The service if `userId` owns it. */
export async function ownedService(q: Queryable, serviceId: number, userId: number): Promise<ServiceRow | undefined> {
  const { rows } = await q.query<ServiceRow>(
    'SELECT quote_service_id, user_id, business_name_zh, business_name_en FROM quote_services WHERE quote_service_id = $1 AND user_id = $2',
    [serviceId, userId],
  );
  return rows[0];
}

export async function listForService(q: Queryable, serviceId: number): Promise<CertificateRow[]> {
  return selectCertificates(q, 'sc.quote_service_id = $1 ORDER BY sc.created DESC, sc.service_certificate_id DESC', [serviceId]);
}

/** Every certificate of every service of the user, newest first. */
export async function listForUser(q: Queryable, userId: number): Promise<CertificateRow[]> {
  return selectCertificates(q, 'qs.user_id = $1 ORDER BY sc.created DESC, sc.service_certificate_id DESC', [userId]);
}

/** One certificate of a service (locked for update when `lock`). */
export async function findInService(q: Queryable, serviceId: number, certId: number, lock = false): Promise<CertificateRow | undefined> {
  const forUpdate = lock ? ' FOR UPDATE OF sc' : '';
  const rows = await selectCertificates(q, `sc.service_certificate_id = $1 AND sc.quote_service_id = $2${forUpdate}`, [certId, serviceId]);
  return rows[0];
}

/** Certificates of a service that still count (not withdrawn). */
export async function countActive(q: Queryable, serviceId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM service_certificates WHERE quote_service_id = $1 AND status <> 3',
    [serviceId],
  );
  return rows[0].n;
}

export type NewCertificate = Pick<
  CertificateRow,
  'quote_service_id' | 'type' | 'licence_type' | 'name' | 'unified_number' | 'reference_identity' | 'description'
>;

export async function insertCertificate(q: Queryable, c: NewCertificate): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO service_certificates (quote_service_id, type, licence_type, name, unified_number, reference_identity, description, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1) RETURNING service_certificate_id AS id`,
    [c.quote_service_id, c.type, c.licence_type, c.name, c.unified_number, c.reference_identity, c.description],
  );
  return rows[0].id;
}

export async function setWithdrawn(q: Queryable, certId: number): Promise<void> {
  await q.query('UPDATE service_certificates SET status = 3, modified = now() WHERE service_certificate_id = $1', [certId]);
}

export async function deleteCertificate(q: Queryable, certId: number): Promise<void> {
  await q.query('DELETE FROM service_certificates WHERE service_certificate_id = $1', [certId]);
}

export interface Decided {
  id: number;
  owner_id: number;
  quote_service_id: number | null;
  status: 1 | 2 | 3 | 4;
  reviewed_on: Date;
}

/** Records a decision on a pending certificate; undefined when it is not pending (or does not exist). */
export async function decideCertificate(
  q: Queryable,
  certId: number,
  d: { status: 2 | 4; reviewerId: number | null; reason: string | null },
): Promise<Decided | undefined> {
  const { rows } = await q.query<Decided>(
    `UPDATE service_certificates sc SET status = $2, reviewed_by = $3, reviewed_on = now(), reject_reason = $4, modified = now()
       FROM quote_services qs
      WHERE sc.service_certificate_id = $1 AND sc.status = 1 AND qs.quote_service_id = sc.quote_service_id
      RETURNING sc.service_certificate_id AS id, qs.user_id AS owner_id, sc.quote_service_id, sc.status, sc.reviewed_on`,
    [certId, d.status, d.reviewerId, d.reason],
  );
  return rows[0];
}

export async function certificateExists(q: Queryable, certId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM service_certificates WHERE service_certificate_id = $1', [certId]);
  return rows.length > 0;
}

/** A certificate by id with its service (for notifications and the queue). */
export async function certificateById(q: Queryable, certId: number): Promise<CertificateRow | undefined> {
  return (await selectCertificates(q, 'sc.service_certificate_id = $1', [certId]))[0];
}

// ---------------------------------------------------------------------------------------------------
// Identity
// ---------------------------------------------------------------------------------------------------

export interface IdentityRow {
  id: number;
  user_id: number;
  real_id: string;
  card_type: 'HKID' | 'passport';
  real_name: string;
  status: 1 | 2 | 3 | 4;
  provider: string;
  reject_reason: string | null;
  reviewed_on: Date | null;
  created: Date;
  files: unknown[];
}

const IDENTITY_COLUMNS = `iv.id, iv.user_id, iv.real_id, iv.card_type, iv.real_name, iv.status, iv.provider, iv.reject_reason, iv.reviewed_on,
  iv.created, ${filesOf('identity', 'iv.id')} AS files`;

/** The user's latest identity submission. */
export async function latestIdentity(q: Queryable, userId: number, lock = false): Promise<IdentityRow | undefined> {
  const { rows } = await q.query<IdentityRow>(
    `SELECT ${IDENTITY_COLUMNS} FROM identity_verifications iv WHERE iv.user_id = $1 ORDER BY iv.created DESC, iv.id DESC LIMIT 1${
      lock ? ' FOR UPDATE' : ''
    }`,
    [userId],
  );
  return rows[0];
}

export async function identityById(q: Queryable, id: number): Promise<IdentityRow | undefined> {
  const { rows } = await q.query<IdentityRow>(`SELECT ${IDENTITY_COLUMNS} FROM identity_verifications iv WHERE iv.id = $1`, [id]);
  return rows[0];
}

export async function insertIdentity(
  q: Queryable,
  v: { userId: number; realId: string; cardType: 'HKID' | 'passport'; realName: string; provider: string },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO identity_verifications (user_id, real_id, card_type, real_name, provider, status) VALUES ($1, $2, $3, $4, $5, 1) RETURNING id`,
    [v.userId, v.realId, v.cardType, v.realName, v.provider],
  );
  return rows[0].id;
}

/** Records a decision on a pending identity check; undefined when it is not pending (or does not exist). */
export async function decideIdentity(
  q: Queryable,
  id: number,
  d: { status: 2 | 4; reviewerId: number | null; reason: string | null },
): Promise<Decided | undefined> {
  const { rows } = await q.query<Decided>(
    `UPDATE identity_verifications SET status = $2, reviewed_by = $3, reviewed_on = now(), reject_reason = $4, modified = now()
      WHERE id = $1 AND status = 1
      RETURNING id, user_id AS owner_id, NULL::int AS quote_service_id, status, reviewed_on`,
    [id, d.status, d.reviewerId, d.reason],
  );
  return rows[0];
}

export async function identityExists(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM identity_verifications WHERE id = $1', [id]);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Audit and the operator queue
// ---------------------------------------------------------------------------------------------------

export type TargetType = 'certificate' | 'identity';

export interface AuditRow {
  target_type: TargetType;
  target_id: number;
  action: 'approve' | 'reject';
  reason: string;
  created: Date;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
}

export async function auditOf(q: Queryable, targetType: TargetType, ids: number[]): Promise<AuditRow[]> {
  if (!ids.length) return [];
  const { rows } = await q.query<AuditRow>(
    `SELECT oa.target_type, oa.target_id, oa.action, oa.reason, oa.created, u.username, u.first_name, u.last_name
       FROM operator_audit oa LEFT JOIN users u ON u.id = oa.operator_id
      WHERE oa.target_type = $1 AND oa.target_id = ANY($2::int[]) ORDER BY oa.created, oa.id`,
    [targetType, ids],
  );
  return rows;
}

export interface QueueKey {
  kind: TargetType;
  id: number;
}

/**
 * One page of the queue: certificates and identity checks with the status, optionally of one kind. Pending items
 * come oldest first (first in, first decided); decided ones latest decision first.
 */
export async function queuePage(
  q: Queryable,
  f: { status: number; kind?: TargetType; limit: number; offset: number },
): Promise<QueueKey[]> {
  const { rows } = await q.query<QueueKey>(
    `WITH items AS (
       SELECT 'certificate' AS kind, service_certificate_id AS id, created, reviewed_on FROM service_certificates
        WHERE status = $1 AND ($2::text IS NULL OR $2 = 'certificate')
       UNION ALL
       SELECT 'identity', id, created, reviewed_on FROM identity_verifications
        WHERE status = $1 AND ($2::text IS NULL OR $2 = 'identity'))
     SELECT kind, id FROM items
      ORDER BY CASE WHEN $1 = 1 THEN created END ASC, reviewed_on DESC NULLS LAST, created DESC, kind, id
      LIMIT $3 OFFSET $4`,
    [f.status, f.kind ?? null, f.limit, f.offset],
  );
  return rows;
}

export async function countQueue(q: Queryable, f: { status: number; kind?: TargetType }): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT (CASE WHEN $2::text IS NULL OR $2 = 'certificate' THEN (SELECT count(*) FROM service_certificates WHERE status = $1) ELSE 0 END
           + CASE WHEN $2::text IS NULL OR $2 = 'identity' THEN (SELECT count(*) FROM identity_verifications WHERE status = $1) ELSE 0 END)::int AS n`,
    [f.status, f.kind ?? null],
  );
  return rows[0].n;
}

export async function pendingCounts(q: Queryable): Promise<{ certificate: number; identity: number }> {
  const { rows } = await q.query<{ certificate: number; identity: number }>(
    `SELECT (SELECT count(*) FROM service_certificates WHERE status = 1)::int AS certificate,
            (SELECT count(*) FROM identity_verifications WHERE status = 1)::int AS identity`,
  );
  return rows[0];
}

export async function certificatesByIds(q: Queryable, ids: number[]): Promise<CertificateRow[]> {
  if (!ids.length) return [];
  return selectCertificates(q, 'sc.service_certificate_id = ANY($1::int[])', [ids]);
}

export async function identitiesByIds(q: Queryable, ids: number[]): Promise<IdentityRow[]> {
  if (!ids.length) return [];
  const { rows } = await q.query<IdentityRow>(`SELECT ${IDENTITY_COLUMNS} FROM identity_verifications iv WHERE iv.id = ANY($1::int[])`, [
    ids,
  ]);
  return rows;
}

export interface PersonRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
}

export async function people(q: Queryable, ids: number[]): Promise<PersonRow[]> {
  if (!ids.length) return [];
  const { rows } = await q.query<PersonRow>('SELECT id, username, first_name, last_name FROM users WHERE id = ANY($1::int[])', [ids]);
  return rows;
}
