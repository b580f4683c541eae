/** SQL on quote_bids that other modules ask the bid module for: bids they create, marks they set, places counted. */
import type { Queryable } from '../../lib/db';

/** A request's places are taken by its bids except NotInterested (6): the count for a request id SQL expression. */
export const placesTakenSql = (requestId: string) =>
  `(SELECT count(*) FROM quote_bids pt WHERE pt.quote_request_id = ${requestId} AND pt.quote_status_id <> 6)::int`;

export async function placesOf(q: Queryable, requestId: number): Promise<{ taken: number; hired: boolean }> {
  const { rows } = await q.query<{ taken: number; hired: boolean }>(
    `SELECT ${placesTakenSql('$1')} AS taken,
            EXISTS (SELECT 1 FROM quote_bids hb WHERE hb.quote_request_id = $1 AND hb.quote_status_id IN (3, 4, 5)) AS hired`,
    [requestId],
  );
  return rows[0];
}

/** Bids for newly matched pros (Send); a pro already on the request is skipped. */
export async function insertMatched(
  q: Queryable,
  requestId: number,
  serviceIds: number[],
): Promise<Array<{ quote_bid_id: number; quote_service_id: number }>> {
  if (!serviceIds.length) return [];
  const { rows } = await q.query(
    `INSERT INTO quote_bids (quote_request_id, quote_service_id) SELECT $1, unnest($2::int[])
     ON CONFLICT (quote_request_id, quote_service_id) DO NOTHING RETURNING quote_bid_id, quote_service_id`,
    [requestId, serviceIds],
  );
  return rows;
}

/** The opted-in bid: it starts with the request's current lead discount. */
export async function insertOptIn(
  q: Queryable,
  requestId: number,
  serviceId: number,
  discountPercent: number,
): Promise<number | undefined> {
  const { rows } = await q.query<{ quote_bid_id: number }>(
    `INSERT INTO quote_bids (quote_request_id, quote_service_id, discount_percent, is_opt_in) VALUES ($1, $2, $3, true)
     ON CONFLICT (quote_request_id, quote_service_id) DO NOTHING RETURNING quote_bid_id`,
    [requestId, serviceId, discountPercent],
  );
  return rows[0]?.quote_bid_id;
}

/** A waiting narrowed bid (narrow_status 1) for the chosen pro; undefined when the pro already has this request. */
export async function insertNarrow(q: Queryable, requestId: number, serviceId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ quote_bid_id: number }>(
    `INSERT INTO quote_bids (quote_request_id, quote_service_id, narrow_status) VALUES ($1, $2, 1)
     ON CONFLICT (quote_request_id, quote_service_id) DO NOTHING RETURNING quote_bid_id`,
    [requestId, serviceId],
  );
  return rows[0]?.quote_bid_id;
}

/** Narrowed bids unanswered for `hours`, declined by time (SPEC §9 narrow_status 3; the lead is hidden as NotInterested). */
export async function expireWaitingNarrow(q: Queryable, hours: number) {
  const { rows } = await q.query<{ quote_bid_id: number; quote_request_id: number; quote_service_id: number }>(
    `UPDATE quote_bids SET narrow_status = 3, quote_status_id = 6, is_interested = false, modified = now()
      WHERE quote_bid_id IN (SELECT quote_bid_id FROM quote_bids
                              WHERE narrow_status = 1 AND quote_status_id = 1 AND created < now() - make_interval(hours => $1)
                              ORDER BY quote_bid_id LIMIT 500 FOR UPDATE SKIP LOCKED)
      RETURNING quote_bid_id, quote_request_id, quote_service_id`,
    [hours],
  );
  return rows;
}

/** Close: open bids (Send, InProgress) → Archived 9; returns the pros to tell. */
export async function archiveOpen(q: Queryable, requestId: number): Promise<Array<{ quote_bid_id: number; pro_id: number }>> {
  const { rows } = await q.query(
    `UPDATE quote_bids b SET quote_status_id = 9, modified = now() FROM quote_services s
      WHERE b.quote_request_id = $1 AND b.quote_status_id IN (1, 2) AND s.quote_service_id = b.quote_service_id
      RETURNING b.quote_bid_id, s.user_id AS pro_id`,
    [requestId],
  );
  return rows;
}

/** Reopen: Archived 9 → InProgress when quoted, else Send. */
export async function restoreArchived(q: Queryable, requestId: number): Promise<void> {
  await q.query(
    `UPDATE quote_bids SET quote_status_id = CASE WHEN quote_sent_on IS NULL THEN 1 ELSE 2 END, modified = now()
      WHERE quote_request_id = $1 AND quote_status_id = 9`,
    [requestId],
  );
}

/** A chat message on the bid moves it up the lists ordered by last change. */
export async function touch(q: Queryable, bidId: number): Promise<void> {
  await q.query('UPDATE quote_bids SET modified = now() WHERE quote_bid_id = $1', [bidId]);
}

