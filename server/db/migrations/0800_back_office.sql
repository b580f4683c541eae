-- The back office: staff roles, and one ticket per item a person must act on (contact messages, reports,
-- receipt and refund requests, verifications, fraud holds, referral rewards held for review). The ticket points at
-- its subject row in the owning module; assignment, internal notes and the reply thread with the user live here.
CREATE TABLE staff_roles (
  user_id  integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role     text NOT NULL CHECK (role IN ('support', 'trust_safety', 'finance', 'content', 'admin')),
  created  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);
-- Operators from before roles existed keep seeing everything.
INSERT INTO staff_roles (user_id, role) SELECT id, 'admin' FROM users WHERE is_operator;

CREATE TABLE ops_tickets (
  id                  bigserial PRIMARY KEY,
  queue               text NOT NULL,
  subject_type        text NOT NULL,
  subject_id          bigint NOT NULL,
  user_id             integer REFERENCES users(id) ON DELETE SET NULL,
  language            text NOT NULL DEFAULT 'zh-HK',
  -- Where replies go for someone without an account (a visitor's contact message).
  email               text,
  summary             text NOT NULL DEFAULT '',
  status              text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  assignee_id         integer REFERENCES users(id) ON DELETE SET NULL,
  resolution          text,
  created             timestamptz NOT NULL DEFAULT now(),
  modified            timestamptz NOT NULL DEFAULT now(),
  closed_at           timestamptz,
  overdue_alerted_at  timestamptz,
  UNIQUE (subject_type, subject_id)
);
CREATE INDEX ops_tickets_open_idx ON ops_tickets (queue, created) INCLUDE (assignee_id) WHERE status = 'open';
CREATE INDEX ops_tickets_queue_idx ON ops_tickets (queue, status, created DESC, id DESC);
CREATE INDEX ops_tickets_assignee_idx ON ops_tickets (assignee_id) WHERE status = 'open';
CREATE INDEX ops_tickets_user_idx ON ops_tickets (user_id, created DESC);
-- Queue search by words of the summary (pg_trgm comes with the search migration).
CREATE INDEX ops_tickets_summary_trgm_idx ON ops_tickets USING gin (summary gin_trgm_ops);

CREATE TABLE ops_ticket_notes (
  id         bigserial PRIMARY KEY,
  ticket_id  bigint NOT NULL REFERENCES ops_tickets(id) ON DELETE CASCADE,
  staff_id   integer REFERENCES users(id) ON DELETE SET NULL,
  body       text NOT NULL,
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ops_ticket_notes_ticket_idx ON ops_ticket_notes (ticket_id, created);

-- The thread the user sees: their own messages and Sifu's replies.
CREATE TABLE ops_ticket_messages (
  id          bigserial PRIMARY KEY,
  ticket_id   bigint NOT NULL REFERENCES ops_tickets(id) ON DELETE CASCADE,
  author_id   integer REFERENCES users(id) ON DELETE SET NULL,
  from_staff  boolean NOT NULL,
  body        text NOT NULL,
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ops_ticket_messages_ticket_idx ON ops_ticket_messages (ticket_id, created);

-- Every staff action with what it changed.
ALTER TABLE operator_audit ALTER COLUMN target_id TYPE bigint;
ALTER TABLE operator_audit ADD COLUMN before jsonb, ADD COLUMN after jsonb;
CREATE INDEX operator_audit_created_idx ON operator_audit (created DESC, id DESC);
CREATE INDEX operator_audit_operator_idx ON operator_audit (operator_id, created DESC);

-- Pending verifications from before tickets existed get theirs.
INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, summary, created)
SELECT 'verifications', 'certificate', c.service_certificate_id, s.user_id, COALESCE(NULLIF(c.name, ''), c.type), c.created
  FROM service_certificates c JOIN quote_services s ON s.quote_service_id = c.quote_service_id
 WHERE c.status = 1
ON CONFLICT DO NOTHING;
INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, summary, created)
SELECT 'verifications', 'identity', i.id, i.user_id, i.card_type, i.created
  FROM identity_verifications i WHERE i.status = 1
ON CONFLICT DO NOTHING;
