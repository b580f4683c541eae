-- Safety payments in use (docs/decisions/0037): how a part is paid in at the provider, what each side asked for and
-- what was decided, and the payout instructions and batches finance exports as the bank file.

-- When the pro marked the work done (or, for an inspection, the visit): the automatic release counts from here.
ALTER TABLE safety_payments ADD COLUMN IF NOT EXISTS completed_at timestamptz;
-- The job's price before an inspection fee paid into safety was taken off it (0: no inspection deducted).
ALTER TABLE safety_payments ADD COLUMN IF NOT EXISTS inspection_deducted integer NOT NULL DEFAULT 0 CHECK (inspection_deducted >= 0);
-- Reminders of the automatic release sent so far (3 days, then 1 day before).
ALTER TABLE safety_payments ADD COLUMN IF NOT EXISTS release_reminders integer NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS safety_payments_completed_idx ON safety_payments (completed_at) WHERE completed_at IS NOT NULL;

-- The open request on a part (cancel or refund), the pro's counter-offer, the decision, and where a refund goes
-- when the pay-in cannot be refunded to a card (a convenience-store or bank-transfer payment).
ALTER TABLE safety_payment_parts
  ADD COLUMN IF NOT EXISTS request_kind    text CHECK (request_kind IN ('cancel', 'refund')),
  ADD COLUMN IF NOT EXISTS request_amount  integer CHECK (request_amount > 0),
  ADD COLUMN IF NOT EXISTS request_reason  text,
  ADD COLUMN IF NOT EXISTS request_photos  integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN IF NOT EXISTS requested_at    timestamptz,
  ADD COLUMN IF NOT EXISTS counter_amount  integer CHECK (counter_amount >= 0),
  ADD COLUMN IF NOT EXISTS counter_reason  text,
  ADD COLUMN IF NOT EXISTS answer_due      timestamptz,
  ADD COLUMN IF NOT EXISTS refund_info     jsonb,
  ADD COLUMN IF NOT EXISTS refunded_amount integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  ADD COLUMN IF NOT EXISTS released_amount integer NOT NULL DEFAULT 0 CHECK (released_amount >= 0),
  ADD COLUMN IF NOT EXISTS decided_by      integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN IF NOT EXISTS decision_note   text,
  ADD COLUMN IF NOT EXISTS settled_at      timestamptz;
CREATE INDEX IF NOT EXISTS safety_parts_answer_due_idx ON safety_payment_parts (answer_due) WHERE answer_due IS NOT NULL;

-- A pay-in: one try at paying a part through the provider (card, convenience store, bank transfer), with the same
-- statuses as a credit order (shared/domain/payment-order-states). Only a verified webhook marks it paid, and at
-- most one pay-in of a part is ever paid.
CREATE TABLE IF NOT EXISTS safety_pay_ins (
  id               serial PRIMARY KEY,
  hash             text NOT NULL UNIQUE,
  part_id          integer NOT NULL REFERENCES safety_payment_parts(id) ON DELETE CASCADE,
  consumer_id      integer NOT NULL REFERENCES users(id),
  pay_type         text NOT NULL CHECK (pay_type IN ('card', 'cvs', 'bank')),
  amount           integer NOT NULL CHECK (amount > 0),
  currency         text NOT NULL DEFAULT 'HKD' CHECK (currency = 'HKD'),
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'requires_action', 'paid', 'failed', 'expired', 'cancelled', 'refunded')),
  provider         text NOT NULL,
  provider_ref     text,
  checkout_url     text,
  idempotency_key  text NOT NULL,
  card_info        text,
  payment_code     text,
  barcode          text,
  virtual_account  text,
  expires_at       timestamptz,
  paid_at          timestamptz,
  failure_code     text,
  failure_message  text,
  refunded_amount  integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0 AND refunded_amount <= amount),
  created          timestamptz NOT NULL DEFAULT now(),
  modified         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (consumer_id, idempotency_key)
);
CREATE UNIQUE INDEX IF NOT EXISTS safety_pay_ins_one_paid ON safety_pay_ins (part_id) WHERE status = 'paid';
CREATE INDEX IF NOT EXISTS safety_pay_ins_part_idx ON safety_pay_ins (part_id, created DESC);
CREATE UNIQUE INDEX IF NOT EXISTS safety_pay_ins_provider_ref_key ON safety_pay_ins (provider, provider_ref) WHERE provider_ref IS NOT NULL;

