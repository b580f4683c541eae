-- The back office's data editors (/ops: promotions, credit packages, CMS pages, category texts). Each editable row
-- gets a version that every console edit names and bumps: an edit made from an older version answers 409 instead of
-- silently overwriting a colleague's change. Categories and genres also record when their texts last changed (the
-- console's lists and the sitemap's <lastmod> of a category page).
ALTER TABLE free_credit_events ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE coupons ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE credit_packages ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE content_pages ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE quote_categories ADD COLUMN version integer NOT NULL DEFAULT 1;
-- Existing categories keep their creation time as their last change (the sitemap never claims a change that was not).
ALTER TABLE quote_categories ADD COLUMN modified timestamptz;
UPDATE quote_categories SET modified = created;
ALTER TABLE quote_categories ALTER COLUMN modified SET NOT NULL, ALTER COLUMN modified SET DEFAULT now();

-- Scheduled publication: a published page whose published_on is still ahead is shown from that time only (the public
-- reads already ask for published_on <= now()); the console lists drafts and scheduled pages by this index.
CREATE INDEX content_pages_scheduled_idx ON content_pages (published_on) WHERE is_published;
