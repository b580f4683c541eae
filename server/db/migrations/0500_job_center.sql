-- The job center and lead discounts (docs/decisions/0015-lead-discounts.md).
-- The request's current lead discount (set by the lead-discounts sweep, never lowered); a bid created from the job
-- center starts with it, and the sweep copies it onto the request's open, unquoted bids.
ALTER TABLE quote_requests ADD COLUMN IF NOT EXISTS lead_discount_percent integer NOT NULL DEFAULT 0
  CHECK (lead_discount_percent BETWEEN 0 AND 100);
-- How the bid came to the pro: matched when the request was posted, or the pro opted in from the job center.
ALTER TABLE quote_bids ADD COLUMN IF NOT EXISTS is_opt_in boolean NOT NULL DEFAULT false;
-- Open requests, newest first: the job center listing and the sweep read this.
CREATE INDEX IF NOT EXISTS quote_requests_open_idx ON quote_requests (created DESC) WHERE NOT is_closed AND NOT is_archived;
