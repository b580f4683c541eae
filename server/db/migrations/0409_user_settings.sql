-- Account settings. Works on PostgreSQL 15 and 18.

-- SPEC §3 notification_settings: only the user's own choices per notification type ({"new_lead": {"email": false}});
-- anything not stored falls back to the defaults of shared/domain/notification-preferences.ts (today's behaviour).
ALTER TABLE users ADD COLUMN IF NOT EXISTS notification_settings jsonb NOT NULL DEFAULT '{}'::jsonb;
-- SPEC §3 avatar: amazon_s3_original_url beside the existing s3_thumb_url (amazon_s3_thumb_url).
ALTER TABLE users ADD COLUMN IF NOT EXISTS s3_original_url text;
-- The e-mail address is verified when a link sent to it was used (also added by other account work: IF NOT EXISTS).
ALTER TABLE users ADD COLUMN IF NOT EXISTS email_verified_at timestamptz;

-- The current avatar's files (DATA_DIR/uploads, generated names). `key` is the unguessable part of its public URL
-- (/api/avatars/{key}/{size}); a new upload gets a new key, so the URL may be cached for ever.
CREATE TABLE user_avatars (
  user_id        integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  key            text NOT NULL UNIQUE,
  original_name  text NOT NULL,
  original_mime  text NOT NULL CHECK (original_mime IN ('image/png', 'image/jpeg', 'image/webp')),
  thumb_name     text NOT NULL,
  created        timestamptz NOT NULL DEFAULT now()
);

-- SPEC §3 invoice settings (SPEC §6 flag invoice_settings, off by default): what receipts and invoices are made out to.
CREATE TABLE invoice_settings (
  user_id                       integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  company_name                  text NOT NULL,
  address                       text NOT NULL DEFAULT '',
  business_registration_number  text NOT NULL DEFAULT '',
  modified                      timestamptz NOT NULL DEFAULT now()
);

-- SPEC §2 email_change: a link to the new address, single use, valid 24 hours. Only a SHA-256 of its token is stored;
-- a new request replaces the user's older unused links.
CREATE TABLE email_changes (
  id            bigserial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_email     text NOT NULL,
  token_hash    text NOT NULL UNIQUE,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  created       timestamptz NOT NULL DEFAULT now(),
  requested_ip  text
);
CREATE INDEX email_changes_user_idx ON email_changes (user_id) WHERE used_at IS NULL;

-- Devices and sessions: a stable id to name one session (the token hash never leaves the server) and the browser
-- it was last used from, recorded by the session middleware.
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS id bigserial;
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS user_agent text;
CREATE UNIQUE INDEX IF NOT EXISTS sessions_id_key ON sessions (id);
