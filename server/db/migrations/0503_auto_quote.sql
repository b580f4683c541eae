-- Auto-quote. One budget row per pro (the lock that makes the weekly cap hard), the per-category
-- quote the job sends (a template or a flat price), and one run row per auto-quoted bid (its reserved fee, outcome
-- and SPEC §8 code). A week starts Monday 00:00 Asia/Hong_Kong (week_start is that local date).
CREATE TABLE auto_quote_budgets (
  user_id       integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  weekly_budget integer NOT NULL DEFAULT 500 CHECK (weekly_budget >= 0 AND weekly_budget % 50 = 0),
  is_stopped    boolean NOT NULL DEFAULT false,
  modified      timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE service_categories ADD COLUMN IF NOT EXISTS auto_quote_template_id integer REFERENCES quote_templates(id) ON DELETE SET NULL;
ALTER TABLE service_categories ADD COLUMN IF NOT EXISTS auto_quote_price integer CHECK (auto_quote_price > 0);
ALTER TABLE service_categories ADD COLUMN IF NOT EXISTS auto_quote_price_note text NOT NULL DEFAULT '';

CREATE TABLE auto_quote_runs (
  quote_bid_id integer PRIMARY KEY REFERENCES quote_bids(quote_bid_id) ON DELETE CASCADE,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  week_start   date NOT NULL,
  fee          integer NOT NULL DEFAULT 0 CHECK (fee >= 0),
  status       text NOT NULL CHECK (status IN ('reserved', 'sent', 'failed', 'no_budget', 'stopped', 'excluded_slot', 'manual')),
  error_code   integer,
  created      timestamptz NOT NULL DEFAULT now(),
  finished     timestamptz
);
CREATE INDEX auto_quote_runs_week_idx ON auto_quote_runs (user_id, week_start);
