/**
 * Category qualification (SPEC §8 251). Plumbing and electrical work in Hong Kong need a WSD licensed plumber or an
 * EMSD registered electrical worker; quote_categories.required_licence_type names the licence, and a service
 * qualifies for the category once it holds an approved personal certificate of that type. Without it the pro is not
 * matched to the category's requests, cannot add the category to a service, opt in to its jobs or quote them.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import type { LicenceType } from '@shared/schemas/certificates.schema';
import type { Queryable } from '../../lib/db';
import { unprocessable, type AppError } from '../../lib/errors';
import * as repo from './category-qualification.repository';

/** SQL true when service `serviceExpr` qualifies for category `categoryExpr` (for matching and lead lists). */
export const qualifiedSql = repo.qualifiedSql;

/** 422 251: the category needs a licence; details name it so the client can link to the certification page. */
export const categoryQualificationNeeded = (categoryId: number, licenceType: LicenceType): AppError =>
  unprocessable(ERROR_CODES.CATEGORY_QUALIFICATION, 'category_qualification', {
    quote_category_id: categoryId,
    licence_type: licenceType,
  });

/** The categories of `categoryIds` the service lacks the required licence for (a new service, `null`, holds none). */
export function unqualifiedCategories(q: Queryable, serviceId: number | null, categoryIds: number[]): Promise<repo.UnqualifiedRow[]> {
  return repo.unqualified(q, serviceId, categoryIds);
}

/** The licence types a service holds approved (the service editor shows which regulated categories it may add). */
export const approvedLicenceTypes = repo.approvedLicenceTypes;

/** Throws 422 251 unless the service may take requests of the category. */
export async function assertQualified(q: Queryable, serviceId: number, categoryId: number): Promise<void> {
  const [missing] = await repo.unqualified(q, serviceId, [categoryId]);
  if (missing) throw categoryQualificationNeeded(missing.quote_category_id, missing.required_licence_type);
}

/** Whether the service may take requests of the category (auto-quote skips quietly where a pro send would fail). */
export async function isQualified(q: Queryable, serviceId: number, categoryId: number): Promise<boolean> {
  return (await repo.unqualified(q, serviceId, [categoryId])).length === 0;
}
