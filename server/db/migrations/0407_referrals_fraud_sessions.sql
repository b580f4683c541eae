-- Referrals, the fraud check and session inactivity (ADR 0012). Works on PostgreSQL 15 and 18.

-- SPEC §3 referral_hash: every user's stable, random, url-safe code for /signup?ref=<hash> (12 characters of
-- base64url, about 66 random bits). Existing users get one here; new rows get one from the column default, whichever
-- sign-up path inserts them.
ALTER TABLE users ADD COLUMN IF NOT EXISTS referral_hash text;
UPDATE users SET referral_hash = translate(left(encode(uuid_send(gen_random_uuid()), 'base64'), 12), '+/', '-_')
 WHERE referral_hash IS NULL;
ALTER TABLE users ALTER COLUMN referral_hash SET DEFAULT translate(left(encode(uuid_send(gen_random_uuid()), 'base64'), 12), '+/', '-_');
ALTER TABLE users ALTER COLUMN referral_hash SET NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS users_referral_hash_key ON users (referral_hash);
-- Who referred this user (set only for an accepted referral).
ALTER TABLE users ADD COLUMN IF NOT EXISTS referred_by integer REFERENCES users(id) ON DELETE SET NULL;

-- One row per referred account: accepted (pending, then paid once) or refused with the reason. The reward is paid
-- by one conditional UPDATE … WHERE status = 'pending' in the transaction of the triggering event, and its ledger
-- row carries the unique idempotency key referral:<id>, so concurrent events can never pay twice.
CREATE TABLE referrals (
  id              bigserial PRIMARY KEY,
  referrer_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  referred_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'refused')),
  refused_reason  text CHECK (refused_reason IN ('self', 'same_device', 'existing_account')),
  reward_trigger  text CHECK (reward_trigger IN ('pro_first_purchase', 'consumer_first_hire')),
  reward_amount   integer CHECK (reward_amount > 0),
  rewarded_at     timestamptz,
  device_id       text,
  ip              text,
  created         timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'refused') = (refused_reason IS NOT NULL)),
  CHECK ((status = 'paid') = (rewarded_at IS NOT NULL AND reward_amount IS NOT NULL AND reward_trigger IS NOT NULL))
);
CREATE UNIQUE INDEX referrals_referred_key ON referrals (referred_id);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, id DESC);

-- SPEC §3 seon_session: the anti-fraud session sent with a login or sign-up, kept with the session it created.
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS seon_session text;
-- The inactivity sweep and the idle check read last_seen.
CREATE INDEX IF NOT EXISTS sessions_last_seen_idx ON sessions (last_seen);

-- SPEC §6 fraud check: every assessment of a sign-up or a login (the local rules engine counts its own rows per IP
-- and device within the last hour).
CREATE TABLE fraud_assessments (
  id            bigserial PRIMARY KEY,
  kind          text NOT NULL CHECK (kind IN ('signup', 'login')),
  user_id       integer REFERENCES users(id) ON DELETE SET NULL,
  email_domain  text,
  ip            text,
  device_id     text,
  verdict       text NOT NULL CHECK (verdict IN ('allow', 'challenge', 'refuse')),
  reasons       text[] NOT NULL DEFAULT '{}',
  provider      text NOT NULL,
  seon_session  text,
  created       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fraud_assessments_ip_idx ON fraud_assessments (kind, ip, created);
CREATE INDEX fraud_assessments_device_idx ON fraud_assessments (kind, device_id, created);
