-- Removing a chosen pro (ADR 0019): POST /api/quote_bids/remove, the consumer takes a pro who has not quoted yet off their
-- request (typically the chosen pro of a direct request who has not answered). The bid becomes NotInterested 6 and
-- records when the consumer removed it, so the pro can neither quote it nor take it back; the request's narrowed-match
-- outcome becomes 'removed' when it was the chosen pro's bid.
ALTER TABLE quote_bids ADD COLUMN IF NOT EXISTS consumer_removed_on timestamptz;

-- The narrow_outcome check of 0502 was declared inline (its name is generated): drop whichever check names the column.
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint
            WHERE conrelid = 'quote_requests'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%narrow_outcome%'
  LOOP
    EXECUTE format('ALTER TABLE quote_requests DROP CONSTRAINT %I', c.conname);
  END LOOP;
END $$;
ALTER TABLE quote_requests ADD CONSTRAINT quote_requests_narrow_outcome_check
  CHECK (narrow_outcome IN ('accepted', 'declined', 'expired', 'removed'));
