-- Partner discounts on shop orders (docs/decisions/0043): a coupon is either pro credit (kind 'credit', migration
-- 0403) or a consumer's amount off a shop order (kind 'shop_discount'), tagged with its partner. A discount coupon
-- keeps the coupon rules: a validity window, max uses (never exceeded: the row is locked while a use is counted, and
-- the CHECK below holds), a per-user limit. It is redeemed once per order, in the transaction that places the order.
-- A redemption is released when its order ends unfulfilled (void or cancelled), which gives the use back.
ALTER TABLE coupons ADD COLUMN kind text NOT NULL DEFAULT 'credit' CHECK (kind IN ('credit', 'shop_discount'));
ALTER TABLE coupons ADD COLUMN partner_id integer REFERENCES partners(id);
ALTER TABLE coupons ADD COLUMN description_zh text NOT NULL DEFAULT '' CHECK (char_length(description_zh) <= 300);
ALTER TABLE coupons ADD COLUMN description_en text NOT NULL DEFAULT '' CHECK (char_length(description_en) <= 300);
ALTER TABLE coupons ALTER COLUMN credit_valid_days DROP NOT NULL;
ALTER TABLE coupons ADD CONSTRAINT coupons_kind_fields CHECK (
  (kind = 'credit' AND credit_valid_days IS NOT NULL AND partner_id IS NULL)
  OR (kind = 'shop_discount' AND credit_valid_days IS NULL AND partner_id IS NOT NULL)
);
CREATE INDEX coupons_partner_idx ON coupons (partner_id, valid_until) WHERE partner_id IS NOT NULL;

-- A redemption gave either free credit (grant_id) or a discount on one shop order (shop_order_id, at most once).
ALTER TABLE coupon_redemptions ALTER COLUMN grant_id DROP NOT NULL;
ALTER TABLE coupon_redemptions ADD COLUMN shop_order_id integer UNIQUE REFERENCES shop_orders(id);
ALTER TABLE coupon_redemptions ADD COLUMN amount integer CHECK (amount > 0);
ALTER TABLE coupon_redemptions ADD COLUMN released_at timestamptz;
ALTER TABLE coupon_redemptions ADD CONSTRAINT coupon_redemptions_one_use CHECK (
  (grant_id IS NOT NULL AND shop_order_id IS NULL AND amount IS NULL AND released_at IS NULL)
  OR (grant_id IS NULL AND shop_order_id IS NOT NULL AND amount IS NOT NULL)
);

-- What the consumer pays is amount − discount (never below 0); the pro's share stays computed on `amount`.
ALTER TABLE shop_orders ADD COLUMN discount integer NOT NULL DEFAULT 0;
ALTER TABLE shop_orders ADD COLUMN discount_code text;
ALTER TABLE shop_orders ADD CONSTRAINT shop_orders_discount_check CHECK (
  discount >= 0 AND discount <= amount AND (discount = 0) = (discount_code IS NULL)
);

-- The discount is funded by the partner (through Sifu): the ledger's `partner_discount` account is debited with it at
-- pay-in (what the partner owes), so the pro's share is whole while the gateway holds only what the consumer paid.
ALTER TABLE shop_ledger DROP CONSTRAINT shop_ledger_account_check;
ALTER TABLE shop_ledger ADD CONSTRAINT shop_ledger_account_check
  CHECK (account IN ('gateway', 'held', 'pro_payable', 'commission', 'partner_discount'));
