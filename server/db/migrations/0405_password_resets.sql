-- Password recovery. A link is single use and valid for an hour; only a SHA-256 of its token is
-- stored, so the table alone cannot be used to reset anyone's password. A new request replaces older unused links.
CREATE TABLE password_resets (
  id            bigserial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash    text NOT NULL UNIQUE,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  created       timestamptz NOT NULL DEFAULT now(),
  requested_ip  text
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id) WHERE used_at IS NULL;
