-- Money exact at every edge (docs/decisions/0035). Works on PostgreSQL 15 and 18.

-- 1. The starter package is sold at most once per pro, whatever the concurrency: an order that holds the sale
-- (open, paid or refunded) is unique per user. A failed, expired or cancelled order releases it. The flag is set
-- when the order is created (a partial index cannot look at credit_packages.is_starter).
ALTER TABLE payment_orders ADD COLUMN IF NOT EXISTS starter_sale boolean NOT NULL DEFAULT false;
-- Orders from before this migration: only the first one holding the sale per user is flagged, so the index can be
-- built even where the old check-then-insert let a second one through (those stay visible as plain orders).
UPDATE payment_orders o SET starter_sale = true
  FROM (SELECT DISTINCT ON (o2.user_id) o2.id
          FROM payment_orders o2 JOIN credit_packages p ON p.id = o2.package_id
         WHERE p.is_starter AND o2.status IN ('pending', 'requires_action', 'paid', 'refunded')
         ORDER BY o2.user_id, o2.id) first_sale
 WHERE o.id = first_sale.id;
CREATE UNIQUE INDEX IF NOT EXISTS payment_orders_one_starter_sale ON payment_orders (user_id)
  WHERE starter_sale AND status IN ('pending', 'requires_action', 'paid', 'refunded');

-- 2. Every status an order takes, in order, written by the database itself on insert and on each status change, so
-- no code path can move an order without leaving its step here. The allowed steps live in
-- shared/domain/payment-order-states.ts; the tests replay this history against them after every payment test.
-- Orders created before this migration start their history at their next change.
CREATE TABLE IF NOT EXISTS payment_order_transitions (
  id           bigserial PRIMARY KEY,
  order_id     integer NOT NULL REFERENCES payment_orders(id) ON DELETE CASCADE,
  from_status  text,
  to_status    text NOT NULL,
  created      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS payment_order_transitions_order_idx ON payment_order_transitions (order_id, id);

CREATE OR REPLACE FUNCTION payment_orders_record_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payment_order_transitions (order_id, from_status, to_status) VALUES (NEW.id, NULL, NEW.status);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO payment_order_transitions (order_id, from_status, to_status) VALUES (NEW.id, OLD.status, NEW.status);
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS payment_orders_record_transition ON payment_orders;
CREATE TRIGGER payment_orders_record_transition AFTER INSERT OR UPDATE OF status ON payment_orders
  FOR EACH ROW EXECUTE FUNCTION payment_orders_record_transition();

-- 3. The HK$200 starter free credit is granted once per person for ever: not again after a role switch, nor after
-- deleting the account and signing up again with the same e-mail address or phone number. A grant claims the
-- account's e-mail and phone here first and gives nothing when either was claimed before.
-- Only a SHA-256 digest of the normalized value is kept, with no user id: account deletion erases the person's data
-- (server/modules/privacy), and this row surviving it is the point. It cannot be read back into an address; it only
-- answers "was the starter credit already given to this address?" (fraud prevention, kept for that purpose alone).
CREATE TABLE IF NOT EXISTS starter_credit_claims (
  kind     text NOT NULL CHECK (kind IN ('email', 'phone')),
  digest   bytea NOT NULL CHECK (octet_length(digest) = 32),
  created  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, digest)
);

-- One normalization for every writer (the grant, the backfill below and the demo seed): an e-mail address in lower
-- case without its "+tag" (and, at Gmail, without dots, which Gmail ignores), so one inbox is one person; a phone
-- number in SPEC §5 form (+852 when it has no country code; spaces, dashes, dots and brackets dropped).
CREATE OR REPLACE FUNCTION starter_credit_email(e text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN e IS NULL OR position('@' IN btrim(e)) = 0 THEN NULL ELSE (
    WITH parts AS (
      SELECT regexp_replace(regexp_replace(lower(btrim(e)), '@[^@]*$', ''), '\+.*$', '') AS local,
             substring(lower(btrim(e)) FROM '@([^@]*)$') AS domain
    )
    SELECT CASE WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(local, '.', '') || '@gmail.com'
                ELSE local || '@' || domain END
      FROM parts) END
$$;

CREATE OR REPLACE FUNCTION starter_credit_phone(p text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN stripped = '' THEN NULL WHEN stripped LIKE '+%' THEN stripped
              ELSE '+852' || regexp_replace(stripped, '^00', '') END
    FROM (SELECT regexp_replace(coalesce(p, ''), '[\s\-().]', '', 'g') AS stripped) s
$$;

CREATE OR REPLACE FUNCTION starter_credit_digest(kind text, value text) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(convert_to('sifu-starter-credit:' || kind || ':' || value, 'UTF8'))
$$;

-- Claims the user's e-mail and phone for the starter credit, inside the caller's transaction; true when none of
-- them was claimed before (the credit may be given), false when one was (it was given to this person already).
-- Each new one is claimed either way. A concurrent claim of the same value waits for the other transaction, so two
-- sign-ups at once with one address give one credit.
CREATE OR REPLACE FUNCTION claim_starter_credit(uid integer) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  wanted integer;
  claimed integer;
BEGIN
  WITH ids AS (
    SELECT 'email' AS kind, starter_credit_email(email) AS value FROM users WHERE id = uid
    UNION ALL
    SELECT 'phone', starter_credit_phone(phone) FROM users WHERE id = uid
  ), fresh AS (
    INSERT INTO starter_credit_claims (kind, digest)
    SELECT kind, starter_credit_digest(kind, value) FROM ids WHERE value IS NOT NULL
    ON CONFLICT DO NOTHING RETURNING 1
  )
  SELECT (SELECT count(*) FROM ids WHERE value IS NOT NULL), (SELECT count(*) FROM fresh) INTO wanted, claimed;
  RETURN claimed = wanted;
END $$;

-- Everyone who is or was a pro already had the starter credit (or the demo seed's welcome credit instead).
SELECT claim_starter_credit(u.id) FROM users u
 WHERE u.role = 'pro'
    OR EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.user_id = u.id AND t.idempotency_key = 'free-credit:starter:' || u.id)
    OR EXISTS (SELECT 1 FROM quote_services s WHERE s.user_id = u.id);

-- A person who had the starter credit and then changes the account's e-mail or phone (or has them erased by an
-- account deletion) has the new values claimed too, so a later account with any address this person used gets none.
CREATE OR REPLACE FUNCTION users_claim_starter_credit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role = 'pro'
     OR EXISTS (SELECT 1 FROM wallet_transactions WHERE user_id = NEW.id AND idempotency_key = 'free-credit:starter:' || NEW.id) THEN
    PERFORM claim_starter_credit(NEW.id);
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS users_claim_starter_credit ON users;
CREATE TRIGGER users_claim_starter_credit AFTER UPDATE OF email, phone ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION users_claim_starter_credit();
