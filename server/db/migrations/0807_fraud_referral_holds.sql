-- Holds that wait for a person in the back office. Works on PostgreSQL 15 and 18.

-- A suspicious sign-up (a second account from one device, or many from one IP, within the hour, below the refusal
-- limits) is let in but held: the account can sign in and look around, but cannot post a request or send a quote
-- until trust and safety release it; blocking it keeps it out (no sign-in, no posting, no quoting).
ALTER TABLE fraud_assessments DROP CONSTRAINT IF EXISTS fraud_assessments_verdict_check;
ALTER TABLE fraud_assessments ADD CONSTRAINT fraud_assessments_verdict_check
  CHECK (verdict IN ('allow', 'challenge', 'refuse', 'hold'));
ALTER TABLE fraud_assessments
  ADD COLUMN IF NOT EXISTS review        text CHECK (review IN ('pending', 'released', 'blocked')),
  ADD COLUMN IF NOT EXISTS review_reason text,
  ADD COLUMN IF NOT EXISTS reviewed_by   integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN IF NOT EXISTS reviewed_at   timestamptz;
-- Only a hold is reviewed; a decision names who made it and when.
ALTER TABLE fraud_assessments ADD CONSTRAINT fraud_assessments_review_decided_check
  CHECK ((review IS NULL OR verdict = 'hold') AND ((review IN ('released', 'blocked')) = (reviewed_at IS NOT NULL)));
-- "Is this account held or blocked?" is asked before every request post and quote send.
CREATE INDEX IF NOT EXISTS fraud_assessments_review_idx ON fraud_assessments (user_id) WHERE review IN ('pending', 'blocked');

-- A referral reward that looks like self-dealing (the referred account signed up from an IP the referrer used, or
-- one IP brought many referrals in a day) is held when it is earned, instead of paid; finance approves (paid once,
-- with the same ledger key referral:<id>) or rejects it with a reason.
ALTER TABLE referrals DROP CONSTRAINT IF EXISTS referrals_status_check;
ALTER TABLE referrals ADD CONSTRAINT referrals_status_check CHECK (status IN ('pending', 'held', 'paid', 'refused'));
ALTER TABLE referrals DROP CONSTRAINT IF EXISTS referrals_refused_reason_check;
ALTER TABLE referrals ADD CONSTRAINT referrals_refused_reason_check
  CHECK (refused_reason IN ('self', 'same_device', 'existing_account', 'review_rejected'));
ALTER TABLE referrals
  ADD COLUMN IF NOT EXISTS held_reasons  text[],
  ADD COLUMN IF NOT EXISTS held_at       timestamptz,
  ADD COLUMN IF NOT EXISTS review_reason text,
  ADD COLUMN IF NOT EXISTS reviewed_by   integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN IF NOT EXISTS reviewed_at   timestamptz;
ALTER TABLE referrals ADD CONSTRAINT referrals_held_check
  CHECK (status <> 'held' OR (held_at IS NOT NULL AND reward_amount IS NOT NULL AND reward_trigger IS NOT NULL));
-- "Many referrals from one IP in a day".
CREATE INDEX IF NOT EXISTS referrals_ip_idx ON referrals (ip, created) WHERE ip IS NOT NULL;
