-- Moderation (SPEC §3 blocked_status): staff suspend accounts and services for a while or for good, and hide
-- reviews, chat messages and service photos. Every decision is audited in operator_audit by the moderation module.

-- A suspended account cannot sign in; suspended_until NULL means until reinstated.
ALTER TABLE users
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspended_until timestamptz,
  ADD COLUMN suspension_reason text;
CREATE INDEX users_suspension_end_idx ON users (suspended_until) WHERE suspended_at IS NOT NULL;
-- The back office finds users by the start of their username, e-mail or phone (tens of thousands of rows).
CREATE INDEX users_username_prefix_idx ON users (lower(username) text_pattern_ops);
CREATE INDEX users_email_prefix_idx ON users (lower(email) text_pattern_ops);
CREATE INDEX users_phone_prefix_idx ON users (phone text_pattern_ops) WHERE phone IS NOT NULL;

-- A service is held off every public list, profile, match and sitemap while it or its owner is suspended. The hold
-- takes is_public (the one flag all those reads already test) to false and keeps the owner's own choice in
-- public_before_hold (NULL when not held), which reinstating puts back.
ALTER TABLE quote_services
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspended_until timestamptz,
  ADD COLUMN suspension_reason text,
  ADD COLUMN public_before_hold boolean;
CREATE INDEX quote_services_suspension_end_idx ON quote_services (suspended_until) WHERE suspended_at IS NOT NULL;

-- While a service is held, the owner's visibility switch changes the kept choice only, so a pro cannot bring a
-- suspended service back by switching it to public (the release then honours the latest choice).
CREATE FUNCTION quote_services_keep_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.public_before_hold IS NOT NULL AND NEW.public_before_hold IS NOT DISTINCT FROM OLD.public_before_hold
     AND NEW.is_public IS DISTINCT FROM OLD.is_public THEN
    NEW.public_before_hold := NEW.is_public;
    NEW.is_public := false;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER quote_services_keep_hold BEFORE UPDATE OF is_public ON quote_services
  FOR EACH ROW EXECUTE FUNCTION quote_services_keep_hold();

-- A hidden review leaves the reviews table for this one: every list, count and average (profiles, categories,
-- price guides, near-me pages, the sitemap) reads reviews, so none of them can show or count it by mistake.
-- Restoring puts the same row back under its own id.
CREATE TABLE hidden_reviews (
  review_id         integer PRIMARY KEY,
  quote_service_id  integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  quote_bid_id      integer UNIQUE REFERENCES quote_bids(quote_bid_id) ON DELETE SET NULL,
  user_id           integer REFERENCES users(id) ON DELETE SET NULL,
  review            jsonb NOT NULL,
  reason            text NOT NULL,
  hidden_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hidden_reviews_service_idx ON hidden_reviews (quote_service_id);

-- A hidden chat message stays in the thread as a placeholder for both parties; its text is not sent.
ALTER TABLE messages ADD COLUMN hidden_at timestamptz;
-- A hidden photo leaves the public profile and its file stops being public; the owner still sees it marked hidden.
ALTER TABLE service_media ADD COLUMN hidden_at timestamptz;
