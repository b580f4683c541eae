-- Business-loan enquiries (SPEC §6 flag businessLoan): a pro asks to be called about financing for their business
-- through a lending partner; finance works them in the back office (new → contacted → closed). One open enquiry per
-- pro; the amount is whole HKD within the bounds of shared/domain/business-loans.ts.
CREATE TABLE IF NOT EXISTS business_loan_enquiries (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status        text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed')),
  amount        integer NOT NULL CHECK (amount BETWEEN 10000 AND 5000000),
  purpose       text NOT NULL CHECK (purpose IN ('equipment', 'vehicle', 'working_capital', 'premises', 'expansion', 'other')),
  business_age  text NOT NULL CHECK (business_age IN ('under_1', '1_to_3', '3_to_5', 'over_5')),
  phone         text NOT NULL CHECK (phone ~ '^\+852[2-9]\d{7}$'),
  details       text NOT NULL DEFAULT '' CHECK (char_length(details) <= 500),
  consented_at  timestamptz NOT NULL,
  note          text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  handled_by    integer REFERENCES users(id) ON DELETE SET NULL,
  contacted_at  timestamptz,
  closed_at     timestamptz,
  created       timestamptz NOT NULL DEFAULT now(),
  modified      timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX IF NOT EXISTS business_loan_enquiries_one_open
  ON business_loan_enquiries (user_id) WHERE status IN ('new', 'contacted');
CREATE INDEX IF NOT EXISTS business_loan_enquiries_user ON business_loan_enquiries (user_id, id DESC);
