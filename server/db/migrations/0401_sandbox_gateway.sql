-- What the sandbox gateway's pages need beyond 0400: the line the payer sees, the card waiting for the
-- 3-D-Secure-like step (brand|x|last4 is in card_info; its expiry is kept to save it once approved), the wrong
-- challenge codes typed so far, and when a payment completed.
ALTER TABLE sandbox_payments ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE sandbox_payments ADD COLUMN card_exp_month integer CHECK (card_exp_month BETWEEN 1 AND 12);
ALTER TABLE sandbox_payments ADD COLUMN card_exp_year integer;
ALTER TABLE sandbox_payments ADD COLUMN challenge_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE sandbox_payments ADD COLUMN paid_at timestamptz;

-- The expiry job looks for open payments past their deadline.
CREATE INDEX sandbox_payments_open_idx ON sandbox_payments (expires_at) WHERE status IN ('open', 'requires_action');
CREATE INDEX sandbox_webhook_deliveries_payment_idx ON sandbox_webhook_deliveries (payment_id);
