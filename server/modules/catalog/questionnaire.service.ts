/** The questionnaire of categories as requests and bids read it: its fields, the district options, labelled answers. */
import { labelAnswers, type DistrictOption } from '@shared/domain/questionnaire';
import type { AnswerValue } from '@shared/schemas/requests.schema';
import type { Queryable } from '../../lib/db';
import { memo } from '../../lib/memo-cache';
import * as repo from './questionnaire.repository';

/** Every field (active or not) of the categories, in display order. */
export const listFormFields = repo.listFormFields;
/**
 * Every district as a questionnaire option, in display order. Reference data that only migrations change: read
 * through the public data cache when called on the pool (request and bid views read it on every request).
 */
export function listDistricts(q: Queryable): Promise<DistrictOption[]> {
  return 'withTransaction' in q ? memo(q, 'catalog:district-options', () => repo.listDistricts(q)) : repo.listDistricts(q);
}

/** The request's answers with their question labels (for lead and bid detail views). */
export async function labelRequestAnswers(q: Queryable, categoryId: number, answers: Record<string, AnswerValue>) {
  const [fields, districts] = await Promise.all([repo.listFormFields(q, [categoryId]), listDistricts(q)]);
  return labelAnswers(fields, answers ?? {}, districts);
}
