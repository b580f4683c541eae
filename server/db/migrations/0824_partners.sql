-- Partner areas (SPEC §2 fet and 55688life, each behind its flag; docs/decisions/0043): a partner is data, not code.
-- A deployment has none until operators add one; an area whose flag is on but whose partner row is missing (or
-- inactive) redirects home like a flag that is off. `slug` is the area's path segment and names the flag it needs
-- (shared/domain/partners.ts). The partner's offer is in both languages; its categories scope the quick-buy list,
-- the category list and the search; its discounts are coupons tagged with it (migration 0825).
CREATE TABLE partners (
  id               serial PRIMARY KEY,
  slug             text NOT NULL UNIQUE CHECK (slug IN ('fet', '55688life')),
  name_zh          text NOT NULL CHECK (char_length(btrim(name_zh)) BETWEEN 1 AND 60),
  name_en          text NOT NULL CHECK (char_length(btrim(name_en)) BETWEEN 1 AND 60),
  -- Who the partner is, what its members get, and the fine print every discount of the partner carries.
  about_zh         text NOT NULL DEFAULT '' CHECK (char_length(about_zh) <= 1000),
  about_en         text NOT NULL DEFAULT '' CHECK (char_length(about_en) <= 1000),
  offer_zh         text NOT NULL CHECK (char_length(btrim(offer_zh)) BETWEEN 1 AND 200),
  offer_en         text NOT NULL CHECK (char_length(btrim(offer_en)) BETWEEN 1 AND 200),
  benefits_zh      text[] NOT NULL DEFAULT '{}' CHECK (cardinality(benefits_zh) <= 6),
  benefits_en      text[] NOT NULL DEFAULT '{}' CHECK (cardinality(benefits_en) <= 6),
  terms_zh         text[] NOT NULL DEFAULT '{}' CHECK (cardinality(terms_zh) <= 12),
  terms_en         text[] NOT NULL DEFAULT '{}' CHECK (cardinality(terms_en) <= 12),
  is_active        boolean NOT NULL DEFAULT true,
  created          timestamptz NOT NULL DEFAULT now(),
  modified         timestamptz NOT NULL DEFAULT now(),
  CHECK (cardinality(benefits_zh) = cardinality(benefits_en)),
  CHECK (cardinality(terms_zh) = cardinality(terms_en))
);

-- The categories a partner's area covers, in the order its pages list them.
CREATE TABLE partner_categories (
  partner_id         integer NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  quote_category_id  integer NOT NULL REFERENCES quote_categories(id) ON DELETE CASCADE,
  position           integer NOT NULL CHECK (position BETWEEN 1 AND 50),
  PRIMARY KEY (partner_id, quote_category_id),
  UNIQUE (partner_id, position)
);
