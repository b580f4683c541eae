/** SQL on quote_services that other modules ask for: counters, flags and the logo kept on the service row. */
import type { Queryable } from '../../lib/db';

export async function addHiredCountTouched(q: Queryable, serviceId: number, delta: 1 | -1): Promise<void> {
  await q.query('UPDATE quote_services SET hired_count = GREATEST(0, hired_count + $2), modified = now() WHERE quote_service_id = $1', [
    serviceId,
    delta,
  ]);
}

export async function addHiredCount(q: Queryable, serviceId: number, delta: 1 | -1): Promise<void> {
  await q.query('UPDATE quote_services SET hired_count = GREATEST(0, hired_count + $2) WHERE quote_service_id = $1', [serviceId, delta]);
}

/** is_verified follows the approved certificates: true while at least one is approved (see certificates.service.ts). */
export async function syncVerified(q: Queryable, serviceId: number): Promise<void> {
  await q.query(
    `UPDATE quote_services SET is_verified = EXISTS (SELECT 1 FROM service_certificates WHERE quote_service_id = $1 AND status = 2)
      WHERE quote_service_id = $1`,
    [serviceId],
  );
}

/**
 * Recomputes the service's rating and review count from all its reviews (hire and link reviews alike) and the scores
 * of its shop orders' feedback that is not hidden (docs/decisions/0038: a shop sale is a job the consumer rates too).
 */
export async function recomputeRating(db: Queryable, serviceId: number): Promise<{ rating: number; review_count: number }> {
  const { rows } = await db.query<{ rating: number; review_count: number }>(
    `UPDATE quote_services s SET review_count = x.n, rating = x.avg, modified = now()
       FROM (SELECT count(*)::int AS n, COALESCE(round(avg(score)::numeric, 2), 0) AS avg
               FROM (SELECT score FROM reviews WHERE quote_service_id = $1
                     UNION ALL
                     SELECT score FROM shop_order_feedbacks WHERE quote_service_id = $1 AND hidden_at IS NULL) scores) x
      WHERE s.quote_service_id = $1
      RETURNING s.rating, s.review_count`,
    [serviceId],
  );
  return rows[0];
}

export async function setLogo(q: Queryable, serviceId: number, attachmentId: number | null, url: string | null): Promise<void> {
  await q.query('UPDATE quote_services SET logo_attachment_id = $2, logo_url = $3, modified = now() WHERE quote_service_id = $1', [
    serviceId,
    attachmentId,
    url,
  ]);
}

/** The public profile changed (sitemap lastmod). */
export async function touchService(q: Queryable, serviceId: number): Promise<void> {
  await q.query('UPDATE quote_services SET modified = now() WHERE quote_service_id = $1', [serviceId]);
}

/** A service category's auto-quote settings (on, template or price, note, message, excluded time slots). */
export async function updateAutoQuote(
  q: Queryable,
  ids: { serviceId: number; categoryId: number },
  v: { on: boolean; templateId: number | null; price: number | null; priceNote: string; message: string; excluded: number[] },
): Promise<void> {
  await q.query(
    `UPDATE service_categories SET is_auto_quote_on = $3, auto_quote_template_id = $4, auto_quote_price = $5,
            auto_quote_price_note = $6, auto_message = $7,
            quote_job_preference = quote_job_preference || jsonb_build_object('excluded_time_slots', $8::jsonb)
      WHERE quote_service_id = $1 AND quote_category_id = $2`,
    [ids.serviceId, ids.categoryId, v.on, v.templateId, v.price, v.priceNote, v.message, JSON.stringify(v.excluded)],
  );
}
