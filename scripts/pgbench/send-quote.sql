-- Replay of POST /api/quote_bids/change_status/rating/{id} (a first send, fee debit) as scripts/bench-market.ts traces
-- it: the session lookup, the two checks before the transaction, the transaction with its locks (bid, wallet, credit
-- grants), then the bid view of the response. Client n acts as pro n, like the API run's connection n.
-- Variables (-D): pros, requests, first_pro, first_consumer, first_service, first_request, first_bid, category.
-- String parameters the app computes (the ledger key) are built from the numeric ids; the key carries a random
-- nonce so a bid drawn twice is charged twice instead of aborting the client on the unique key.
\set c :client_id % :pros
\set pro :first_pro + :c
\set svc :first_service + :c
\set r 4 * random(0, :requests / 4 - 1) + 2 + random(0, 1)
\set req :first_request + :r
\set bid :first_bid + :r * :pros + :c
\set consumer :first_consumer + :r / 4
\set nonce random(1, 1000000000000)
SELECT u.id, u.username, u.role, u.is_operator, CASE WHEN u.is_operator THEN ARRAY(SELECT r.role FROM staff_roles r WHERE r.user_id = u.id ORDER BY r.role) ELSE '{}'::text[] END AS staff_roles, (s.last_seen < now() - interval '5 minutes' OR s.user_agent IS DISTINCT FROM NULL::text) AS last_seen_stale, s.last_seen < now() - make_interval(days => 30) AS idle FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = :pro AND s.expires_at > now();
SELECT EXISTS (SELECT 1 FROM fraud_assessments WHERE user_id = :pro AND review = 'pending') AS held;
SELECT 1 FROM credit_grants WHERE user_id = :pro AND remaining > 0 AND expires_at <= now() LIMIT 1;
BEGIN;
SELECT b.*, r.user_id AS consumer_id, s.user_id AS pro_id, r.quote_category_id, r.district_id, r.is_closed AS r_is_closed, r.is_archived AS r_is_archived, c.quote_fee AS c_fee, c.name_zh AS c_name_zh, c.name_en AS c_name_en, s.business_name_zh, s.business_name_en FROM quote_bids b JOIN quote_requests r ON r.quote_request_id = b.quote_request_id JOIN quote_categories c ON c.id = r.quote_category_id JOIN quote_services s ON s.quote_service_id = b.quote_service_id WHERE b.quote_bid_id = :bid FOR UPDATE OF b;
SELECT u.is_phone_confirmed, u.phone AS user_phone, s.phone AS service_phone, u.category_limitation, s.business_name_zh, s.business_name_en FROM users u JOIN quote_services s ON s.user_id = u.id WHERE u.id = :pro AND s.quote_service_id = :svc;
SELECT c.id AS quote_category_id, c.required_licence_type FROM quote_categories c WHERE c.id = ANY(ARRAY[:category]::int[]) AND c.required_licence_type IS NOT NULL AND NOT (NOT EXISTS (SELECT 1 FROM quote_categories qq WHERE qq.id = c.id AND qq.required_licence_type IS NOT NULL AND NOT EXISTS (SELECT 1 FROM service_certificates ql WHERE ql.quote_service_id = :svc::int AND ql.status = 2 AND ql.type = 'personal' AND ql.licence_type = qq.required_licence_type))) ORDER BY c.id;
SELECT 1 FROM wallet_transactions WHERE idempotency_key = 'quote-fee:' || :bid || ':' || :nonce;
SELECT 1 FROM wallets WHERE user_id = :pro FOR UPDATE;
SELECT * FROM credit_grants WHERE user_id = :pro AND remaining > 0 AND expires_at <= now() ORDER BY id FOR UPDATE;
UPDATE wallets SET balance = balance - 18, modified = now() WHERE user_id = :pro AND balance >= 18 RETURNING balance;
INSERT INTO wallet_transactions (user_id, type, amount, balance_after, quote_bid_id, payment_id, description, idempotency_key) VALUES (:pro, 14, -18, 999982, :bid, NULL, 'quote_fee', 'quote-fee:' || :bid || ':' || :nonce);
SELECT * FROM credit_grants WHERE user_id = :pro AND remaining > 0 AND (expires_at IS NULL OR expires_at > now()) ORDER BY expires_at NULLS LAST, id FOR UPDATE;
UPDATE quote_bids SET quote_status_id = 2, rating_type = 'flat', flat_rate_at = 800, hourly_rate_at = NULL, is_on_site_visit_required_for_quote = false, is_more_information_required = false, price_note = '包工包料', attachments = '[]', last_used_template_id = NULL, error_message = NULL, error_action = NULL, quote_sent_on = now(), is_contact_charge = true, quote_fee_charged = 18, modified = now() WHERE quote_bid_id = :bid;
INSERT INTO activities (type, user_id, quote_request_id, quote_bid_id, meta) VALUES ('providedquote', :pro, :req, :bid, '{"fee":18,"rating_type":"flat"}');
SELECT notification_settings -> 'new_quote' AS choice FROM users WHERE id = :consumer;
INSERT INTO notifications (user_id, type, quote_request_id, quote_bid_id, params) VALUES (:consumer, 'new_quote', :req, :bid, '{"category_zh":"水喉","category_en":"Plumbing","business_name_zh":"測試水喉","business_name_en":"Bench Plumbing"}') RETURNING *;
COMMIT;
SELECT b.*, r.user_id AS consumer_id, s.user_id AS pro_id, r.quote_category_id, r.district_id, r.is_closed AS r_is_closed, r.is_archived AS r_is_archived, c.quote_fee AS c_fee, r.description AS r_description, r.preferred_dates AS r_preferred_dates, r.time_slots AS r_time_slots, r.created AS r_created, r.fields AS r_fields, r.photos AS r_photos, EXISTS (SELECT 1 FROM quote_bids hb WHERE hb.quote_request_id = r.quote_request_id AND hb.quote_status_id IN (3, 4, 5)) AS r_has_hired, c.slug AS c_slug, c.name_zh AS c_name_zh, c.name_en AS c_name_en, d.slug AS d_slug, d.name_zh AS d_name_zh, d.name_en AS d_name_en, s.slug AS s_slug, s.business_name_zh, s.business_name_en, s.logo_url, s.rating AS s_rating, s.review_count AS s_review_count, s.hired_count AS s_hired_count, s.response_minutes, s.is_verified, COALESCE(s.phone, pu.phone) AS s_phone, cu.username AS cu_username, cu.first_name AS cu_first_name, cu.last_name AS cu_last_name, cu.is_phone_confirmed AS cu_phone_confirmed, cu.phone AS cu_phone, (SELECT count(*) FROM messages m WHERE m.quote_bid_id = b.quote_bid_id AND NOT m.is_read AND m.sender_id <> :pro)::int AS unread_count, (EXISTS (SELECT 1 FROM reviews rv WHERE rv.quote_bid_id = b.quote_bid_id) OR EXISTS (SELECT 1 FROM hidden_reviews hr WHERE hr.quote_bid_id = b.quote_bid_id)) AS is_reviewed, count(*) OVER () AS total FROM quote_bids b JOIN quote_requests r ON r.quote_request_id = b.quote_request_id JOIN quote_categories c ON c.id = r.quote_category_id JOIN quote_services s ON s.quote_service_id = b.quote_service_id LEFT JOIN districts d ON d.id = r.district_id JOIN users pu ON pu.id = s.user_id JOIN users cu ON cu.id = r.user_id WHERE b.quote_bid_id = :bid AND (s.user_id = :pro OR (r.user_id = :pro AND b.quote_sent_on IS NOT NULL AND b.quote_status_id <> 6)) ORDER BY b.quote_bid_id LIMIT 1 OFFSET 0;
