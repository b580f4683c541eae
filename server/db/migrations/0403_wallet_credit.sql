-- Free credit that expires (spent before purchased credit), free-credit events, coupons, quote-fee
-- refunds and auto-refill. wallets.balance stays the one balance; credit_grants says which part of it is free
-- credit and until when. The grants' remaining amounts never exceed the balance (fees spend grants first).

CREATE TABLE credit_grants (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source      text NOT NULL CHECK (source IN ('starter', 'free_credit_event', 'coupon', 'referral')),
  ref_id      integer,
  amount      integer NOT NULL CHECK (amount > 0),
  remaining   integer NOT NULL CHECK (remaining >= 0 AND remaining <= amount),
  expires_at  timestamptz,
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_grants_open_idx ON credit_grants (user_id, expires_at) WHERE remaining > 0;
CREATE INDEX credit_grants_expiry_idx ON credit_grants (expires_at) WHERE remaining > 0;

-- Which grants paid for a debit (a quote fee), so that a refund gives free credit back as free credit.
CREATE TABLE credit_grant_uses (
  grant_id    integer NOT NULL REFERENCES credit_grants(id) ON DELETE CASCADE,
  debit_key   text NOT NULL,
  amount      integer NOT NULL CHECK (amount > 0),
  PRIMARY KEY (grant_id, debit_key)
);
CREATE INDEX credit_grant_uses_key_idx ON credit_grant_uses (debit_key);

-- SPEC §2 free-credits[/{index}]: an operator defines the amount, who may claim it, when, and how long it lasts.
CREATE TABLE free_credit_events (
  id              serial PRIMARY KEY,
  slug            text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$'),
  title_zh        text NOT NULL,
  title_en        text NOT NULL,
  description_zh  text NOT NULL DEFAULT '',
  description_en  text NOT NULL DEFAULT '',
  amount          integer NOT NULL CHECK (amount > 0),
  audience        text NOT NULL CHECK (audience IN ('all_pros', 'new_pros', 'pros_without_purchase')),
  claim_from      timestamptz NOT NULL,
  claim_until     timestamptz NOT NULL CHECK (claim_until > claim_from),
  valid_days      integer NOT NULL CHECK (valid_days > 0),
  max_claims      integer CHECK (max_claims > 0),
  claims          integer NOT NULL DEFAULT 0,
  is_active       boolean NOT NULL DEFAULT true,
  created         timestamptz NOT NULL DEFAULT now(),
  CHECK (max_claims IS NULL OR claims <= max_claims)
);

CREATE TABLE free_credit_claims (
  event_id   integer NOT NULL REFERENCES free_credit_events(id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  grant_id   integer NOT NULL REFERENCES credit_grants(id) ON DELETE CASCADE,
  created    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id)
);

-- Coupons: a code with a validity window, a global and a per-user limit, and how long its credit lasts.
CREATE TABLE coupons (
  id                 serial PRIMARY KEY,
  code               text NOT NULL CHECK (code ~ '^[A-Z0-9-]{4,32}$'),
  amount             integer NOT NULL CHECK (amount > 0),
  valid_from         timestamptz NOT NULL,
  valid_until        timestamptz NOT NULL CHECK (valid_until > valid_from),
  credit_valid_days  integer NOT NULL CHECK (credit_valid_days > 0),
  max_uses           integer CHECK (max_uses > 0),
  per_user_limit     integer NOT NULL DEFAULT 1 CHECK (per_user_limit > 0),
  uses               integer NOT NULL DEFAULT 0,
  is_active          boolean NOT NULL DEFAULT true,
  created            timestamptz NOT NULL DEFAULT now(),
  CHECK (max_uses IS NULL OR uses <= max_uses)
);
CREATE UNIQUE INDEX coupons_code_key ON coupons (code);

CREATE TABLE coupon_redemptions (
  id          serial PRIMARY KEY,
  coupon_id   integer NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  grant_id    integer NOT NULL REFERENCES credit_grants(id) ON DELETE CASCADE,
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupon_redemptions_user_idx ON coupon_redemptions (coupon_id, user_id);

-- A refunded quote fee: why (unread 48 h, request closed as duplicate or invalid).
ALTER TABLE quote_bids ADD COLUMN fee_refunded_on timestamptz;
ALTER TABLE quote_requests ADD COLUMN close_reason text
  CHECK (close_reason IN ('hired_elsewhere', 'no_longer_needed', 'duplicate', 'invalid', 'other'));
CREATE INDEX quote_bids_unread_fee_idx ON quote_bids (quote_sent_on)
  WHERE quote_fee_charged > 0 AND fee_refunded_on IS NULL AND NOT is_requestor_readed;
