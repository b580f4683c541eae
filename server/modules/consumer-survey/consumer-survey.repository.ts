/** SQL of the consumer's budget survey after a hired job (SPEC §3: total_pay, comment, unit). */
import type { Queryable } from '../../lib/db';

export interface SurveyRow {
  quote_bid_id: number;
  total_pay: number;
  unit: 'job' | 'hour' | 'day' | 'month' | 'session';
  comment: string;
  modified: Date;
}

export async function findSurvey(q: Queryable, bidId: number): Promise<SurveyRow | undefined> {
  const { rows } = await q.query<SurveyRow>(
    'SELECT quote_bid_id, total_pay, unit, comment, modified FROM consumer_surveys WHERE quote_bid_id = $1',
    [bidId],
  );
  return rows[0];
}

/** One survey per bid: a second answer replaces the first. */
export async function upsertSurvey(
  q: Queryable,
  s: { bidId: number; userId: number; totalPay: number; unit: string; comment: string },
): Promise<SurveyRow> {
  const { rows } = await q.query<SurveyRow>(
    `INSERT INTO consumer_surveys (quote_bid_id, user_id, total_pay, unit, comment) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (quote_bid_id) DO UPDATE SET total_pay = EXCLUDED.total_pay, unit = EXCLUDED.unit, comment = EXCLUDED.comment, modified = now()
     RETURNING quote_bid_id, total_pay, unit, comment, modified`,
    [s.bidId, s.userId, s.totalPay, s.unit, s.comment],
  );
  return rows[0];
}
