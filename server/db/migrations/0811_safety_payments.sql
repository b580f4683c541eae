-- Safety payments (docs/decisions/0037): money a consumer pays into safety for a bid's job or inspection, held until
-- the work is done, then released to the pro less commission, or refunded. The rules (statuses, moves, postings) are
-- shared/domain/safety-payments.ts; the server moves a part only by a conditional UPDATE from the statuses allowed
-- before the target, and posts money only when that UPDATE changed a row.
CREATE TABLE IF NOT EXISTS safety_payments (
  id                 serial PRIMARY KEY,
  quote_bid_id       integer NOT NULL REFERENCES quote_bids(quote_bid_id),
  kind               text NOT NULL CHECK (kind IN ('job', 'inspection')),
  plan               text NOT NULL CHECK (plan IN ('full', 'deposit', 'milestones')),
  price              integer NOT NULL CHECK (price > 0),
  -- Fixed when the consumer agrees: a later change of the configured percentage does not touch it.
  commission_percent integer NOT NULL CHECK (commission_percent BETWEEN 0 AND 100),
  consumer_id        integer NOT NULL REFERENCES users(id),
  pro_id             integer NOT NULL REFERENCES users(id),
  created            timestamptz NOT NULL DEFAULT now(),
  -- One job payment and one inspection payment per bid.
  UNIQUE (quote_bid_id, kind)
);
CREATE INDEX IF NOT EXISTS safety_payments_consumer_idx ON safety_payments (consumer_id);
CREATE INDEX IF NOT EXISTS safety_payments_pro_idx ON safety_payments (pro_id);

-- A part is what the consumer pays in one go (SPEC's pid); its amounts are whole HKD and sum to the price.
CREATE TABLE IF NOT EXISTS safety_payment_parts (
  id                 serial PRIMARY KEY,
  safety_payment_id  integer NOT NULL REFERENCES safety_payments(id) ON DELETE CASCADE,
  position           integer NOT NULL CHECK (position BETWEEN 1 AND 5),
  amount             integer NOT NULL CHECK (amount > 0),
  status             text NOT NULL DEFAULT 'awaiting_payment' CHECK (status IN ('awaiting_payment', 'held', 'cancel_requested',
                       'refund_requested', 'refund_countered', 'disputed', 'released', 'refunded', 'settled', 'void')),
  created            timestamptz NOT NULL DEFAULT now(),
  modified           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (safety_payment_id, position)
);

-- Every status a part takes, written by the database on insert and on each change (as for payment orders, 0808):
-- the tests replay these histories against the allowed moves.
CREATE TABLE IF NOT EXISTS safety_part_transitions (
  id           bigserial PRIMARY KEY,
  part_id      integer NOT NULL REFERENCES safety_payment_parts(id) ON DELETE CASCADE,
  from_status  text,
  to_status    text NOT NULL,
  created      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS safety_part_transitions_part_idx ON safety_part_transitions (part_id, id);

-- One trigger function for every table whose statuses are recorded: its arguments name the history table and the
-- column holding the row's id there.
CREATE OR REPLACE FUNCTION record_status_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    EXECUTE format('INSERT INTO %I (%I, from_status, to_status) VALUES ($1, $2, $3)', TG_ARGV[0], TG_ARGV[1])
      USING NEW.id, CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.status END, NEW.status;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS safety_parts_record_transition ON safety_payment_parts;
CREATE TRIGGER safety_parts_record_transition AFTER INSERT OR UPDATE OF status ON safety_payment_parts
  FOR EACH ROW EXECUTE FUNCTION record_status_transition('safety_part_transitions', 'part_id');

-- The double-entry ledger of held money: each movement (pay-in, release, refund, payout) is two or three postings
-- summing to zero, all carrying the movement's idempotency key (its cause: the provider event, the part's release…),
-- unique per account, so a webhook replay or a job retry posts nothing twice. Debits are positive.
CREATE TABLE IF NOT EXISTS safety_ledger (
  id               bigserial PRIMARY KEY,
  part_id          integer NOT NULL REFERENCES safety_payment_parts(id),
  movement         text NOT NULL CHECK (movement IN ('pay_in', 'release', 'refund', 'payout')),
  account          text NOT NULL CHECK (account IN ('gateway', 'held', 'pro_payable', 'commission')),
  amount           integer NOT NULL,
  idempotency_key  text NOT NULL,
  created          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (idempotency_key, account)
);
CREATE INDEX IF NOT EXISTS safety_ledger_part_idx ON safety_ledger (part_id);
