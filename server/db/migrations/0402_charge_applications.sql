-- SPEC §2 charge_application[/{type}] (ADR 0010): a pro asks for a company receipt or invoice for
-- paid payment orders. Operators read the submitted ones here, send the document by e-mail within 3 working
-- days and set the status (issued or rejected, with operator_note). An order is in at most one application that
-- is not rejected (checked under row locks by the wallet module; order_ids has no foreign key, being an array).

CREATE TABLE charge_applications (
  id                        serial PRIMARY KEY,
  user_id                   integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type                      text NOT NULL CHECK (type IN ('receipt', 'invoice')),
  company_name              text NOT NULL DEFAULT '',
  -- Hong Kong business registration number: 8 digits, optionally the 3-digit branch number (normalizeBrNumber).
  business_registration_no  text CHECK (business_registration_no ~ '^[0-9]{8}(-[0-9]{3})?$'),
  address                   text NOT NULL DEFAULT '',
  email                     text NOT NULL,
  order_ids                 integer[] NOT NULL CHECK (cardinality(order_ids) BETWEEN 1 AND 100),
  status                    text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'issued', 'rejected')),
  -- What the pro asked for (PO number, attention line…).
  note                      text NOT NULL DEFAULT '',
  -- The operator's word: the document number once issued, the reason when rejected.
  operator_note             text,
  decided_at                timestamptz,
  created                   timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'invoice' OR company_name <> '')
);
CREATE INDEX charge_applications_user_idx ON charge_applications (user_id, created DESC);
CREATE INDEX charge_applications_orders_idx ON charge_applications USING gin (order_ids);
-- The operators' queue, oldest first.
CREATE INDEX charge_applications_submitted_idx ON charge_applications (created) WHERE status = 'submitted';
