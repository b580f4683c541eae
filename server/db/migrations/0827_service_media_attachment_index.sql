-- Every public /media request tests "is this file a photo a public service shows now" (attachments.repository.ts
-- PUBLIC_LINK): service_media had no index on attachment_id, so the test read the whole table for each photo (a
-- hashed scan of every service photo joined to its service) and a page of thumbnails queued behind it. The same
-- index serves the orphan-upload sweep and the ON DELETE CASCADE from attachments.
CREATE INDEX IF NOT EXISTS service_media_attachment_idx ON service_media (attachment_id, quote_service_id);
