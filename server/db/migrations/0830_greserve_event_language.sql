-- A booking made on Sifu's landing page is confirmed by e-mail in the page's language; when the pro cancels it, the
-- booker hears of it in that same language, so the booking keeps the language it was made in. Bookings made on Google
-- are told of changes by Google and keep the default.
ALTER TABLE greserve_events ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'zh-HK' CHECK (language IN ('zh-HK', 'en-HK'));
