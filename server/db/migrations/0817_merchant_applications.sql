-- Merchant applications (SPEC §7 payments; docs/decisions/0041): a company applies to take payments through Sifu and
-- finance approves or rejects it with a reason. One open application per user (submitted or approved); the bank
-- account is stored as the payout account stores it (normalized, checked again here) and shown masked.
CREATE TABLE IF NOT EXISTS merchant_applications (
  id                serial PRIMARY KEY,
  user_id           integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status            text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'approved', 'rejected', 'withdrawn')),
  company_name_zh   text NOT NULL DEFAULT '' CHECK (char_length(company_name_zh) <= 120),
  company_name_en   text NOT NULL DEFAULT '' CHECK (char_length(company_name_en) <= 120),
  br_number         text NOT NULL CHECK (br_number ~ '^\d{8}(-\d{3})?$'),
  company_type      text NOT NULL CHECK (company_type IN ('sole_proprietorship', 'partnership', 'limited_company', 'other')),
  contact_name      text NOT NULL CHECK (char_length(contact_name) BETWEEN 1 AND 100),
  phone             text NOT NULL CHECK (phone ~ '^\+852[2-9]\d{7}$'),
  email             text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  address           text NOT NULL CHECK (char_length(address) BETWEEN 1 AND 255),
  bank_code         text NOT NULL CHECK (bank_code ~ '^\d{3}$'),
  branch_code       text NOT NULL CHECK (branch_code ~ '^\d{3}$'),
  account_number    text NOT NULL CHECK (account_number ~ '^\d{6,9}$'),
  account_holder    text NOT NULL CHECK (char_length(account_holder) BETWEEN 2 AND 70),
  br_document_ids   integer[] NOT NULL CHECK (cardinality(br_document_ids) BETWEEN 1 AND 3),
  bank_document_ids integer[] NOT NULL CHECK (cardinality(bank_document_ids) BETWEEN 1 AND 3),
  reject_reason     text CHECK (char_length(reject_reason) <= 500),
  decision_note     text CHECK (char_length(decision_note) <= 500),
  decided_by        integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at        timestamptz,
  created           timestamptz NOT NULL DEFAULT now(),
  modified          timestamptz NOT NULL DEFAULT now(),
  CHECK (company_name_zh <> '' OR company_name_en <> ''),
  CHECK (status <> 'rejected' OR reject_reason IS NOT NULL)
);

-- One open application per user: a second is refused while one waits for finance or was granted.
CREATE UNIQUE INDEX IF NOT EXISTS merchant_applications_one_open
  ON merchant_applications (user_id) WHERE status IN ('submitted', 'approved');
CREATE INDEX IF NOT EXISTS merchant_applications_user ON merchant_applications (user_id, id DESC);

-- The documents are linked like certificate files: readable by the applicant and operators only.
ALTER TABLE attachment_links DROP CONSTRAINT attachment_links_kind_check;
ALTER TABLE attachment_links ADD CONSTRAINT attachment_links_kind_check
  CHECK (kind IN ('request', 'bid', 'message', 'review', 'report', 'template', 'service_media', 'service_logo', 'certificate',
                  'identity', 'charge_application', 'shop_item', 'shop_feedback', 'merchant_application'));
