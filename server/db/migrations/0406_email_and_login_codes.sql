-- E-mail verification, phone-OTP login and one-time login links. Works on PostgreSQL 15 and 18.
-- Only SHA-256 digests of links, hashes and codes are stored, so the tables alone sign nobody in.

-- The e-mail address is verified when a link or code sent to it was used (also added by other account work: IF NOT
-- EXISTS). Accounts from before verification existed count as verified (the demo seed sets it for its users too).
ALTER TABLE users ADD COLUMN IF NOT EXISTS email_verified_at timestamptz;
UPDATE users SET email_verified_at = created WHERE email_verified_at IS NULL;

-- A verification e-mail: its link (/activate/{userId}/{token}) and its 6-digit code work once, for 24 hours, for the
-- address it was sent to. A new e-mail replaces the user's older unused ones. code_hash = sha256(token_hash:code).
CREATE TABLE email_verifications (
  id            bigserial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email         text NOT NULL,
  token_hash    text NOT NULL UNIQUE,
  code_hash     text NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  created       timestamptz NOT NULL DEFAULT now(),
  requested_ip  text
);
CREATE INDEX email_verifications_user_idx ON email_verifications (user_id, created DESC);

-- A phone-login code. Every request gets a row, also for a number no account has confirmed (user_id NULL, nothing is
-- sent and no code can match), so answers, attempts and expiry look the same either way.
-- hash_sha = sha256(hash); otp_hash = sha256(hash_sha:code).
CREATE TABLE phone_login_codes (
  id            bigserial PRIMARY KEY,
  hash_sha      text NOT NULL UNIQUE,
  phone         text NOT NULL,
  user_id       integer REFERENCES users(id) ON DELETE CASCADE,
  channel       text NOT NULL CHECK (channel IN ('sms', 'voice')),
  otp_hash      text NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  created       timestamptz NOT NULL DEFAULT now(),
  requested_ip  text
);
CREATE INDEX phone_login_codes_phone_idx ON phone_login_codes (phone, created DESC);
CREATE INDEX IF NOT EXISTS users_confirmed_phone_idx ON users (phone) WHERE is_phone_confirmed;

-- A one-time login link (SPEC §7 users/login_once), single use, valid 15 minutes, for the address it was sent to.
-- A new request replaces the user's older unused links.
CREATE TABLE login_links (
  id            bigserial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email         text NOT NULL,
  token_hash    text NOT NULL UNIQUE,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  created       timestamptz NOT NULL DEFAULT now(),
  requested_ip  text
);
CREATE INDEX login_links_user_idx ON login_links (user_id) WHERE used_at IS NULL;
