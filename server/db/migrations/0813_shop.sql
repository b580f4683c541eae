-- The shop (docs/decisions/0038; SPEC §3 shop item, shop order, order feedback, shop service category; §4 item and
-- order actions; §5 feedback limits): fixed-price items a pro sells per service and category, orders a consumer
-- places, pays through the provider, books a slot for and reviews, and likes. The rules (statuses, who moves what,
-- limits) are shared/domain/shop.ts and shop-rules.ts; the server moves an item or an order only by a conditional
-- UPDATE from the statuses allowed before the target, and the triggers below record every status taken.
-- Money stays whole HKD. History is kept: an item or an order that an order, a payment or a feedback names cannot be
-- deleted (an item is deleted by status), and an order keeps a copy of what was bought, so a plan removed later
-- leaves it whole.

-- Per service and category shop settings (SPEC §3 shop service category: service_notice); `id` is the
-- {serviceCategoryId} of the dashboard's shop/category/{serviceCategoryId}[/settings] routes.
CREATE TABLE IF NOT EXISTS shop_service_categories (
  id                 serial PRIMARY KEY,
  quote_service_id   integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  quote_category_id  integer NOT NULL REFERENCES quote_categories(id) ON DELETE CASCADE,
  service_notice     text NOT NULL DEFAULT '' CHECK (char_length(service_notice) <= 2000),
  created            timestamptz NOT NULL DEFAULT now(),
  modified           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (quote_service_id, quote_category_id)
);

-- An item (SPEC §3 shop item: id, name, description, plans, photos, quantity, keywords, accepts reservation). It
-- belongs to a service and one of its categories; the pro is the service's user. A draft may be incomplete; what
-- apply_review asks for is checked by shop-rules.ts. quantity NULL is unlimited stock (remaining_quantity NULL too);
-- otherwise remaining_quantity is never below 0 nor above the stock, also under concurrent orders: an order takes its
-- quantity with one conditional UPDATE (… WHERE remaining_quantity >= qty).
CREATE TABLE IF NOT EXISTS shop_items (
  id                                    serial PRIMARY KEY,
  quote_service_id                      integer NOT NULL REFERENCES quote_services(quote_service_id),
  quote_category_id                     integer NOT NULL REFERENCES quote_categories(id),
  status                                text NOT NULL DEFAULT 'draft'
                                        CHECK (status IN ('draft', 'in_review', 'published', 'rejected', 'unpublished', 'deleted')),
  name                                  text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 60),
  description                           text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  -- What a plan's price buys by default (shop-rules.ts SERVICE_TYPES); NULL while a draft has none.
  service_type                          text CHECK (service_type IN ('per_job', 'per_unit', 'per_hour', 'per_session')),
  service_info                          text NOT NULL DEFAULT '' CHECK (char_length(service_info) <= 1000),
  -- SPEC §3 travel preference keys; at least one is on.
  is_service_professional_travels_to_me boolean NOT NULL DEFAULT true,
  is_customer_travel_to_me              boolean NOT NULL DEFAULT false,
  is_over_phone_or_internet             boolean NOT NULL DEFAULT false,
  quantity                              integer CHECK (quantity BETWEEN 1 AND 9999),
  remaining_quantity                    integer CHECK (remaining_quantity >= 0 AND remaining_quantity <= quantity),
  accepts_reservation                   boolean NOT NULL DEFAULT false,
  -- The operator's last decision: a rejection's reason is shown to the pro.
  review_note                           text,
  reviewed_by                           integer REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at                           timestamptz,
  submitted_at                          timestamptz,
  published_at                          timestamptz,
  deleted_at                            timestamptz,
  created                               timestamptz NOT NULL DEFAULT now(),
  modified                              timestamptz NOT NULL DEFAULT now(),
  CHECK (is_service_professional_travels_to_me OR is_customer_travel_to_me OR is_over_phone_or_internet),
  CHECK ((quantity IS NULL) = (remaining_quantity IS NULL)),
  CHECK ((status = 'deleted') = (deleted_at IS NOT NULL)),
  CHECK (status NOT IN ('in_review', 'published') OR service_type IS NOT NULL)
);
CREATE INDEX IF NOT EXISTS shop_items_service_idx ON shop_items (quote_service_id, quote_category_id) WHERE status <> 'deleted';
CREATE INDEX IF NOT EXISTS shop_items_category_idx ON shop_items (quote_category_id, published_at DESC) WHERE status = 'published';
CREATE INDEX IF NOT EXISTS shop_items_review_idx ON shop_items (submitted_at) WHERE status = 'in_review';
-- The shop listing's search by name, matched in search_name's form (migration 0600).
CREATE INDEX IF NOT EXISTS shop_items_name_trgm_idx ON shop_items USING gin (search_name(name) gin_trgm_ops) WHERE status = 'published';

