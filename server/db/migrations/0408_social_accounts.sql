-- Google, Apple and Facebook sign-in. Works on PostgreSQL 15 and 18.

-- Also added by the e-mail verification work (0406); a provider's verified e-mail sets it at sign-up.
ALTER TABLE users ADD COLUMN IF NOT EXISTS email_verified_at timestamptz;

-- A verified provider identity (the provider's stable subject id) belongs to one account; an account has at most one
-- identity per provider. Accounts made through a provider have no password (users.passwd_hash = 'none') until a
-- password reset sets one.
CREATE TABLE social_identities (
  id        bigserial PRIMARY KEY,
  provider  text NOT NULL CHECK (provider IN ('google', 'apple', 'facebook')),
  subject   text NOT NULL,
  user_id   integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email     text,
  created   timestamptz NOT NULL DEFAULT now(),
  last_used timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject),
  UNIQUE (user_id, provider)
);

-- Short-lived single-use tickets of the sign-in flows, stored as SHA-256 of the token only:
--   state  (10 min) the browser redirect: intent, next page, PKCE challenge, nonce digest; bound to a cookie;
--   nonce  (10 min) a nonce a native app puts in its Google sign-in request;
--   signup (15 min) a verified identity waiting for the sign-up step (users/sign_up).
-- Using one is `UPDATE … WHERE used_at IS NULL AND expires_at > now() RETURNING`, so a replay never wins.
CREATE TABLE social_tickets (
  token_hash  text PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('state', 'nonce', 'signup')),
  provider    text,
  payload     jsonb NOT NULL DEFAULT '{}',
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX social_tickets_expires_idx ON social_tickets (expires_at);
