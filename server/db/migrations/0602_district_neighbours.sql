-- District pages (ADR 0018) link to the same service in neighbouring districts.
-- Which of Hong Kong's 18 districts share a land boundary, by district slug (the districts rows are loaded by the seed,
-- after migrations, so the pairs are keyed by slug rather than id). Derived from the District Council boundary map of
-- the Census and Statistics Department (land areas only: districts facing each other across the harbour or the sea,
-- such as Central and Western and Yau Tsim Mong, are not neighbours). Both directions are stored.
CREATE TABLE IF NOT EXISTS district_neighbours (
  district_slug  text NOT NULL,
  neighbour_slug text NOT NULL,
  PRIMARY KEY (district_slug, neighbour_slug),
  CHECK (district_slug <> neighbour_slug)
);

INSERT INTO district_neighbours (district_slug, neighbour_slug)
SELECT a, b FROM (VALUES
  ('central-and-western', 'wan-chai'),
  ('central-and-western', 'southern'),
  ('wan-chai', 'eastern'),
  ('wan-chai', 'southern'),
  ('eastern', 'southern'),
  ('yau-tsim-mong', 'sham-shui-po'),
  ('yau-tsim-mong', 'kowloon-city'),
  ('sham-shui-po', 'kowloon-city'),
  ('sham-shui-po', 'kwai-tsing'),
  ('sham-shui-po', 'sha-tin'),
  ('kowloon-city', 'wong-tai-sin'),
  ('kowloon-city', 'kwun-tong'),
  ('kowloon-city', 'sha-tin'),
  ('wong-tai-sin', 'kwun-tong'),
  ('wong-tai-sin', 'sha-tin'),
  ('wong-tai-sin', 'sai-kung'),
  ('kwun-tong', 'sai-kung'),
  ('kwai-tsing', 'tsuen-wan'),
  ('kwai-tsing', 'sha-tin'),
  ('tsuen-wan', 'tuen-mun'),
  ('tsuen-wan', 'yuen-long'),
  ('tsuen-wan', 'tai-po'),
  ('tsuen-wan', 'sha-tin'),
  ('tsuen-wan', 'islands'),
  ('tuen-mun', 'yuen-long'),
  ('yuen-long', 'north'),
  ('yuen-long', 'tai-po'),
  ('north', 'tai-po'),
  ('tai-po', 'sha-tin'),
  ('tai-po', 'sai-kung'),
  ('sha-tin', 'sai-kung')
) AS pairs(x, y), LATERAL (VALUES (x, y), (y, x)) AS both_ways(a, b)
ON CONFLICT DO NOTHING;
