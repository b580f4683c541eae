-- Reports are read now: besides a request, a quote or a service, a user reports one chat message, a review or a
-- user. Each report carries who it is about (the author of the reported content, fixed when reported, so a later
-- change of ownership does not move it) and the outcome staff chose (dismissed, or actioned: warned, hidden,
-- suspended). Open reports and contact messages from before the back office get their tickets.
ALTER TABLE quote_reports DROP CONSTRAINT IF EXISTS quote_reports_type_check;
ALTER TABLE quote_reports ADD CONSTRAINT quote_reports_type_check
  CHECK (type IN ('request', 'bid', 'service', 'message', 'review', 'user'));
ALTER TABLE quote_reports
  ADD COLUMN message_id       integer REFERENCES messages(id) ON DELETE SET NULL,
  -- Not a foreign key: a hidden review leaves the reviews table and comes back under the same id when restored.
  ADD COLUMN review_id        integer,
  ADD COLUMN reported_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
  ADD COLUMN outcome          text CHECK (outcome IN ('dismiss', 'warn', 'hide', 'suspend_user', 'suspend_service')),
  ADD COLUMN outcome_reason   text,
  ADD COLUMN decided_by       integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN decided_at       timestamptz;
CREATE INDEX quote_reports_reported_user_idx ON quote_reports (reported_user_id, created DESC);

UPDATE quote_reports r SET reported_user_id = COALESCE(
  (SELECT q.user_id FROM quote_requests q WHERE q.quote_request_id = r.quote_request_id AND r.type = 'request'),
  (SELECT s.user_id FROM quote_bids b JOIN quote_services s ON s.quote_service_id = b.quote_service_id
    WHERE b.quote_bid_id = r.quote_bid_id AND r.type = 'bid'),
  (SELECT s.user_id FROM quote_services s WHERE s.quote_service_id = r.quote_service_id AND r.type = 'service'));

INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, summary, created)
SELECT 'reports', 'report', r.id, r.user_id, left(r.type || ': ' || regexp_replace(r.message, '\s+', ' ', 'g'), 120), r.created
  FROM quote_reports r
ON CONFLICT DO NOTHING;

INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, email, language, summary, created)
SELECT 'contact', 'contact_message', c.id, c.user_id, CASE WHEN c.user_id IS NULL THEN c.email END, c.language,
       left(regexp_replace(c.message, '\s+', ' ', 'g'), 120), c.created
  FROM contact_messages c
ON CONFLICT DO NOTHING;
INSERT INTO ops_ticket_messages (ticket_id, author_id, from_staff, body, created)
SELECT t.id, c.user_id, false, c.message, c.created
  FROM contact_messages c JOIN ops_tickets t ON t.subject_type = 'contact_message' AND t.subject_id = c.id
 WHERE NOT EXISTS (SELECT 1 FROM ops_ticket_messages m WHERE m.ticket_id = t.id);
