/** SQL for the AI profile text: the service's own data, both languages, in one row. */
import type { Queryable } from '../../lib/db';

type Names = { zh: string; en: string };

export interface FactsRow {
  business_name_zh: string;
  business_name_en: string;
  year_founded: number | null;
  employees: number | null;
  is_service_professional_travels_to_me: boolean;
  is_customer_travel_to_me: boolean;
  is_over_phone_or_internet: boolean;
  business_hours: unknown;
  review_count: number;
  rating: number;
  hired_count: number;
  response_minutes: number | null;
  base_district: Names | null;
  categories: Names[];
  areas: Names[];
  /** Approved (status 2) certificates and licences. */
  certificates: { type: string; name: string; licence_type: string | null }[];
  faq_count: number;
}

export async function findFacts(q: Queryable, serviceId: number): Promise<FactsRow | undefined> {
  const { rows } = await q.query<FactsRow>(
    `SELECT s.business_name_zh, s.business_name_en, s.year_founded, s.employees, s.is_service_professional_travels_to_me,
            s.is_customer_travel_to_me, s.is_over_phone_or_internet, s.business_hours, s.review_count, s.rating,
            s.hired_count, s.response_minutes,
            CASE WHEN bd.id IS NULL THEN NULL ELSE json_build_object('zh', bd.name_zh, 'en', bd.name_en) END AS base_district,
            COALESCE((SELECT json_agg(json_build_object('zh', c.name_zh, 'en', c.name_en) ORDER BY c.display_order, c.id)
                        FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
                       WHERE sc.quote_service_id = s.quote_service_id AND c.is_active), '[]') AS categories,
            COALESCE((SELECT json_agg(json_build_object('zh', d.name_zh, 'en', d.name_en) ORDER BY d.display_order, d.id)
                        FROM service_areas sa JOIN districts d ON d.id = sa.district_id WHERE sa.quote_service_id = s.quote_service_id), '[]') AS areas,
            COALESCE((SELECT json_agg(json_build_object('type', c.type, 'name', c.name, 'licence_type', c.licence_type)
                               ORDER BY c.service_certificate_id) FROM service_certificates c
                       WHERE c.quote_service_id = s.quote_service_id AND c.status = 2), '[]') AS certificates,
            (SELECT count(*)::int FROM service_faqs f WHERE f.quote_service_id = s.quote_service_id) AS faq_count
       FROM quote_services s LEFT JOIN districts bd ON bd.id = s.base_district_id
      WHERE s.quote_service_id = $1`,
    [serviceId],
  );
  return rows[0];
}
