-- Background jobs (ADR 0027). Works on PostgreSQL 15 and 18.

-- Request expiry (shared/domain/request-lifecycle.ts REQUEST_VALID_DAYS): when the sweep closed a request for age.
ALTER TABLE quote_requests ADD COLUMN IF NOT EXISTS expired_at timestamptz;
CREATE INDEX IF NOT EXISTS quote_requests_open_modified_idx ON quote_requests (modified) WHERE NOT is_closed AND NOT is_archived;

-- The e-mail outbox: one row per message, sent by the pg-boss job `mail-delivery` with retries. `sent_at` makes a
-- message go out once even when its job runs twice; the body is cleared once sent (it may hold a sign-in link).
CREATE TABLE mail_outbox (
  id          bigserial PRIMARY KEY,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  body        text,
  tag         text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  last_error  text,
  sent_at     timestamptz,
  failed_at   timestamptz,
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (created) WHERE sent_at IS NULL AND failed_at IS NULL;

-- The sitemap sections as the job `sitemap-refresh` last built them, so every instance serves the same sitemap and
-- the queries behind it run once per refresh across instances.
CREATE TABLE sitemap_snapshots (
  section   text PRIMARY KEY,
  body      text NOT NULL,
  lastmod   timestamptz,
  built_at  timestamptz NOT NULL DEFAULT now()
);
