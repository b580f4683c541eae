-- The marketplace loop. Uploads, phone OTP, quote templates, chat blocks, reports, activity,
-- in-app notifications, and a few bid/user columns. Works on PostgreSQL 15 and 18.

ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'zh-HK' CHECK (language IN ('zh-HK', 'en-HK'));

-- A lead may be offered at a reduced fee (SPEC §4 "discount" filter); the pro may ask once for a review.
ALTER TABLE quote_bids ADD COLUMN discount_percent integer NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100);
ALTER TABLE quote_bids ADD COLUMN review_requested_on timestamptz;
CREATE INDEX quote_bids_request_idx ON quote_bids (quote_request_id);
CREATE INDEX messages_unread_idx ON messages (quote_bid_id) WHERE NOT is_read;

-- Uploaded files (SPEC §5): stored under DATA_DIR/uploads with a generated name.
CREATE TABLE attachments (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  storage_name  text NOT NULL UNIQUE,
  file_name     text NOT NULL,
  mime          text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/gif', 'application/pdf')),
  size          integer NOT NULL CHECK (size > 0 AND size < 10000000),
  sha256        text NOT NULL,
  created       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachments_user_idx ON attachments (user_id);

-- What a file is attached to; decides who else may download it.
CREATE TABLE attachment_links (
  attachment_id integer NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('request', 'bid', 'message', 'review', 'report', 'template')),
  ref_id        integer NOT NULL,
  PRIMARY KEY (attachment_id, kind, ref_id)
);
CREATE INDEX attachment_links_ref_idx ON attachment_links (kind, ref_id);

CREATE TABLE phone_verifications (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  phone        text NOT NULL,
  hash         text NOT NULL UNIQUE,
  otp_hash     text NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  expires_at   timestamptz NOT NULL,
  verified_at  timestamptz,
  created      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phone_verifications_user_idx ON phone_verifications (user_id, created DESC);

-- SPEC §3 quote template.
CREATE TABLE quote_templates (
  id                serial PRIMARY KEY,
  user_id           integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  quote_service_id  integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  quote_category_id integer REFERENCES quote_categories(id) ON DELETE SET NULL,
  display_name      text NOT NULL,
  rating_type       text NOT NULL DEFAULT 'flat' CHECK (rating_type IN ('flat', 'hourly', 'onsite')),
  price_note        text NOT NULL DEFAULT '',
  hourly_rate_at    integer CHECK (hourly_rate_at > 0),
  flat_rate_at      integer CHECK (flat_rate_at > 0),
  on_site           boolean NOT NULL DEFAULT false,
  attachments       jsonb NOT NULL DEFAULT '[]',
  created           timestamptz NOT NULL DEFAULT now(),
  modified          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_templates_service_idx ON quote_templates (quote_service_id);

-- SPEC §3 blocked chat user.
CREATE TABLE chat_blocks (
  user_id          integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blocked_user_id  integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, blocked_user_id),
  CHECK (user_id <> blocked_user_id)
);
CREATE INDEX chat_blocks_blocked_idx ON chat_blocks (blocked_user_id);

-- SPEC §3 report.
CREATE TABLE quote_reports (
  id                        serial PRIMARY KEY,
  user_id                   integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type                      text NOT NULL CHECK (type IN ('request', 'bid', 'service')),
  quote_request_id          integer REFERENCES quote_requests(quote_request_id) ON DELETE SET NULL,
  quote_bid_id              integer REFERENCES quote_bids(quote_bid_id) ON DELETE SET NULL,
  quote_service_id          integer REFERENCES quote_services(quote_service_id) ON DELETE SET NULL,
  message                   text NOT NULL DEFAULT '',
  param                     text NOT NULL DEFAULT '',
  quote_report_topic_id     integer NOT NULL,
  quote_report_sub_topic_id integer,
  attachments               jsonb NOT NULL DEFAULT '[]',
  created                   timestamptz NOT NULL DEFAULT now()
);

-- SPEC §3 activity types.
CREATE TABLE activities (
  id                bigserial PRIMARY KEY,
  type              text NOT NULL CHECK (type IN ('create', 'view', 'pass', 'providedquote', 'update', 'chat', 'hire', 'complete', 'review', 'deny', 'archive', 'expire', 'refund')),
  user_id           integer REFERENCES users(id) ON DELETE SET NULL,
  quote_request_id  integer REFERENCES quote_requests(quote_request_id) ON DELETE CASCADE,
  quote_bid_id      integer REFERENCES quote_bids(quote_bid_id) ON DELETE CASCADE,
  meta              jsonb NOT NULL DEFAULT '{}',
  created           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activities_request_idx ON activities (quote_request_id, created);
CREATE INDEX activities_bid_idx ON activities (quote_bid_id, created);

CREATE TABLE notifications (
  id                bigserial PRIMARY KEY,
  user_id           integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type              text NOT NULL,
  quote_request_id  integer REFERENCES quote_requests(quote_request_id) ON DELETE CASCADE,
  quote_bid_id      integer REFERENCES quote_bids(quote_bid_id) ON DELETE CASCADE,
  params            jsonb NOT NULL DEFAULT '{}',
  is_read           boolean NOT NULL DEFAULT false,
  created           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read;