-- One trigger function records statuses for every table that keeps a history (migration 0811).
CREATE TABLE IF NOT EXISTS shop_item_transitions (
  id            bigserial PRIMARY KEY,
  shop_item_id  integer NOT NULL REFERENCES shop_items(id) ON DELETE CASCADE,
  from_status   text,
  to_status     text NOT NULL,
  created       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS shop_item_transitions_item_idx ON shop_item_transitions (shop_item_id, id);
DROP TRIGGER IF EXISTS shop_items_record_transition ON shop_items;
CREATE TRIGGER shop_items_record_transition AFTER INSERT OR UPDATE OF status ON shop_items
  FOR EACH ROW EXECUTE FUNCTION record_status_transition('shop_item_transitions', 'shop_item_id');

-- A plan: what the consumer picks (name, description, whole-HKD price, what the price buys). Positions are unique
-- per item at commit, so an edit may reorder plans in one transaction. An order keeps a snapshot of its plan, so a
-- plan the pro removes later leaves the order's plan_id NULL and nothing else.
CREATE TABLE IF NOT EXISTS shop_item_plans (
  id            serial PRIMARY KEY,
  shop_item_id  integer NOT NULL REFERENCES shop_items(id) ON DELETE CASCADE,
  position      integer NOT NULL CHECK (position BETWEEN 1 AND 5),
  name          text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 40),
  description   text NOT NULL DEFAULT '' CHECK (char_length(description) <= 300),
  price         integer NOT NULL CHECK (price BETWEEN 50 AND 200000),
  service_type  text NOT NULL CHECK (service_type IN ('per_job', 'per_unit', 'per_hour', 'per_session')),
  created       timestamptz NOT NULL DEFAULT now(),
  modified      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT shop_item_plans_position_key UNIQUE (shop_item_id, position) DEFERRABLE INITIALLY DEFERRED
);

-- Photos go through the image pipeline (uploads with thumb and display variants, ADR 0008): each is an attachment of
-- the pro's, also linked as kind 'shop_item' so the orphan sweep keeps it and the download check can make it public
-- while the item is published. At most 10 (positions 1..10, unique).
CREATE TABLE IF NOT EXISTS shop_item_photos (
  id             serial PRIMARY KEY,
  shop_item_id   integer NOT NULL REFERENCES shop_items(id) ON DELETE CASCADE,
  attachment_id  integer NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  position       integer NOT NULL CHECK (position BETWEEN 1 AND 10),
  created        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT shop_item_photos_position_key UNIQUE (shop_item_id, position) DEFERRABLE INITIALLY DEFERRED,
  UNIQUE (shop_item_id, attachment_id)
);

-- Labels the keywords are chosen from (auto-complete by `label_key`, shop-rules.ts labelKey: NFKC, trimmed, single
-- spaces, lower case); a new keyword adds its label. `name` is the first spelling used.
CREATE TABLE IF NOT EXISTS shop_labels (
  id         serial PRIMARY KEY,
  name       text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 20),
  label_key  text NOT NULL UNIQUE CHECK (label_key = lower(label_key) AND char_length(label_key) BETWEEN 1 AND 20),
  created    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS shop_labels_key_trgm_idx ON shop_labels USING gin (label_key gin_trgm_ops);

