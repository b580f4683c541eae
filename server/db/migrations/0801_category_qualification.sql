-- SPEC §8 251 (category qualification): in Hong Kong, plumbing on fresh-water supply needs a WSD licensed plumber and
-- work on fixed electrical installations an EMSD registered electrical worker. A category names the licence type
-- (shared/domain/verification.ts LICENCE_TYPES) a pro must hold, as an approved personal certificate on the service,
-- before being matched to, opting in to or quoting its requests. NULL: no licence needed.
ALTER TABLE quote_categories ADD COLUMN required_licence_type text NULL
  CHECK (required_licence_type IN ('wsd_plumber', 'emsd_electrician', 'emsd_gas'));

UPDATE quote_categories SET required_licence_type = 'wsd_plumber' WHERE slug = 'plumbing';
UPDATE quote_categories SET required_licence_type = 'emsd_electrician' WHERE slug = 'electrician';

-- Matching asks, per candidate service, whether it holds an approved licence of one type: answer it from the index.
CREATE INDEX service_certificates_approved_licence_idx ON service_certificates (quote_service_id, licence_type)
  WHERE status = 2 AND type = 'personal';
