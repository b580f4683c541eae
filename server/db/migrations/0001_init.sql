-- Sifu core schema. Column names are the SPEC §3 names (ARCHITECTURE §2). Times are UTC timestamptz.
-- Money is whole HKD in integer columns; balances can never go below 0 (CHECK + conditional UPDATE).

CREATE TABLE users (
  id               serial PRIMARY KEY,
  username         text NOT NULL,
  email            text NOT NULL,
  passwd_hash      text NOT NULL,
  address          text NOT NULL DEFAULT '',
  first_name       text NOT NULL DEFAULT '',
  last_name        text NOT NULL DEFAULT '',
  phone            text,
  is_phone_confirmed boolean NOT NULL DEFAULT false,
  s3_thumb_url     text,
  onboard_state    integer NOT NULL DEFAULT 0,
  role             text NOT NULL DEFAULT 'consumer' CHECK (role IN ('consumer','pro')),
  is_operator      boolean NOT NULL DEFAULT false,
  device_id        text,
  category_limitation integer[] NOT NULL DEFAULT '{}',
  created          timestamptz NOT NULL DEFAULT now(),
  modified         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sessions (
  token_hash   text PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_id    text,
  created      timestamptz NOT NULL DEFAULT now(),
  last_seen    timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE wallets (
  user_id    integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  balance    integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  modified   timestamptz NOT NULL DEFAULT now()
);

-- SPEC §9 transaction types; amount is signed whole HKD, balance_after the wallet after it.
CREATE TABLE wallet_transactions (
  id               serial PRIMARY KEY,
  user_id          integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type             integer NOT NULL,
  amount           integer NOT NULL,
  balance_after    integer NOT NULL CHECK (balance_after >= 0),
  quote_bid_id     integer,
  payment_id       integer,
  description      text NOT NULL DEFAULT '',
  idempotency_key  text UNIQUE,
  created          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_transactions_user_idx ON wallet_transactions (user_id, created DESC);

-- Catalogue: bilingual columns *_zh / *_en.
CREATE TABLE genres (
  id            serial PRIMARY KEY,
  slug          text NOT NULL UNIQUE,
  name_zh       text NOT NULL,
  name_en       text NOT NULL,
  description_zh text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  icon          text NOT NULL DEFAULT '',
  display_order integer NOT NULL DEFAULT 0
);

CREATE TABLE quote_categories (
  id              serial PRIMARY KEY,
  slug            text NOT NULL UNIQUE,
  genre_id        integer NOT NULL REFERENCES genres(id),
  name_zh         text NOT NULL,
  name_en         text NOT NULL,
  description_zh  text NOT NULL DEFAULT '',
  description_en  text NOT NULL DEFAULT '',
  quote_fee       integer NOT NULL CHECK (quote_fee >= 0),
  match_limit     integer NOT NULL DEFAULT 5 CHECK (match_limit > 0),
  icon            text NOT NULL DEFAULT '',
  is_active       boolean NOT NULL DEFAULT true,
  display_order   integer NOT NULL DEFAULT 0,
  faq             jsonb NOT NULL DEFAULT '[]',
  created         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_categories_genre_idx ON quote_categories (genre_id);

-- QuoteFormField: type single|multi|text|date|district|budget|photo
CREATE TABLE quote_form_fields (
  id                serial PRIMARY KEY,
  quote_category_id integer NOT NULL REFERENCES quote_categories(id) ON DELETE CASCADE,
  field_key         text NOT NULL,
  type              text NOT NULL CHECK (type IN ('single','multi','text','date','district','budget','photo')),
  label_zh          text NOT NULL,
  label_en          text NOT NULL,
  help_zh           text NOT NULL DEFAULT '',
  help_en           text NOT NULL DEFAULT '',
  options           jsonb NOT NULL DEFAULT '[]',
  is_required       boolean NOT NULL DEFAULT true,
  display_order     integer NOT NULL DEFAULT 0,
  is_active         boolean NOT NULL DEFAULT true,
  UNIQUE (quote_category_id, field_key)
);

CREATE TABLE districts (
  id            serial PRIMARY KEY,
  slug          text NOT NULL UNIQUE,
  region        text NOT NULL CHECK (region IN ('hong-kong-island','kowloon','new-territories')),
  name_zh       text NOT NULL,
  name_en       text NOT NULL,
  display_order integer NOT NULL DEFAULT 0
);

CREATE TABLE areas (
  id          serial PRIMARY KEY,
  district_id integer NOT NULL REFERENCES districts(id) ON DELETE CASCADE,
  slug        text NOT NULL UNIQUE,
  name_zh     text NOT NULL,
  name_en     text NOT NULL
);

-- Quote service: a pro's public service profile.
CREATE TABLE quote_services (
  quote_service_id  serial PRIMARY KEY,
  user_id           integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slug              text NOT NULL,
  business_name_zh  text NOT NULL,
  business_name_en  text NOT NULL,
  description_zh    text NOT NULL DEFAULT '',
  description_en    text NOT NULL DEFAULT '',
  logo_url          text,
  year_founded      integer,
  employees         integer,
  phone             text,
  website           text,
  is_public         boolean NOT NULL DEFAULT true,
  is_archived       boolean NOT NULL DEFAULT false,
  is_verified       boolean NOT NULL DEFAULT false,
  is_service_professional_travels_to_me boolean NOT NULL DEFAULT true,
  is_customer_travel_to_me boolean NOT NULL DEFAULT false,
  is_over_phone_or_internet boolean NOT NULL DEFAULT false,
  travel_distance_km integer NOT NULL DEFAULT 20,
  base_district_id  integer REFERENCES districts(id),
  rating            numeric(3,2) NOT NULL DEFAULT 0,
  review_count      integer NOT NULL DEFAULT 0,
  hired_count       integer NOT NULL DEFAULT 0,
  response_minutes  integer,
  starting_price    integer,
  starting_price_type text CHECK (starting_price_type IN ('flat','hourly','onsite')),
  business_hours    jsonb NOT NULL DEFAULT '[]',
  created           timestamptz NOT NULL DEFAULT now(),
  modified          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_services_user_idx ON quote_services (user_id);
CREATE INDEX quote_services_hired_idx ON quote_services (hired_count DESC) WHERE is_public AND NOT is_archived;

CREATE TABLE service_categories (
  quote_service_id     integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  quote_category_id    integer NOT NULL REFERENCES quote_categories(id) ON DELETE CASCADE,
  is_auto_quote_on     boolean NOT NULL DEFAULT false,
  is_direct_reserve_on boolean NOT NULL DEFAULT false,
  quote_job_preference jsonb NOT NULL DEFAULT '{}',
  auto_message         text NOT NULL DEFAULT '',
  PRIMARY KEY (quote_service_id, quote_category_id)
);
CREATE INDEX service_categories_category_idx ON service_categories (quote_category_id);

CREATE TABLE service_areas (
  quote_service_id integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  district_id      integer NOT NULL REFERENCES districts(id) ON DELETE CASCADE,
  PRIMARY KEY (quote_service_id, district_id)
);
CREATE INDEX service_areas_district_idx ON service_areas (district_id);

CREATE TABLE service_faqs (
  id               serial PRIMARY KEY,
  quote_service_id integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  question_zh      text NOT NULL,
  question_en      text NOT NULL,
  answer_zh        text NOT NULL,
  answer_en        text NOT NULL,
  display_order    integer NOT NULL DEFAULT 0
);

CREATE TABLE service_pause_events (
  id               serial PRIMARY KEY,
  quote_service_id integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  begin_time       timestamptz NOT NULL,
  end_time         timestamptz NOT NULL,
  title            text NOT NULL DEFAULT '',
  description      text NOT NULL DEFAULT '',
  CHECK (end_time > begin_time)
);

CREATE TABLE service_certificates (
  service_certificate_id serial PRIMARY KEY,
  quote_service_id integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  name             text NOT NULL,
  type             text NOT NULL DEFAULT 'personal',
  status           integer NOT NULL DEFAULT 1,
  unified_number   text,
  reference_identity text,
  description      text NOT NULL DEFAULT '',
  created          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE service_media (
  id               serial PRIMARY KEY,
  quote_service_id integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  url              text NOT NULL,
  caption_zh       text NOT NULL DEFAULT '',
  caption_en       text NOT NULL DEFAULT '',
  display_order    integer NOT NULL DEFAULT 0
);

-- Quote requests (projects) and bids.
CREATE TABLE quote_requests (
  quote_request_id  serial PRIMARY KEY,
  user_id           integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  quote_category_id integer NOT NULL REFERENCES quote_categories(id),
  district_id       integer REFERENCES districts(id),
  fields            jsonb NOT NULL DEFAULT '{}',
  description       text NOT NULL DEFAULT '',
  preferred_dates   jsonb NOT NULL DEFAULT '[]',
  time_slots        integer[] NOT NULL DEFAULT '{}',
  photos            jsonb NOT NULL DEFAULT '[]',
  recommend_source  text NOT NULL DEFAULT 'web',
  public_hash       text NOT NULL UNIQUE,
  is_archived       boolean NOT NULL DEFAULT false,
  is_closed         boolean NOT NULL DEFAULT false,
  created           timestamptz NOT NULL DEFAULT now(),
  modified          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_requests_user_idx ON quote_requests (user_id, created DESC);
CREATE INDEX quote_requests_category_idx ON quote_requests (quote_category_id, district_id);

CREATE TABLE quote_bids (
  quote_bid_id          serial PRIMARY KEY,
  quote_request_id      integer NOT NULL REFERENCES quote_requests(quote_request_id) ON DELETE CASCADE,
  quote_service_id      integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  quote_status_id       integer NOT NULL DEFAULT 1 CHECK (quote_status_id IN (1,2,3,4,5,6,9)),
  narrow_status         integer NOT NULL DEFAULT 0,
  hired_on              timestamptz,
  hire_date             date,
  hire_time_slot        text,
  is_requestor_rejected boolean NOT NULL DEFAULT false,
  is_requestor_readed   boolean NOT NULL DEFAULT false,
  requestor_last_read_on timestamptz,
  quote_sent_on         timestamptz,
  quote_last_update_on  timestamptz,
  provider_last_read_on timestamptz,
  is_provider_readed    boolean NOT NULL DEFAULT false,
  is_provider_archived  boolean NOT NULL DEFAULT false,
  is_interested         boolean NOT NULL DEFAULT true,
  provider_tag          text CHECK (provider_tag IN ('favorite')),
  rating_type           text CHECK (rating_type IN ('flat','hourly','onsite')),
  flat_rate_at          integer CHECK (flat_rate_at > 0),
  hourly_rate_at        integer CHECK (hourly_rate_at > 0),
  is_on_site_visit_required_for_quote boolean NOT NULL DEFAULT false,
  is_more_information_required boolean NOT NULL DEFAULT false,
  price_note            text NOT NULL DEFAULT '',
  attachments           jsonb NOT NULL DEFAULT '[]',
  is_contact_charge     boolean NOT NULL DEFAULT false,
  quote_fee_charged     integer NOT NULL DEFAULT 0,
  last_used_template_id integer,
  requestor_note        text NOT NULL DEFAULT '',
  completed_on          timestamptz,
  error_message         text,
  error_action          text,
  created               timestamptz NOT NULL DEFAULT now(),
  modified              timestamptz NOT NULL DEFAULT now(),
  UNIQUE (quote_request_id, quote_service_id)
);
CREATE INDEX quote_bids_service_idx ON quote_bids (quote_service_id, created DESC);

CREATE TABLE messages (
  id            serial PRIMARY KEY,
  quote_bid_id  integer NOT NULL REFERENCES quote_bids(quote_bid_id) ON DELETE CASCADE,
  sender_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body          text NOT NULL,
  attachments   jsonb NOT NULL DEFAULT '[]',
  is_read       boolean NOT NULL DEFAULT false,
  created       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_bid_idx ON messages (quote_bid_id, id);

-- Reviews (feedback) on a pro's service; quote_bid_id null for hashed-link reviews.
CREATE TABLE reviews (
  id               serial PRIMARY KEY,
  quote_service_id integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  quote_bid_id     integer UNIQUE REFERENCES quote_bids(quote_bid_id) ON DELETE SET NULL,
  user_id          integer REFERENCES users(id) ON DELETE SET NULL,
  reviewer_name    text NOT NULL,
  quote_category_id integer REFERENCES quote_categories(id),
  score            integer NOT NULL CHECK (score BETWEEN 1 AND 5),
  note             text NOT NULL DEFAULT '',
  is_satisfied     boolean NOT NULL DEFAULT true,
  tags             text[] NOT NULL DEFAULT '{}',
  attachments      jsonb NOT NULL DEFAULT '[]',
  comment          text NOT NULL DEFAULT '',
  language         text NOT NULL DEFAULT 'zh-HK',
  created          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_service_idx ON reviews (quote_service_id, created DESC);
CREATE INDEX reviews_category_idx ON reviews (quote_category_id, created DESC);

CREATE TABLE page_view_events (
  id          bigserial PRIMARY KEY,
  name        text NOT NULL,
  path        text NOT NULL,
  language    text,
  user_id     integer,
  device_id   text,
  referrer    text,
  props       jsonb NOT NULL DEFAULT '{}',
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_view_events_created_idx ON page_view_events (created);
