-- SPEC §3 cartCount in user/me (docs/decisions/0038: the consumer's shop orders awaiting payment) is counted on every
-- user/me while the shop is on: this index alone answers it, however many orders the consumer has placed.
CREATE INDEX IF NOT EXISTS shop_orders_cart_idx ON shop_orders (consumer_id) WHERE status = 'awaiting_payment';
