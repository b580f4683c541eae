/** SQL read of the questionnaire (quote_form_fields) and the district options its answers refer to. */
import type { DistrictOption, FormField } from '@shared/domain/questionnaire';
import type { Queryable } from '../../lib/db';

export async function listFormFields(q: Queryable, categoryIds: number[]): Promise<Array<FormField & { quote_category_id: number }>> {
  if (!categoryIds.length) return [];
  const { rows } = await q.query(
    `SELECT quote_category_id, field_key, type, label_zh, label_en, options, is_required, is_active, display_order
       FROM quote_form_fields WHERE quote_category_id = ANY($1::int[]) ORDER BY display_order, id`,
    [categoryIds],
  );
  return rows;
}

export async function listDistricts(q: Queryable): Promise<DistrictOption[]> {
  const { rows } = await q.query<DistrictOption>('SELECT id, slug, name_zh, name_en FROM districts ORDER BY display_order, id');
  return rows;
}
