-- Photo likes (SPEC §7 photo service likes, §2 photo and photo/favorite): a consumer likes a photo of a pro's past
-- work on the public profile; the liked photos are the consumer's list under photo/favorite, and the pro sees each
-- photo's count. One row per photo and user, so liking twice (or twice at once) keeps one like.
CREATE TABLE IF NOT EXISTS photo_likes (
  service_media_id  integer NOT NULL REFERENCES service_media(id) ON DELETE CASCADE,
  user_id           integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (service_media_id, user_id)
);
CREATE INDEX IF NOT EXISTS photo_likes_user_idx ON photo_likes (user_id, created DESC);
