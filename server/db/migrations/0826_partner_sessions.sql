-- Partner sessions (SPEC §6, §3 "a telecom-partner token"; docs/decisions/0044): a partner signs a short-lived token
-- for one of its users, exchanged once for a Sifu session. The partner's user is linked to one Sifu account; a
-- token's nonce is kept until the token expires, so a replay is refused on every instance.
CREATE TABLE IF NOT EXISTS partner_identities (
  partner          text NOT NULL CHECK (partner IN ('life55688', 'fet')),
  partner_user_id  text NOT NULL CHECK (char_length(partner_user_id) BETWEEN 1 AND 128),
  user_id          integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email            text,
  phone            text,
  created          timestamptz NOT NULL DEFAULT now(),
  last_used        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (partner, partner_user_id),
  -- One account per partner user, and one partner user per account and partner.
  UNIQUE (partner, user_id)
);
CREATE INDEX IF NOT EXISTS partner_identities_user_idx ON partner_identities (user_id);

CREATE TABLE IF NOT EXISTS partner_session_nonces (
  partner     text NOT NULL,
  nonce       text NOT NULL CHECK (char_length(nonce) BETWEEN 16 AND 128),
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (partner, nonce)
);
CREATE INDEX IF NOT EXISTS partner_session_nonces_expiry_idx ON partner_session_nonces (expires_at);
