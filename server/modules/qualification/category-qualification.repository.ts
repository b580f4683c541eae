/** SQL of category qualification (SPEC §8 251): a category's required licence against a service's approved certificates. */
import type { LicenceType } from '@shared/schemas/certificates.schema';
import type { Queryable } from '../../lib/db';

/**
 * SQL true when the service (`serviceExpr`) may take requests of the category (`categoryExpr`): the category needs no
 * licence, or the service holds an approved (2) personal certificate of the licence type it needs. Answered from the
 * partial index service_certificates_approved_licence_idx, so matching can ask it of every candidate service.
 */
export const qualifiedSql = (serviceExpr: string, categoryExpr: string) =>
  `NOT EXISTS (SELECT 1 FROM quote_categories qq WHERE qq.id = ${categoryExpr} AND qq.required_licence_type IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM service_certificates ql WHERE ql.quote_service_id = ${serviceExpr}
                      AND ql.status = 2 AND ql.type = 'personal' AND ql.licence_type = qq.required_licence_type))`;

/** The licence types of the service's approved personal certificates, each once. */
export async function approvedLicenceTypes(q: Queryable, serviceId: number): Promise<LicenceType[]> {
  const { rows } = await q.query<{ licence_type: LicenceType }>(
    `SELECT DISTINCT licence_type FROM service_certificates
      WHERE quote_service_id = $1 AND status = 2 AND type = 'personal' AND licence_type IS NOT NULL ORDER BY licence_type`,
    [serviceId],
  );
  return rows.map((r) => r.licence_type);
}

export interface UnqualifiedRow {
  quote_category_id: number;
  required_licence_type: LicenceType;
}

/** Of `categoryIds`, those that need a licence the service has no approved certificate of, by id. */
export async function unqualified(q: Queryable, serviceId: number | null, categoryIds: number[]): Promise<UnqualifiedRow[]> {
  if (!categoryIds.length) return [];
  const { rows } = await q.query<UnqualifiedRow>(
    `SELECT c.id AS quote_category_id, c.required_licence_type FROM quote_categories c
      WHERE c.id = ANY($2::int[]) AND c.required_licence_type IS NOT NULL
        AND NOT (${qualifiedSql('$1::int', 'c.id')})
      ORDER BY c.id`,
    [serviceId, categoryIds],
  );
  return rows;
}
