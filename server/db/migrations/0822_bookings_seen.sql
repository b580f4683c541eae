-- When the user last opened their appointments: bookings made or changed by someone else after it are "unread"
-- (SPEC §3 unreadBookingCount in user/me). NULL: never opened, so every live booking of theirs counts.
ALTER TABLE users ADD COLUMN IF NOT EXISTS bookings_seen_at timestamptz;
