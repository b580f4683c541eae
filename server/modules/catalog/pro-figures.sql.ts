/**
 * The one definition of a pro's figures within one category: rating and review count, hire count and starting price.
 * Category lists (pro cards, nearme district lists) and the "by service" figures of the pro's profile all read these
 * joins, so a card on the plumbing page and the plumbing row of the profile it links to can never disagree.
 *
 * - hires: bids of the pro with `hired_on` on the category's requests (as categoryStats counts a category's hires);
 * - reviews: the pro's reviews of the category's jobs, rating = their average rounded to 2 decimals (0 without any);
 * - starting price: the pro's lowest sent quote in the category, of the quote type the category's price guide uses
 *   (the type with most sent quotes there, flat on a tie), else of the other priced type; a pro offering only this
 *   category and without quotes in it keeps the price of its profile. A pro's price in another trade never shows.
 *
 * The profile's headline figures (quote_services rating, review_count, hired_count) count the pro across all its
 * categories; lists that are not of one category show those.
 *
 * `category` is a SQL expression (a parameter such as `$1`, or a column) and `qs` the quote_services row; both come
 * from code, never from input. The joins expose cr.rating, cr.review_count, ch.hired_count, cp.starting_price and
 * cp.starting_price_type.
 */
const PRICE_OF = `CASE b.rating_type WHEN 'flat' THEN b.flat_rate_at WHEN 'hourly' THEN b.hourly_rate_at END`;

export function categoryFiguresJoin(category: string): string {
  return `
  LEFT JOIN LATERAL (SELECT count(*)::int AS hired_count FROM quote_bids b
                       JOIN quote_requests rq ON rq.quote_request_id = b.quote_request_id
                      WHERE b.quote_service_id = qs.quote_service_id AND rq.quote_category_id = ${category} AND b.hired_on IS NOT NULL) ch ON true
  LEFT JOIN LATERAL (SELECT count(*)::int AS review_count, COALESCE(round(avg(score)::numeric, 2), 0) AS rating FROM reviews rv
                      WHERE rv.quote_service_id = qs.quote_service_id AND rv.quote_category_id = ${category}) cr ON true
  LEFT JOIN LATERAL (SELECT priced.starting_price, priced.starting_price_type
                       FROM (SELECT 0 AS fallback, b.rating_type AS starting_price_type, min(${PRICE_OF})::int AS starting_price
                               FROM quote_bids b JOIN quote_requests rq ON rq.quote_request_id = b.quote_request_id
                              WHERE b.quote_service_id = qs.quote_service_id AND rq.quote_category_id = ${category}
                                AND b.quote_sent_on IS NOT NULL AND b.rating_type IN ('flat', 'hourly')
                              GROUP BY b.rating_type
                             UNION ALL
                             SELECT 1, qs.starting_price_type, qs.starting_price
                              WHERE qs.starting_price IS NOT NULL
                                AND NOT EXISTS (SELECT 1 FROM service_categories o
                                                 WHERE o.quote_service_id = qs.quote_service_id AND o.quote_category_id <> ${category})) priced
                      ORDER BY priced.fallback, (SELECT count(*) FROM quote_bids b JOIN quote_requests rq ON rq.quote_request_id = b.quote_request_id
                                 WHERE rq.quote_category_id = ${category} AND b.quote_sent_on IS NOT NULL
                                   AND b.rating_type = priced.starting_price_type) DESC,
                               priced.starting_price_type = 'flat' DESC
                      LIMIT 1) cp ON true`;
}
