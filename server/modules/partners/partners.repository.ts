/** SQL on partners and partner_categories (migration 0824). */
import type { PartnerSlug } from '@shared/domain/partners';
import type { Queryable } from '../../lib/db';

export type Sfx = 'zh' | 'en';

export interface PartnerRow {
  id: number;
  slug: PartnerSlug;
  name: string;
  about: string;
  offer: string;
  benefits: string[];
  terms: string[];
}

/** The active partner of an area, its texts in one language; undefined when ops have not added it. */
export async function findActive(q: Queryable, slug: PartnerSlug, sfx: Sfx): Promise<PartnerRow | undefined> {
  const { rows } = await q.query<PartnerRow>(
    `SELECT id, slug, name_${sfx} AS name, about_${sfx} AS about, offer_${sfx} AS offer,
            benefits_${sfx} AS benefits, terms_${sfx} AS terms
       FROM partners WHERE slug = $1 AND is_active`,
    [slug],
  );
  return rows[0];
}

export interface PartnerCategoryRow {
  id: number;
  slug: string;
  name: string;
  icon: string;
}

/** The partner's active categories in its order. */
export async function categoriesOf(q: Queryable, partnerId: number, sfx: Sfx): Promise<PartnerCategoryRow[]> {
  const { rows } = await q.query<PartnerCategoryRow>(
    `SELECT c.id, c.slug, c.name_${sfx} AS name, c.icon
       FROM partner_categories pc JOIN quote_categories c ON c.id = pc.quote_category_id
      WHERE pc.partner_id = $1 AND c.is_active ORDER BY pc.position`,
    [partnerId],
  );
  return rows;
}
