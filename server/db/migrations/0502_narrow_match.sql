-- Direct requests (no ADR; described in docs/features.md "Direct requests"): a request sent to one chosen pro
-- first (narrowed match, SPEC §4/§9 narrow_status 1 → 2 accept / 3 decline), the consumer's work requirement
-- text shown on every lead, and the consumer's budget survey after a job (SPEC §3: total_pay, comment, unit).

-- The pro the consumer chose; narrow_outcome: NULL while waiting, then accepted | declined | expired.
ALTER TABLE quote_requests ADD COLUMN IF NOT EXISTS narrow_service_id integer REFERENCES quote_services(quote_service_id) ON DELETE SET NULL;
ALTER TABLE quote_requests ADD COLUMN IF NOT EXISTS narrow_outcome text CHECK (narrow_outcome IN ('accepted', 'declined', 'expired'));
ALTER TABLE quote_requests ADD COLUMN IF NOT EXISTS narrow_resolved_on timestamptz;
-- Set when the consumer asked for other matching pros after a decline or timeout (the normal matching ran).
ALTER TABLE quote_requests ADD COLUMN IF NOT EXISTS others_matched_on timestamptz;
ALTER TABLE quote_requests ADD COLUMN IF NOT EXISTS work_requirement text NOT NULL DEFAULT '';
ALTER TABLE quote_requests ADD COLUMN IF NOT EXISTS work_requirement_on timestamptz;

-- The timeout sweep looks only at narrowed bids still waiting for the pro.
CREATE INDEX IF NOT EXISTS quote_bids_narrow_waiting_idx ON quote_bids (created) WHERE narrow_status = 1;

CREATE TABLE IF NOT EXISTS consumer_surveys (
  quote_bid_id integer PRIMARY KEY REFERENCES quote_bids(quote_bid_id) ON DELETE CASCADE,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  total_pay    integer NOT NULL CHECK (total_pay >= 0 AND total_pay <= 10000000),
  unit         text NOT NULL CHECK (unit IN ('job', 'hour', 'day', 'month', 'session')),
  comment      text NOT NULL DEFAULT '',
  created      timestamptz NOT NULL DEFAULT now(),
  modified     timestamptz NOT NULL DEFAULT now()
);
