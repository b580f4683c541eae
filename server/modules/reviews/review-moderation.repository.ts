/**
 * SQL of hiding and restoring reviews: a hidden review moves to hidden_reviews whole (migration 0804), so no list,
 * count or average can include it; restoring moves the same row back under its id.
 */
import type { Queryable } from '../../lib/db';

export interface ModeratedReviewRow {
  id: number;
  quote_service_id: number;
  user_id: number | null;
  note: string;
  score: number;
}

export async function hide(q: Queryable, reviewId: number, reason: string): Promise<ModeratedReviewRow | undefined> {
  const { rows } = await q.query<ModeratedReviewRow>(
    `WITH moved AS (DELETE FROM reviews WHERE id = $1 RETURNING *)
     INSERT INTO hidden_reviews (review_id, quote_service_id, quote_bid_id, user_id, review, reason)
     SELECT m.id, m.quote_service_id, m.quote_bid_id, m.user_id, to_jsonb(m), $2 FROM moved m
     RETURNING review_id AS id, quote_service_id, user_id, review->>'note' AS note, (review->>'score')::int AS score`,
    [reviewId, reason],
  );
  return rows[0];
}

export async function restore(q: Queryable, reviewId: number): Promise<ModeratedReviewRow | undefined> {
  const { rows } = await q.query<ModeratedReviewRow>(
    `WITH moved AS (DELETE FROM hidden_reviews WHERE review_id = $1 RETURNING review)
     INSERT INTO reviews SELECT (jsonb_populate_record(NULL::reviews, m.review)).* FROM moved m
     RETURNING id, quote_service_id, user_id, note, score`,
    [reviewId],
  );
  return rows[0];
}

/** Where the review is now: shown, hidden, or gone. */
export async function stateOf(q: Queryable, reviewId: number): Promise<'shown' | 'hidden' | undefined> {
  const { rows } = await q.query<{ state: 'shown' | 'hidden' }>(
    `SELECT 'shown' AS state FROM reviews WHERE id = $1 UNION ALL SELECT 'hidden' FROM hidden_reviews WHERE review_id = $1`,
    [reviewId],
  );
  return rows[0]?.state;
}
