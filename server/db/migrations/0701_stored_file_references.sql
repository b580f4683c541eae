-- Background jobs (ADR 0027): the sweep of stored files that no row refers to asks, per batch of listed names,
-- whether an attachment (original or variant) or an avatar uses each one. These indexes answer that without scans.
CREATE INDEX attachments_variants_idx ON attachments USING gin (variants jsonb_path_ops);
CREATE INDEX user_avatars_original_name_idx ON user_avatars (original_name);
CREATE INDEX user_avatars_thumb_name_idx ON user_avatars (thumb_name);