/** Clears the auto-quote budget error a bid shows (the pro switched it to a manual quote). */
export async function clearBudgetError(q: Queryable, bidId: number): Promise<void> {
  await q.query(
    `UPDATE quote_bids SET error_message = NULL, error_action = NULL, modified = now()
      WHERE quote_bid_id = $1 AND error_message = 'auto_quote_budget_exhausted'`,
    [bidId],
  );
}

export async function markFeeRefunded(q: Queryable, bidId: number): Promise<void> {
  await q.query('UPDATE quote_bids SET fee_refunded_on = now() WHERE quote_bid_id = $1', [bidId]);
}

/** The requests' open bids not yet quoted start at least at `percent` off the fee (lead discounts); returns how many. */
export async function raiseUnquotedDiscount(q: Queryable, requestIds: number[], percent: number): Promise<number> {
  if (!requestIds.length) return 0;
  const { rowCount } = await q.query(
    `UPDATE quote_bids SET discount_percent = $2, modified = now()
      WHERE quote_request_id = ANY($1::int[]) AND quote_sent_on IS NULL AND quote_status_id = 1 AND discount_percent < $2`,
    [requestIds, percent],
  );
  return rowCount ?? 0;
}

/** The one bid of a booking's request, for the booked service. */
export async function insertBooked(q: Queryable, requestId: number, serviceId: number): Promise<number> {
  const { rows } = await q.query<{ quote_bid_id: number }>(
    'INSERT INTO quote_bids (quote_request_id, quote_service_id) VALUES ($1, $2) RETURNING quote_bid_id',
    [requestId, serviceId],
  );
  return rows[0].quote_bid_id;
}

/** The booking's bid becomes `status` (Hired) at the booked day and time, quoted and read now, with its fee. */
export async function markBookedHired(
  q: Queryable,
  bidId: number,
  v: { status: number; day: string; time: string; feeCharged: number; note: string },
): Promise<void> {
  await q.query(
    `UPDATE quote_bids SET quote_status_id = $6, hired_on = now(), hire_date = $2::date, hire_time_slot = $3, quote_sent_on = now(),
            is_requestor_readed = true, is_contact_charge = $4 > 0, quote_fee_charged = $4, price_note = $5, modified = now()
      WHERE quote_bid_id = $1`,
    [bidId, v.day, v.time, v.feeCharged, v.note, v.status],
  );
}

/** The hire ends (from one of `from`, to `to`) without a hire date, as an undone hire does. */
export async function unhire(q: Queryable, bidId: number, t: { from: readonly number[]; to: number }): Promise<void> {
  await q.query(
    `UPDATE quote_bids SET quote_status_id = $3, hired_on = NULL, hire_date = NULL, hire_time_slot = NULL, modified = now()
      WHERE quote_bid_id = $1 AND quote_status_id = ANY($2::int[])`,
    [bidId, t.from, t.to],
  );
}

export async function moveHire(q: Queryable, bidId: number, day: string, time: string): Promise<void> {
  await q.query('UPDATE quote_bids SET hire_date = $2::date, hire_time_slot = $3, modified = now() WHERE quote_bid_id = $1', [
    bidId,
    day,
    time,
  ]);
}

/** The open bids (Send, InProgress) on a consumer's requests are archived (9), as closing a request does. */
export async function archiveOpenOfConsumer(q: Queryable, userId: number): Promise<Array<{ quote_bid_id: number; pro_id: number }>> {
  const { rows } = await q.query<{ quote_bid_id: number; pro_id: number }>(
    `UPDATE quote_bids b SET quote_status_id = 9, modified = now()
       FROM quote_requests r, quote_services s
      WHERE r.quote_request_id = b.quote_request_id AND r.user_id = $1 AND s.quote_service_id = b.quote_service_id
        AND b.quote_status_id IN (1, 2)
      RETURNING b.quote_bid_id, s.user_id AS pro_id`,
    [userId],
  );
  return rows;
}

/**
 * Withdraws the pro's open bids: leads never answered are passed (NotInterested 6, not interested), quotes not
 * hired are archived (9) so nobody hires a deleted account; hired and completed work stays as it is.
 */
export async function withdrawOfPro(q: Queryable, userId: number): Promise<Array<{ quote_bid_id: number; consumer_id: number }>> {
  const { rows } = await q.query<{ quote_bid_id: number; consumer_id: number }>(
    `UPDATE quote_bids b
        SET quote_status_id = CASE WHEN b.quote_status_id = 1 THEN 6 ELSE 9 END,
            is_interested = CASE WHEN b.quote_status_id = 1 THEN false ELSE b.is_interested END, modified = now()
       FROM quote_services s, quote_requests r
      WHERE s.quote_service_id = b.quote_service_id AND s.user_id = $1 AND r.quote_request_id = b.quote_request_id
        AND b.quote_status_id IN (1, 2)
      RETURNING b.quote_bid_id, r.user_id AS consumer_id`,
    [userId],
  );
  // The files sent with quotes are deleted with the user's uploads.
  await q.query(
    `UPDATE quote_bids b SET attachments = '[]'::jsonb FROM quote_services s
      WHERE s.quote_service_id = b.quote_service_id AND s.user_id = $1 AND b.attachments <> '[]'::jsonb`,
    [userId],
  );
  return rows;
}
