-- CMS pages (info guides, blog posts, feature collections), hashed review links and contact messages.
-- Catalogue rows are seeded after migrations, so content refers to genres and categories by slug.

CREATE TABLE content_pages (
  id              serial PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('info', 'blog', 'feature')),
  slug            text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  genre_slug      text,
  category_slugs  text[] NOT NULL DEFAULT '{}',
  title_zh        text NOT NULL,
  title_en        text NOT NULL,
  summary_zh      text NOT NULL,
  summary_en      text NOT NULL,
  -- A small markup: blank-line paragraphs, "## " headings, "- " list items, [text](/internal/path) links.
  body_zh         text NOT NULL,
  body_en         text NOT NULL,
  is_published    boolean NOT NULL DEFAULT true,
  published_on    timestamptz NOT NULL DEFAULT now(),
  modified        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_pages_kind_idx ON content_pages (kind, published_on DESC) WHERE is_published;

-- review/service/{service_id}/{hash} (SPEC §2): a random per-service token the pro shares with customers.
-- gen_random_uuid() is core PostgreSQL 13+ and uses a strong random source; 122 random bits.
ALTER TABLE quote_services ADD COLUMN review_hash text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
CREATE UNIQUE INDEX quote_services_review_hash_key ON quote_services (review_hash);

-- Where a review came from: a hire on the platform or a hashed link; one link review per device and service.
ALTER TABLE reviews ADD COLUMN source text NOT NULL DEFAULT 'hire' CHECK (source IN ('hire', 'link'));
ALTER TABLE reviews ADD COLUMN device_id text;
CREATE UNIQUE INDEX reviews_link_device_key ON reviews (quote_service_id, device_id) WHERE source = 'link' AND device_id IS NOT NULL;

CREATE TABLE contact_messages (
  id          serial PRIMARY KEY,
  user_id     integer REFERENCES users(id) ON DELETE SET NULL,
  name        text NOT NULL,
  email       text NOT NULL,
  phone       text NOT NULL DEFAULT '',
  topic       text NOT NULL CHECK (topic IN ('consumer', 'pro', 'partnership', 'press', 'other')),
  message     text NOT NULL,
  language    text NOT NULL DEFAULT 'zh-HK',
  device_id   text,
  created     timestamptz NOT NULL DEFAULT now()
);

-- Public listing queries: pros of a category / district sorted by hires, reviews of a category.
CREATE INDEX quote_bids_sent_idx ON quote_bids (quote_request_id) WHERE quote_sent_on IS NOT NULL;
