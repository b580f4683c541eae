/** SQL of the dashboard's review lists: what a consumer posted, and what the pro's services received. */
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';
import { columns, FROM, type ReviewRow, type Sfx } from './reviews.repository';

export type MyReviewRow = ReviewRow & { quote_bid_id: number | null; total: number };

/** The reviews the user wrote while signed in (reviews through a hashed link have no user), newest first. */
export async function listMine(q: Queryable, userId: number, p: { sfx: Sfx; limit: number; offset: number }): Promise<MyReviewRow[]> {
  const { rows } = await q.query<MyReviewRow>(
    `SELECT ${columns(p.sfx)}, r.quote_bid_id, count(*) OVER ()::int AS total ${FROM}
      WHERE r.user_id = $1 ORDER BY r.created DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [userId, p.limit, p.offset],
  );
  return rows;
}

export interface ReceivedReviewRow {
  id: number;
  reviewer_name: string;
  score: number;
  note: string;
  comment: string;
  category: string | null;
  created: string;
  replied_on: string | null;
  quote_service_id: number;
  business_name: string;
  total: number;
}

/** The reviews of the pro's services that are not archived (a reply there is refused), optionally only unreplied ones. */
export async function listReceived(
  q: Queryable,
  proId: number,
  p: { sfx: Sfx; unreplied: boolean; limit: number; offset: number },
): Promise<ReceivedReviewRow[]> {
  const { rows } = await q.query<ReceivedReviewRow>(
    `SELECT r.id, r.reviewer_name, r.score, r.note, r.comment, c.name_${p.sfx} AS category, ${utcSql('r.created')} AS created,
            ${utcSql('r.replied_on')} AS replied_on, qs.quote_service_id, qs.business_name_${p.sfx} AS business_name,
            count(*) OVER ()::int AS total
       ${FROM}
      WHERE qs.user_id = $1 AND NOT qs.is_archived AND (NOT $2 OR r.comment = '')
      ORDER BY r.created DESC, r.id DESC LIMIT $3 OFFSET $4`,
    [proId, p.unreplied, p.limit, p.offset],
  );
  return rows;
}
