-- Links that act without signing in (SPEC §4, §6, §7; docs/decisions/0040-hashed-links.md): e-mails and texts about a
-- request or a quote carry links that each allow one thing (view, close, reopen; view, reply, hire intent) on one
-- request or quote, for the user the message went to. Only the SHA-256 of the random token is stored.
CREATE TABLE IF NOT EXISTS hash_links (
  id                bigserial PRIMARY KEY,
  token_hash        text NOT NULL UNIQUE,
  scope             text NOT NULL
                    CHECK (scope IN ('request_view', 'request_close', 'request_reopen', 'quote_view', 'quote_reply', 'quote_hire_intent')),
  user_id           integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  quote_request_id  integer NOT NULL REFERENCES quote_requests(quote_request_id) ON DELETE CASCADE,
  quote_bid_id      integer REFERENCES quote_bids(quote_bid_id) ON DELETE CASCADE,
  expires_at        timestamptz NOT NULL,
  -- Set by the action of a single-use link (close, reopen, hire intent), in the action's transaction.
  used_at           timestamptz,
  created           timestamptz NOT NULL DEFAULT now(),
  -- A quote link names its quote; a request link does not.
  CHECK ((scope LIKE 'quote\_%') = (quote_bid_id IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS hash_links_user_idx ON hash_links (user_id);
CREATE INDEX IF NOT EXISTS hash_links_expires_idx ON hash_links (expires_at);

-- The "expires soon" reminder of a request (request-expiry sweep): sent once per period, a reopen or an edit
-- (modified) starts a new one.
ALTER TABLE quote_requests ADD COLUMN IF NOT EXISTS expiry_reminded_at timestamptz;
