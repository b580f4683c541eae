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

/** Recomputes the service's rating and review count from all its reviews (hire and link reviews alike). */
export async function recomputeRating(db: Queryable, serviceId: number): Promise<{ rating: number; review_count: number }> {
  const { rows } = await db.query<{ rating: number; review_count: number }>(
    `UPDATE quote_services s SET review_count = x.n, rating = x.avg, modified = now()
       FROM (SELECT count(*)::int AS n, COALESCE(round(avg(score)::numeric, 2), 0) AS avg FROM reviews WHERE quote_service_id = $1) x
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
