-- Refunds of unspent purchased credit: a pro asks (from the credit page or when deleting the account), finance
-- approves or rejects in the back office (queue "refunds"). An approval gives the money back per paid order, newest
-- first: card orders through the payment provider, convenience-store and bank-transfer orders as a bank-transfer
-- payout instruction (one line per order). Free credit is never refunded.
CREATE TABLE credit_refund_requests (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount      integer NOT NULL CHECK (amount > 0),
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- Where the pro asked: the credit page or the account-deletion page.
  source      text NOT NULL DEFAULT 'credit' CHECK (source IN ('credit', 'deletion')),
  -- The pro's own words (optional), and finance's reason for the decision.
  note        text NOT NULL DEFAULT '',
  reason      text NOT NULL DEFAULT '',
  decided_by  integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at  timestamptz,
  created     timestamptz NOT NULL DEFAULT now(),
  modified    timestamptz NOT NULL DEFAULT now()
);
-- One pending request per pro: a second one is refused with 409.
CREATE UNIQUE INDEX credit_refund_requests_pending_idx ON credit_refund_requests (user_id) WHERE status = 'pending';
CREATE INDEX credit_refund_requests_user_idx ON credit_refund_requests (user_id, created DESC);

-- How an approved request was paid back: one line per paid order it drew on.
CREATE TABLE credit_refund_lines (
  id          serial PRIMARY KEY,
  request_id  integer NOT NULL REFERENCES credit_refund_requests(id) ON DELETE CASCADE,
  order_id    integer NOT NULL REFERENCES payment_orders(id) ON DELETE CASCADE,
  amount      integer NOT NULL CHECK (amount > 0),
  -- card: refunded through the provider; bank_transfer: finance pays it out by bank transfer.
  method      text NOT NULL CHECK (method IN ('card', 'bank_transfer')),
  status      text NOT NULL CHECK (status IN ('refunded', 'payout_due')),
  created     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (request_id, order_id)
);

-- What of each paid order has been given back (whole HKD); never more than was paid.
ALTER TABLE payment_orders ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0;
ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_refunded_amount_check CHECK (refunded_amount >= 0 AND refunded_amount <= amount);

-- The sandbox gateway records every refund (partial ones too), once per idempotency key, like a real gateway.
CREATE TABLE sandbox_refunds (
  id               text PRIMARY KEY,
  payment_id       text NOT NULL REFERENCES sandbox_payments(id) ON DELETE CASCADE,
  amount           integer NOT NULL CHECK (amount > 0),
  idempotency_key  text NOT NULL,
  created          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (payment_id, idempotency_key)
);
