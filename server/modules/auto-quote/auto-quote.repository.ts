/** SQL of auto-quote (migration 0503): the per-pro budget row, per-category quote settings and one run per bid. */
import type { Queryable } from '../../lib/db';
import { qualifiedSql } from '../qualification/category-qualification.service';

/** Monday 00:00 Asia/Hong_Kong of the current week, as a local date (date_trunc('week') starts on Monday). */
const WEEK_START_SQL = `(date_trunc('week', now() AT TIME ZONE 'Asia/Hong_Kong'))::date`;

export type RunStatus = 'reserved' | 'sent' | 'failed' | 'no_budget' | 'stopped' | 'excluded_slot' | 'manual';

export interface BudgetRow {
  weekly_budget: number;
  is_stopped: boolean;
  week_start: string;
}

export async function ensureBudget(q: Queryable, userId: number): Promise<void> {
  await q.query('INSERT INTO auto_quote_budgets (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
}

/** The budget row under FOR UPDATE: every decision to spend for this pro is serialised on it. */
export async function lockBudget(q: Queryable, userId: number): Promise<BudgetRow | undefined> {
  const { rows } = await q.query<BudgetRow>(
    `SELECT weekly_budget, is_stopped, to_char(${WEEK_START_SQL}, 'YYYY-MM-DD') AS week_start
       FROM auto_quote_budgets WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  return rows[0];
}

export async function findBudget(q: Queryable, userId: number): Promise<BudgetRow> {
  const { rows } = await q.query<BudgetRow>(
    `SELECT COALESCE(b.weekly_budget, 500) AS weekly_budget, COALESCE(b.is_stopped, false) AS is_stopped,
            to_char(${WEEK_START_SQL}, 'YYYY-MM-DD') AS week_start
       FROM (SELECT $1::int AS user_id) u LEFT JOIN auto_quote_budgets b ON b.user_id = u.user_id`,
    [userId],
  );
  return rows[0]!;
}

export async function updateBudget(q: Queryable, userId: number, patch: { weekly_budget?: number; is_stopped?: boolean }): Promise<void> {
  await q.query(
    `INSERT INTO auto_quote_budgets (user_id, weekly_budget, is_stopped) VALUES ($1, COALESCE($2, 500), COALESCE($3, false))
     ON CONFLICT (user_id) DO UPDATE SET weekly_budget = COALESCE($2, auto_quote_budgets.weekly_budget),
       is_stopped = COALESCE($3, auto_quote_budgets.is_stopped), modified = now()`,
    [userId, patch.weekly_budget ?? null, patch.is_stopped ?? null],
  );
}

/** Reserved and sent fees of the week: a reservation counts until the send fails. */
export async function weekSpend(q: Queryable, userId: number, weekStart: string): Promise<number> {
  const { rows } = await q.query<{ spent: number }>(
    `SELECT COALESCE(sum(fee), 0)::int AS spent FROM auto_quote_runs
      WHERE user_id = $1 AND week_start = $2::date AND status IN ('reserved', 'sent')`,
    [userId, weekStart],
  );
  return rows[0]!.spent;
}

export async function countRuns(q: Queryable, userId: number, weekStart: string, status: RunStatus): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM auto_quote_runs WHERE user_id = $1 AND week_start = $2::date AND status = $3',
    [userId, weekStart, status],
  );
  return rows[0]!.n;
}

/** One run per bid: false when the bid already has one (a retried or duplicate job). */
export async function insertRun(
  q: Queryable,
  r: { bidId: number; userId: number; weekStart: string; fee: number; status: RunStatus; errorCode?: number | null },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO auto_quote_runs (quote_bid_id, user_id, week_start, fee, status, error_code, finished)
     VALUES ($1, $2, $3::date, $4, $5, $6, CASE WHEN $5 = 'reserved' THEN NULL ELSE now() END)
     ON CONFLICT (quote_bid_id) DO NOTHING`,
    [r.bidId, r.userId, r.weekStart, r.fee, r.status, r.errorCode ?? null],
  );
  return rowCount === 1;
}

/** Ends a reservation; only a reserved run changes, so a finished run is never rewritten. */
export async function finishRun(q: Queryable, bidId: number, status: RunStatus, errorCode: number | null = null): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE auto_quote_runs SET status = $2, error_code = $3, finished = now() WHERE quote_bid_id = $1 AND status = 'reserved'`,
    [bidId, status, errorCode],
  );
  return rowCount === 1;
}

export async function findRun(q: Queryable, bidId: number): Promise<{ status: RunStatus } | undefined> {
  const { rows } = await q.query<{ status: RunStatus }>('SELECT status FROM auto_quote_runs WHERE quote_bid_id = $1', [bidId]);
  return rows[0];
}

export interface AutoTarget {
  quote_bid_id: number;
  quote_request_id: number;
  quote_status_id: number;
  quote_sent_on: Date | null;
  /** SPEC §9: 0 matched normally; 1–3 a direct request to this pro (never auto-quoted). */
  narrow_status: number;
  pro_id: number;
  time_slots: number[];
  is_auto_quote_on: boolean;
  auto_quote_template_id: number | null;
  auto_quote_price: number | null;
  auto_quote_price_note: string;
  auto_message: string;
  quote_job_preference: { excluded_time_slots?: unknown };
  quote_fee: number;
  discount_percent: number;
  /** The service holds the licence the category needs (SPEC §8 251). */
  qualified: boolean;
}

/** The bid with what auto-quote needs: the request's time slots and the pro's settings for its category. */
export async function findTarget(q: Queryable, bidId: number): Promise<AutoTarget | undefined> {
  const { rows } = await q.query<AutoTarget>(
    `SELECT b.quote_bid_id, b.quote_request_id, b.quote_status_id, b.quote_sent_on, b.narrow_status, s.user_id AS pro_id, r.time_slots,
            sc.is_auto_quote_on, sc.auto_quote_template_id, sc.auto_quote_price, sc.auto_quote_price_note, sc.auto_message,
            sc.quote_job_preference, c.quote_fee, b.discount_percent,
            ${qualifiedSql('b.quote_service_id', 'r.quote_category_id')} AS qualified
       FROM quote_bids b
       JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN quote_services s ON s.quote_service_id = b.quote_service_id
       JOIN quote_categories c ON c.id = r.quote_category_id
       JOIN service_categories sc ON sc.quote_service_id = b.quote_service_id AND sc.quote_category_id = r.quote_category_id
      WHERE b.quote_bid_id = $1`,
    [bidId],
  );
  return rows[0];
}

/** The request's new bids whose pro has auto-quote on for its category (and its licence), and has not stopped all. */
export async function autoBidsOfRequest(q: Queryable, requestId: number): Promise<number[]> {
  const { rows } = await q.query<{ quote_bid_id: number }>(
    `SELECT b.quote_bid_id FROM quote_bids b
       JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN quote_services s ON s.quote_service_id = b.quote_service_id
       JOIN service_categories sc ON sc.quote_service_id = b.quote_service_id AND sc.quote_category_id = r.quote_category_id
       LEFT JOIN auto_quote_budgets ab ON ab.user_id = s.user_id
      WHERE b.quote_request_id = $1 AND sc.is_auto_quote_on AND NOT COALESCE(ab.is_stopped, false)
        AND (sc.auto_quote_template_id IS NOT NULL OR sc.auto_quote_price IS NOT NULL)
        AND ${qualifiedSql('b.quote_service_id', 'r.quote_category_id')}
        -- A request sent to this pro by name (narrowed match) waits for the pro's own accept or decline, and once
        -- accepted the pro quotes it by hand: only normally matched bids are auto-quoted.
        AND b.narrow_status = 0 AND b.quote_status_id = 1
      ORDER BY b.quote_bid_id`,
    [requestId],
  );
  return rows.map((r) => r.quote_bid_id);
}

export interface CategorySettingsRow {
  quote_service_id: number;
  quote_category_id: number;
  name_zh: string;
  name_en: string;
  quote_fee: number;
  is_auto_quote_on: boolean;
  auto_quote_template_id: number | null;
  auto_quote_price: number | null;
  auto_quote_price_note: string;
  auto_message: string;
  quote_job_preference: { excluded_time_slots?: unknown };
  recent_requests: number;
}

/**
 * The pro's categories with the number of requests of the last 4 weeks that the service could have matched
 * (same category; in its areas, at its base, or any district when it works over the phone; not the pro's own).
 */
export async function listCategorySettings(q: Queryable, userId: number): Promise<CategorySettingsRow[]> {
  const { rows } = await q.query<CategorySettingsRow>(
    `SELECT sc.quote_service_id, sc.quote_category_id, c.name_zh, c.name_en, c.quote_fee, sc.is_auto_quote_on,
            sc.auto_quote_template_id, sc.auto_quote_price, sc.auto_quote_price_note, sc.auto_message, sc.quote_job_preference,
            (SELECT count(*) FROM quote_requests r
              WHERE r.quote_category_id = sc.quote_category_id AND r.user_id <> s.user_id AND r.created > now() - interval '28 days'
                AND (r.district_id IS NULL OR s.is_over_phone_or_internet
                     OR (s.is_service_professional_travels_to_me AND EXISTS (
                           SELECT 1 FROM service_areas a WHERE a.quote_service_id = s.quote_service_id AND a.district_id = r.district_id))
                     OR (s.is_customer_travel_to_me AND s.base_district_id = r.district_id)))::int AS recent_requests
       FROM quote_services s
       JOIN service_categories sc ON sc.quote_service_id = s.quote_service_id
       JOIN quote_categories c ON c.id = sc.quote_category_id
      WHERE s.user_id = $1 AND NOT s.is_archived
      ORDER BY s.quote_service_id, c.id`,
    [userId],
  );
  return rows;
}

export async function serviceCategoryOwned(q: Queryable, userId: number, serviceId: number, categoryId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM service_categories sc JOIN quote_services s ON s.quote_service_id = sc.quote_service_id
      WHERE s.user_id = $1 AND sc.quote_service_id = $2 AND sc.quote_category_id = $3`,
    [userId, serviceId, categoryId],
  );
  return rowCount === 1;
}