CREATE TABLE IF NOT EXISTS shop_item_keywords (
  shop_item_id  integer NOT NULL REFERENCES shop_items(id) ON DELETE CASCADE,
  label_id      integer NOT NULL REFERENCES shop_labels(id) ON DELETE CASCADE,
  position      integer NOT NULL CHECK (position BETWEEN 1 AND 10),
  PRIMARY KEY (shop_item_id, label_id),
  CONSTRAINT shop_item_keywords_position_key UNIQUE (shop_item_id, position) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX IF NOT EXISTS shop_item_keywords_label_idx ON shop_item_keywords (label_id);

-- The districts the pro travels to for this item (SPEC §3 service area; the 18 districts).
CREATE TABLE IF NOT EXISTS shop_item_areas (
  shop_item_id  integer NOT NULL REFERENCES shop_items(id) ON DELETE CASCADE,
  district_id   integer NOT NULL REFERENCES districts(id) ON DELETE CASCADE,
  PRIMARY KEY (shop_item_id, district_id)
);
CREATE INDEX IF NOT EXISTS shop_item_areas_district_idx ON shop_item_areas (district_id);

-- An order (SPEC §3 shop order, §4 actions): one plan of one item in a quantity, with what was bought copied as it
-- was (item and plan names, what the price buys, the unit price), the amount, Sifu's commission percentage and whether
-- the money is held as a safety payment (the safetyPayment flag when it was placed), all fixed when it is placed. Its
-- reservation slot, if any, is a row of `reservations` naming it (below); its payments are shop_payments.
CREATE TABLE IF NOT EXISTS shop_orders (
  id                   serial PRIMARY KEY,
  shop_item_id         integer NOT NULL REFERENCES shop_items(id),
  plan_id              integer REFERENCES shop_item_plans(id) ON DELETE SET NULL,
  quote_service_id     integer NOT NULL REFERENCES quote_services(quote_service_id),
  consumer_id          integer NOT NULL REFERENCES users(id),
  pro_id               integer NOT NULL REFERENCES users(id),
  item_name            text NOT NULL,
  plan_name            text NOT NULL,
  service_type         text NOT NULL CHECK (service_type IN ('per_job', 'per_unit', 'per_hour', 'per_session')),
  unit_price           integer NOT NULL CHECK (unit_price BETWEEN 50 AND 200000),
  quantity             integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  amount               integer NOT NULL CHECK (amount > 0),
  commission_percent   integer NOT NULL CHECK (commission_percent BETWEEN 0 AND 100),
  is_held              boolean NOT NULL,
  note                 text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  status               text NOT NULL DEFAULT 'awaiting_payment' CHECK (status IN ('awaiting_payment', 'paid', 'confirmed',
                         'complete_requested', 'completed', 'cancel_requested', 'cancelled', 'void')),
  -- Who asked to cancel while a request is open (the other side answers); kept once the order is cancelled.
  cancel_requested_by  text CHECK (cancel_requested_by IN ('consumer', 'pro')),
  cancel_reason        text CHECK (char_length(cancel_reason) <= 500),
  cancelled_by         text CHECK (cancelled_by IN ('consumer', 'pro', 'operator', 'system')),
  idempotency_key      text NOT NULL,
  paid_at              timestamptz,
  confirmed_at         timestamptz,
  complete_requested_at timestamptz,
  completed_at         timestamptz,
  cancel_requested_at  timestamptz,
  cancelled_at         timestamptz,
  created              timestamptz NOT NULL DEFAULT now(),
  modified             timestamptz NOT NULL DEFAULT now(),
  CHECK (amount = unit_price * quantity),
  CHECK (consumer_id <> pro_id),
  CHECK (status <> 'cancel_requested' OR cancel_requested_by IS NOT NULL),
  CHECK ((status = 'cancelled') = (cancelled_by IS NOT NULL)),
  CHECK (status <> 'completed' OR completed_at IS NOT NULL),
  UNIQUE (consumer_id, idempotency_key)
);
CREATE INDEX IF NOT EXISTS shop_orders_consumer_idx ON shop_orders (consumer_id, created DESC);
CREATE INDEX IF NOT EXISTS shop_orders_pro_idx ON shop_orders (pro_id, created DESC);
CREATE INDEX IF NOT EXISTS shop_orders_item_idx ON shop_orders (shop_item_id);
-- The deadline sweeps (shop.ts orderDeadline) and cartCount (unpaid orders).
CREATE INDEX IF NOT EXISTS shop_orders_open_idx ON shop_orders (status, modified)
  WHERE status IN ('awaiting_payment', 'paid', 'complete_requested', 'cancel_requested');

CREATE TABLE IF NOT EXISTS shop_order_transitions (
  id             bigserial PRIMARY KEY,
  shop_order_id  integer NOT NULL REFERENCES shop_orders(id) ON DELETE CASCADE,
  from_status    text,
  to_status      text NOT NULL,
  created        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS shop_order_transitions_order_idx ON shop_order_transitions (shop_order_id, id);
DROP TRIGGER IF EXISTS shop_orders_record_transition ON shop_orders;
CREATE TRIGGER shop_orders_record_transition AFTER INSERT OR UPDATE OF status ON shop_orders
  FOR EACH ROW EXECUTE FUNCTION record_status_transition('shop_order_transitions', 'shop_order_id');

-- A try at paying an order through the provider (card, convenience store, bank transfer): the statuses of a credit
-- order (shared/domain/payment-order-states), only a verified webhook marks it paid, and an order is paid at most once.
-- A cancellation refunds it through the same provider (refunded_amount).
CREATE TABLE IF NOT EXISTS shop_payments (
  id               serial PRIMARY KEY,
  hash             text NOT NULL UNIQUE,
  shop_order_id    integer NOT NULL REFERENCES shop_orders(id),
  consumer_id      integer NOT NULL REFERENCES users(id),
  pay_type         text NOT NULL CHECK (pay_type IN ('card', 'cvs', 'bank')),
  amount           integer NOT NULL CHECK (amount > 0),
  currency         text NOT NULL DEFAULT 'HKD' CHECK (currency = 'HKD'),
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'requires_action', 'paid', 'failed', 'expired', 'cancelled', 'refunded')),
  provider         text NOT NULL,
  provider_ref     text,
  checkout_url     text,
  idempotency_key  text NOT NULL,
  card_info        text,
  payment_code     text,
  barcode          text,
  virtual_account  text,
  expires_at       timestamptz,
  paid_at          timestamptz,
  failure_code     text,
  failure_message  text,
  refunded_amount  integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0 AND refunded_amount <= amount),
  created          timestamptz NOT NULL DEFAULT now(),
  modified         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (consumer_id, idempotency_key)
);
CREATE UNIQUE INDEX IF NOT EXISTS shop_payments_one_paid ON shop_payments (shop_order_id) WHERE status IN ('paid', 'refunded');
CREATE INDEX IF NOT EXISTS shop_payments_order_idx ON shop_payments (shop_order_id, created DESC);
CREATE UNIQUE INDEX IF NOT EXISTS shop_payments_provider_ref_key ON shop_payments (provider, provider_ref) WHERE provider_ref IS NOT NULL;

