-- Missing translations (SPEC §7): translation keys browsers could not find at run time, one row per language,
-- namespace and key, counted each time a browser reports it; the content team lists them and marks them fixed
-- (the row goes, so a key reported again comes back). No user column: a report says nothing about who saw it.
CREATE TABLE IF NOT EXISTS missing_translations (
  id          serial PRIMARY KEY,
  lng         text NOT NULL,
  ns          text NOT NULL,
  key         text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 200),
  count       integer NOT NULL DEFAULT 1,
  first_seen  timestamptz NOT NULL DEFAULT now(),
  last_seen   timestamptz NOT NULL DEFAULT now(),
  last_path   text CHECK (char_length(last_path) <= 200),
  UNIQUE (lng, ns, key)
);
CREATE INDEX IF NOT EXISTS missing_translations_last_seen_idx ON missing_translations (last_seen DESC, id DESC);