export interface RunRow {
  quote_bid_id: number;
  quote_request_id: number;
  name_zh: string;
  name_en: string;
  fee: number;
  status: RunStatus;
  error_code: number | null;
  created: Date;
}

export async function listRuns(q: Queryable, userId: number, limit: number): Promise<RunRow[]> {
  const { rows } = await q.query<RunRow>(
    `SELECT ar.quote_bid_id, b.quote_request_id, c.name_zh, c.name_en, ar.fee, ar.status, ar.error_code, ar.created
       FROM auto_quote_runs ar
       JOIN quote_bids b ON b.quote_bid_id = ar.quote_bid_id
       JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN quote_categories c ON c.id = r.quote_category_id
      WHERE ar.user_id = $1 ORDER BY ar.created DESC, ar.quote_bid_id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/** A lead taken out of auto-quote: any finished run becomes `manual`, or a `manual` run is recorded; false while a send is under way or done. */
export async function markManual(q: Queryable, r: { bidId: number; userId: number; weekStart: string }): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO auto_quote_runs (quote_bid_id, user_id, week_start, fee, status, finished) VALUES ($1, $2, $3::date, 0, 'manual', now())
     ON CONFLICT (quote_bid_id) DO UPDATE SET status = 'manual', fee = 0, error_code = NULL, finished = now()
       WHERE auto_quote_runs.status NOT IN ('reserved', 'sent')`,
    [r.bidId, r.userId, r.weekStart],
  );
  return rowCount === 1;
}