CREATE TABLE IF NOT EXISTS shop_payment_transitions (
  id                bigserial PRIMARY KEY,
  shop_payment_id   integer NOT NULL REFERENCES shop_payments(id) ON DELETE CASCADE,
  from_status       text,
  to_status         text NOT NULL,
  created           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS shop_payment_transitions_idx ON shop_payment_transitions (shop_payment_id, id);
DROP TRIGGER IF EXISTS shop_payments_record_transition ON shop_payments;
CREATE TRIGGER shop_payments_record_transition AFTER INSERT OR UPDATE OF status ON shop_payments
  FOR EACH ROW EXECUTE FUNCTION record_status_transition('shop_payment_transitions', 'shop_payment_id');

-- The orders' money in double entry over the accounts of the safety ledger (shop.ts shopPostingsOf): each movement's
-- postings sum to zero and carry its idempotency key (`shop-pay-in:{payment}`, `shop-release:{order}`,
-- `shop-refund:{order}`, `shop-payout:{order}`), unique per account, so a replay posts nothing. Debits are positive.
CREATE TABLE IF NOT EXISTS shop_ledger (
  id               bigserial PRIMARY KEY,
  shop_order_id    integer NOT NULL REFERENCES shop_orders(id),
  movement         text NOT NULL CHECK (movement IN ('pay_in', 'release', 'refund', 'payout')),
  account          text NOT NULL CHECK (account IN ('gateway', 'held', 'pro_payable', 'commission')),
  amount           integer NOT NULL,
  idempotency_key  text NOT NULL,
  created          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (idempotency_key, account)
);
CREATE INDEX IF NOT EXISTS shop_ledger_order_idx ON shop_ledger (shop_order_id);

-- Feedback on a completed order (SPEC §3 order feedback: nshop_order_feedback_id, comment; §5 up to 50 characters
-- and three photos): one per order, by its consumer, a score 1..5 counted into the service's rating with its reviews.
-- `comment` is the pro's public reply (SPEC §8 "feedback comment"). char_length counts characters (a CJK character
-- is one), as shop-rules.ts charCount does. A hidden feedback is shown and counted nowhere (moderation).
CREATE TABLE IF NOT EXISTS shop_order_feedbacks (
  nshop_order_feedback_id  serial PRIMARY KEY,
  shop_order_id            integer NOT NULL UNIQUE REFERENCES shop_orders(id),
  shop_item_id             integer NOT NULL REFERENCES shop_items(id),
  quote_service_id         integer NOT NULL REFERENCES quote_services(quote_service_id),
  consumer_id              integer NOT NULL REFERENCES users(id),
  score                    integer NOT NULL CHECK (score BETWEEN 1 AND 5),
  feedback                 text NOT NULL DEFAULT '' CHECK (char_length(feedback) <= 50),
  comment                  text CHECK (char_length(btrim(comment)) BETWEEN 1 AND 50),
  replied_at               timestamptz,
  hidden_at                timestamptz,
  created                  timestamptz NOT NULL DEFAULT now(),
  CHECK ((comment IS NULL) = (replied_at IS NULL))
);
CREATE INDEX IF NOT EXISTS shop_order_feedbacks_item_idx ON shop_order_feedbacks (shop_item_id, created DESC) WHERE hidden_at IS NULL;
CREATE INDEX IF NOT EXISTS shop_order_feedbacks_service_idx ON shop_order_feedbacks (quote_service_id) WHERE hidden_at IS NULL;
CREATE INDEX IF NOT EXISTS shop_order_feedbacks_consumer_idx ON shop_order_feedbacks (consumer_id);

