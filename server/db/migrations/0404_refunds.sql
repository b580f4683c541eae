-- The starter package can be refunded (SPEC §7 starter-package status/refund): orders and the sandbox
-- gateway's payments get a refunded state.
ALTER TABLE payment_orders DROP CONSTRAINT payment_orders_status_check;
ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_status_check
  CHECK (status IN ('pending', 'requires_action', 'paid', 'failed', 'expired', 'cancelled', 'refunded'));
ALTER TABLE payment_orders ADD COLUMN refunded_at timestamptz;

ALTER TABLE sandbox_payments DROP CONSTRAINT sandbox_payments_status_check;
ALTER TABLE sandbox_payments ADD CONSTRAINT sandbox_payments_status_check
  CHECK (status IN ('open', 'requires_action', 'succeeded', 'failed', 'expired', 'refunded'));
ALTER TABLE sandbox_payments ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0);
