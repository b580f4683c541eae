-- Replay of POST /api/messages/quote_conversation/{bidId} as scripts/bench-market.ts traces it: the session lookup, the
-- party with its block checks, then the transaction that stores the message. Client n acts as consumer n and writes on
-- one of its quoted bids, like the API run.
-- Variables (-D): pros, consumers, first_pro, first_consumer, first_request, first_bid.
\set c :client_id % :consumers
\set consumer :first_consumer + :c
\set r 4 * :c + random(0, 1)
\set req :first_request + :r
\set s random(0, :pros - 1)
\set pro :first_pro + :s
\set bid :first_bid + :r * :pros + :s
SELECT u.id, u.username, u.role, u.is_operator, CASE WHEN u.is_operator THEN ARRAY(SELECT r.role FROM staff_roles r WHERE r.user_id = u.id ORDER BY r.role) ELSE '{}'::text[] END AS staff_roles, (s.last_seen < now() - interval '5 minutes' OR s.user_agent IS DISTINCT FROM NULL::text) AS last_seen_stale, s.last_seen < now() - make_interval(days => 30) AS idle FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = :consumer AND s.expires_at > now();
SELECT p.*, EXISTS (SELECT 1 FROM chat_blocks WHERE user_id = :consumer AND blocked_user_id = p.other_id) AS is_blocked, EXISTS (SELECT 1 FROM chat_blocks WHERE user_id = p.other_id AND blocked_user_id = :consumer) AS is_blocked_by FROM (SELECT b.quote_bid_id, b.quote_request_id, b.quote_status_id, b.quote_sent_on, r.user_id AS consumer_id, s.user_id AS pro_id, CASE WHEN s.user_id = :consumer THEN r.user_id ELSE s.user_id END AS other_id FROM quote_bids b JOIN quote_requests r ON r.quote_request_id = b.quote_request_id JOIN quote_services s ON s.quote_service_id = b.quote_service_id WHERE b.quote_bid_id = :bid) p;
BEGIN;
INSERT INTO messages (quote_bid_id, sender_id, body, attachments) VALUES (:bid, :consumer, '師傅你好，星期六方便嗎？', '[]') RETURNING *;
UPDATE quote_bids SET modified = now() WHERE quote_bid_id = :bid;
INSERT INTO activities (type, user_id, quote_request_id, quote_bid_id, meta) VALUES ('chat', :consumer, :req, :bid, '{"message_id":1}');
COMMIT;