-- At most three photos (positions 1..3, unique), each an attachment of the consumer's linked as kind 'shop_feedback'.
CREATE TABLE IF NOT EXISTS shop_feedback_photos (
  nshop_order_feedback_id  integer NOT NULL REFERENCES shop_order_feedbacks(nshop_order_feedback_id) ON DELETE CASCADE,
  attachment_id            integer NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  position                 integer NOT NULL CHECK (position BETWEEN 1 AND 3),
  PRIMARY KEY (nshop_order_feedback_id, position),
  UNIQUE (nshop_order_feedback_id, attachment_id)
);

-- Likes (SPEC §7): a liked item is one of the user's favourites (SPEC §2 favorite, §9 six a page).
CREATE TABLE IF NOT EXISTS shop_likes (
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  shop_item_id  integer NOT NULL REFERENCES shop_items(id) ON DELETE CASCADE,
  created       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, shop_item_id)
);
CREATE INDEX IF NOT EXISTS shop_likes_user_idx ON shop_likes (user_id, created DESC);
CREATE INDEX IF NOT EXISTS shop_likes_item_idx ON shop_likes (shop_item_id);

-- A booked slot of an order is a reservation of the pro's service, so the exclusion constraint
-- reservations_no_overlap decides between shop orders, direct bookings and Google bookings of the same time.
-- A reservation now has one of three origins: a hired bid, a Google booking event, or a shop order.
ALTER TABLE reservations ADD COLUMN IF NOT EXISTS shop_order_id integer UNIQUE REFERENCES shop_orders(id) ON DELETE CASCADE;
ALTER TABLE reservations DROP CONSTRAINT IF EXISTS reservations_one_origin;
ALTER TABLE reservations ADD CONSTRAINT reservations_one_origin CHECK (
  (quote_bid_id IS NOT NULL AND consumer_id IS NOT NULL AND greserve_event_id IS NULL AND shop_order_id IS NULL)
  OR (quote_bid_id IS NULL AND consumer_id IS NULL AND greserve_event_id IS NOT NULL AND shop_order_id IS NULL)
  OR (quote_bid_id IS NULL AND consumer_id IS NOT NULL AND greserve_event_id IS NULL AND shop_order_id IS NOT NULL)
);

-- A completed order's money (less commission) is paid out to the pro by the safety payments' bank file: a payout
-- instruction comes from a safety payment part or from a shop order, never both.
ALTER TABLE payout_instructions ALTER COLUMN part_id DROP NOT NULL;
ALTER TABLE payout_instructions ADD COLUMN IF NOT EXISTS shop_order_id integer UNIQUE REFERENCES shop_orders(id);
ALTER TABLE payout_instructions DROP CONSTRAINT IF EXISTS payout_instructions_one_origin;
ALTER TABLE payout_instructions ADD CONSTRAINT payout_instructions_one_origin CHECK ((part_id IS NULL) <> (shop_order_id IS NULL));

-- Item photos and feedback photos are attachments linked to their row (who may download them, the orphan sweep).
ALTER TABLE attachment_links DROP CONSTRAINT attachment_links_kind_check;
ALTER TABLE attachment_links ADD CONSTRAINT attachment_links_kind_check
  CHECK (kind IN ('request', 'bid', 'message', 'review', 'report', 'template', 'service_media', 'service_logo', 'certificate',
                  'identity', 'charge_application', 'shop_item', 'shop_feedback'));
