-- The pro workspace: onboarding, service editing, processed images, certificates and identity checked by
-- operators (with an audit trail), external review links and review reply times. Works on PostgreSQL 15 and 18.

-- Images are processed at upload (sharp): the original's dimensions and the generated variants
-- ({"thumb": {"webp": name, "jpeg": name, "width": w, "height": h}, "display": {...}}); EXIF is never kept.
ALTER TABLE attachments ADD COLUMN width integer CHECK (width > 0);
ALTER TABLE attachments ADD COLUMN height integer CHECK (height > 0);
ALTER TABLE attachments ADD COLUMN variants jsonb NOT NULL DEFAULT '{}';

ALTER TABLE attachment_links DROP CONSTRAINT attachment_links_kind_check;
ALTER TABLE attachment_links ADD CONSTRAINT attachment_links_kind_check
  CHECK (kind IN ('request', 'bid', 'message', 'review', 'report', 'template', 'service_media', 'service_logo', 'certificate', 'identity'));

-- Onboarding (SPEC §2 steps Welcome 0 .. Description 3) is resumable; a service gets leads only once
-- profile_ready has been called (it sets users.onboard_state = 2). Seeded and older services are ready.
ALTER TABLE quote_services ADD COLUMN onboard_step integer NOT NULL DEFAULT 0 CHECK (onboard_step BETWEEN 0 AND 3);
ALTER TABLE quote_services ADD COLUMN profile_ready_on timestamptz;
UPDATE quote_services SET profile_ready_on = created, onboard_step = 3;
ALTER TABLE quote_services ADD COLUMN logo_attachment_id integer REFERENCES attachments(id) ON DELETE SET NULL;
ALTER TABLE quote_services ADD COLUMN is_phone_confirmed boolean NOT NULL DEFAULT false;
ALTER TABLE quote_services ADD COLUMN archived_on timestamptz;
CREATE INDEX quote_services_ready_idx ON quote_services (quote_service_id) WHERE profile_ready_on IS NOT NULL AND is_public AND NOT is_archived;

-- Photos of past work are uploads; their size is known so pages reserve space.
ALTER TABLE service_media ADD COLUMN attachment_id integer REFERENCES attachments(id) ON DELETE CASCADE;
ALTER TABLE service_media ADD COLUMN width integer;
ALTER TABLE service_media ADD COLUMN height integer;
ALTER TABLE service_media ADD COLUMN created timestamptz NOT NULL DEFAULT now();
CREATE INDEX service_media_service_idx ON service_media (quote_service_id, display_order);
CREATE INDEX service_faqs_service_idx ON service_faqs (quote_service_id, display_order);
CREATE INDEX service_pause_events_service_idx ON service_pause_events (quote_service_id, end_time);

-- Certificates (SPEC §3, §4): type company (business registration, unified_number) or personal (a licence:
-- licence_type + reference number). Status 1 pending, 2 approved, 3 withdrawn (SPEC: "retrieved"), 4 rejected.
UPDATE service_certificates SET type = 'company' WHERE type = 'business';
UPDATE service_certificates SET type = 'personal' WHERE type NOT IN ('company', 'personal');
ALTER TABLE service_certificates ADD CONSTRAINT service_certificates_type_check CHECK (type IN ('company', 'personal'));
ALTER TABLE service_certificates ADD COLUMN licence_type text;
ALTER TABLE service_certificates ADD COLUMN reject_reason text;
ALTER TABLE service_certificates ADD COLUMN reviewed_by integer REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE service_certificates ADD COLUMN reviewed_on timestamptz;
ALTER TABLE service_certificates ADD COLUMN modified timestamptz NOT NULL DEFAULT now();
UPDATE service_certificates SET status = 2, reviewed_on = created WHERE status = 1;
ALTER TABLE service_certificates ADD CONSTRAINT service_certificates_status_check CHECK (status IN (1, 2, 3, 4));
CREATE INDEX service_certificates_service_idx ON service_certificates (quote_service_id);
CREATE INDEX service_certificates_pending_idx ON service_certificates (created) WHERE status = 1;

-- Identity verification (SPEC §3 identity: real_id, card_type, files) through a provider; the default
-- provider is the operator queue. Same statuses as certificates.
CREATE TABLE identity_verifications (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  real_id       text NOT NULL,
  card_type     text NOT NULL CHECK (card_type IN ('HKID', 'passport')),
  real_name     text NOT NULL,
  status        integer NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
  provider      text NOT NULL DEFAULT 'operator',
  reject_reason text,
  reviewed_by   integer REFERENCES users(id) ON DELETE SET NULL,
  reviewed_on   timestamptz,
  created       timestamptz NOT NULL DEFAULT now(),
  modified      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_verifications_user_idx ON identity_verifications (user_id, created DESC);
CREATE INDEX identity_verifications_pending_idx ON identity_verifications (created) WHERE status = 1;

-- Every operator decision, who and when.
CREATE TABLE operator_audit (
  id           bigserial PRIMARY KEY,
  operator_id  integer REFERENCES users(id) ON DELETE SET NULL,
  action       text NOT NULL,
  target_type  text NOT NULL,
  target_id    integer NOT NULL,
  reason       text NOT NULL DEFAULT '',
  created      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_target_idx ON operator_audit (target_type, target_id, created);

-- Reviews the pro has elsewhere (SPEC §3 externalReviewLinks).
CREATE TABLE service_external_review_links (
  id               serial PRIMARY KEY,
  quote_service_id integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  label            text NOT NULL,
  url              text NOT NULL,
  created          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_external_review_links_service_idx ON service_external_review_links (quote_service_id);

-- When the pro replied to a review (the reply itself is reviews.comment, SPEC §3 feedback comment).
ALTER TABLE reviews ADD COLUMN replied_on timestamptz;
