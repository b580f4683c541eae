-- Wallet and payments. Credit packages, payment orders (one per checkout, idempotent per user key),
-- provider webhook events (each processed once), saved cards (brand|x|last4 only, plus the provider's token),
-- and the sandbox gateway's own tables (it stands in for an external gateway and keeps its own state).
-- Works on PostgreSQL 15 and 18.

-- SPEC §3 Payment: package_id. Price and credit in whole HKD; bonus credit on top of the price.
CREATE TABLE credit_packages (
  id           serial PRIMARY KEY,
  slug         text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$'),
  name_zh      text NOT NULL,
  name_en      text NOT NULL,
  price        integer NOT NULL CHECK (price > 0),
  credit       integer NOT NULL CHECK (credit > 0),
  bonus        integer NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  is_starter   boolean NOT NULL DEFAULT false,
  is_active    boolean NOT NULL DEFAULT true,
  sort_order   integer NOT NULL DEFAULT 0
);

INSERT INTO credit_packages (slug, name_zh, name_en, price, credit, bonus, is_starter, sort_order) VALUES
  ('starter',  '新手套餐', 'Starter pack',  100,  100,  50, true, 0),
  ('basic',    '基本',     'Basic',         300,  300,   0, false, 1),
  ('standard', '標準',     'Standard',      800,  800,  80, false, 2),
  ('pro',      '專業',     'Professional', 1500, 1500, 225, false, 3),
  ('business', '商業',     'Business',     3000, 3000, 600, false, 4);

-- One checkout. `hash` is the public reference of payment/{hash}; `credit` is what a paid order adds.
CREATE TABLE payment_orders (
  id               serial PRIMARY KEY,
  hash             text NOT NULL UNIQUE,
  user_id          integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind             text NOT NULL CHECK (kind IN ('package', 'custom', 'payfee', 'auto_refill')),
  pay_type         text NOT NULL CHECK (pay_type IN ('card', 'cvs', 'bank')),
  package_id       integer REFERENCES credit_packages(id),
  quote_bid_id     integer REFERENCES quote_bids(quote_bid_id) ON DELETE SET NULL,
  amount           integer NOT NULL CHECK (amount > 0),
  credit           integer NOT NULL CHECK (credit > 0),
  currency         text NOT NULL DEFAULT 'HKD' CHECK (currency = 'HKD'),
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'requires_action', 'paid', 'failed', 'expired', 'cancelled')),
  provider         text NOT NULL,
  provider_ref     text,
  -- The provider's hosted page for this order (card checkout), offered again when the same key is retried.
  checkout_url     text,
  idempotency_key  text NOT NULL,
  -- What the pro typed in the quote composer: sent once the order is paid (payment popup, SPEC §2).
  quote_draft      jsonb,
  follow_up        text,
  card_info        text,
  save_card        boolean NOT NULL DEFAULT false,
  -- Convenience store bill (payment code, barcode) or bank transfer / FPS virtual account.
  payment_code     text,
  barcode          text,
  virtual_account  text,
  expires_at       timestamptz,
  paid_at          timestamptz,
  failure_code     text,
  failure_message  text,
  created          timestamptz NOT NULL DEFAULT now(),
  modified         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX payment_orders_user_idx ON payment_orders (user_id, created DESC);
CREATE UNIQUE INDEX payment_orders_provider_ref_key ON payment_orders (provider, provider_ref) WHERE provider_ref IS NOT NULL;

-- Every webhook event a provider sent, processed at most once (unique per provider and event id).
CREATE TABLE payment_events (
  id            serial PRIMARY KEY,
  provider      text NOT NULL,
  event_id      text NOT NULL,
  type          text NOT NULL,
  order_id      integer REFERENCES payment_orders(id) ON DELETE SET NULL,
  result        text NOT NULL,
  payload       jsonb NOT NULL,
  received_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, event_id)
);
CREATE INDEX payment_events_order_idx ON payment_events (order_id);

-- SPEC §3: card info stored as brand|x|last4 text; the token is the provider's reference, never a card number.
CREATE TABLE saved_cards (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider     text NOT NULL,
  token        text NOT NULL,
  card_info    text NOT NULL CHECK (card_info ~ '^[a-z_]+\|x\|[0-9]{4}$'),
  exp_month    integer CHECK (exp_month BETWEEN 1 AND 12),
  exp_year     integer,
  created      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, token)
);
CREATE INDEX saved_cards_user_idx ON saved_cards (user_id);

-- SPEC §3 user: auto-refill package_id (with the pro's monthly limit) and payment_error (dismissible).
ALTER TABLE users ADD COLUMN auto_refill_package_id integer REFERENCES credit_packages(id);
ALTER TABLE users ADD COLUMN auto_refill_card_id integer REFERENCES saved_cards(id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN auto_refill_monthly_limit integer NOT NULL DEFAULT 0 CHECK (auto_refill_monthly_limit >= 0);
ALTER TABLE users ADD COLUMN payment_error text;

ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_payment_fk
  FOREIGN KEY (payment_id) REFERENCES payment_orders(id) ON DELETE SET NULL;

-- The sandbox gateway (server/modules/payments/sandbox): its payments, saved cards and webhook deliveries.
CREATE TABLE sandbox_payments (
  id               text PRIMARY KEY,
  merchant_ref     text NOT NULL,
  method           text NOT NULL CHECK (method IN ('card', 'cvs', 'bank')),
  amount           integer NOT NULL CHECK (amount > 0),
  currency         text NOT NULL,
  customer_ref     text NOT NULL,
  status           text NOT NULL CHECK (status IN ('open', 'requires_action', 'succeeded', 'failed', 'expired')),
  return_url       text NOT NULL,
  save_card        boolean NOT NULL DEFAULT false,
  card_token       text,
  card_info        text,
  payment_code     text UNIQUE,
  virtual_account  text UNIQUE,
  challenge_code   text,
  failure_code     text,
  expires_at       timestamptz NOT NULL,
  created          timestamptz NOT NULL DEFAULT now(),
  modified         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_cards (
  token         text PRIMARY KEY,
  customer_ref  text NOT NULL,
  brand         text NOT NULL,
  last4         text NOT NULL,
  exp_month     integer NOT NULL,
  exp_year      integer NOT NULL,
  test_number   text NOT NULL,
  is_removed    boolean NOT NULL DEFAULT false,
  created       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_cards_customer_idx ON sandbox_cards (customer_ref);

CREATE TABLE sandbox_webhook_deliveries (
  event_id       text PRIMARY KEY,
  payment_id     text NOT NULL REFERENCES sandbox_payments(id),
  body           text NOT NULL,
  attempts       integer NOT NULL DEFAULT 0,
  last_status    integer,
  delivered_at   timestamptz,
  created        timestamptz NOT NULL DEFAULT now()
);