CREATE TABLE IF NOT EXISTS safety_pay_in_transitions (
  id           bigserial PRIMARY KEY,
  pay_in_id    integer NOT NULL REFERENCES safety_pay_ins(id) ON DELETE CASCADE,
  from_status  text,
  to_status    text NOT NULL,
  created      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS safety_pay_in_transitions_idx ON safety_pay_in_transitions (pay_in_id, id);
DROP TRIGGER IF EXISTS safety_pay_ins_record_transition ON safety_pay_ins;
CREATE TRIGGER safety_pay_ins_record_transition AFTER INSERT OR UPDATE OF status ON safety_pay_ins
  FOR EACH ROW EXECUTE FUNCTION record_status_transition('safety_pay_in_transitions', 'pay_in_id');

-- A batch of approved payout instructions, exported once as the bank's file (kept here, as exported).
CREATE TABLE IF NOT EXISTS payout_batches (
  id          serial PRIMARY KEY,
  value_date  date NOT NULL,
  created_by  integer REFERENCES users(id) ON DELETE SET NULL,
  line_count  integer NOT NULL DEFAULT 0,
  total       integer NOT NULL DEFAULT 0,
  file_csv    text,
  exported_at timestamptz,
  created     timestamptz NOT NULL DEFAULT now()
);

-- What a release owes a pro, paid by bank file: pending → approved (in a batch) → exported → paid or failed; a failed
-- line goes back to pending. The account is copied at export: the file and the record agree even if the pro later
-- changes it.
CREATE TABLE IF NOT EXISTS payout_instructions (
  id              serial PRIMARY KEY,
  part_id         integer NOT NULL UNIQUE REFERENCES safety_payment_parts(id),
  pro_id          integer NOT NULL REFERENCES users(id),
  amount          integer NOT NULL CHECK (amount > 0),
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'exported', 'paid', 'failed')),
  batch_id        integer REFERENCES payout_batches(id),
  account         jsonb,
  failure_reason  text,
  paid_at         timestamptz,
  created         timestamptz NOT NULL DEFAULT now(),
  modified        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS payout_instructions_status_idx ON payout_instructions (status, created);
CREATE INDEX IF NOT EXISTS payout_instructions_pro_idx ON payout_instructions (pro_id, created DESC);
CREATE INDEX IF NOT EXISTS payout_instructions_batch_idx ON payout_instructions (batch_id);

CREATE TABLE IF NOT EXISTS payout_transitions (
  id              bigserial PRIMARY KEY,
  instruction_id  integer NOT NULL REFERENCES payout_instructions(id) ON DELETE CASCADE,
  from_status     text,
  to_status       text NOT NULL,
  created         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS payout_transitions_idx ON payout_transitions (instruction_id, id);
DROP TRIGGER IF EXISTS payout_instructions_record_transition ON payout_instructions;
CREATE TRIGGER payout_instructions_record_transition AFTER INSERT OR UPDATE OF status ON payout_instructions
  FOR EACH ROW EXECUTE FUNCTION record_status_transition('payout_transitions', 'instruction_id');

-- "Inspection first": a fixed on-site inspection fee quoted with an after-inspection quote, paid into safety before
-- the visit and deducted from the job's price when the consumer hires for the work.
ALTER TABLE quote_bids ADD COLUMN IF NOT EXISTS inspection_fee integer CHECK (inspection_fee BETWEEN 100 AND 3000);

-- The hourly reconciliation finds each safety pay-in's first verified success by the provider's order reference.
CREATE INDEX IF NOT EXISTS payment_events_succeeded_ref_idx
  ON payment_events (provider, (payload->>'orderRef'), id) WHERE type = 'payment.succeeded';
