-- Google-reserve (SPEC §3 "Google-reserve event", §6 flag googleReserve, §7 items/events/entities;
-- ADR 0020). An entity is a pro's service published to Google as a merchant; its items are the bookable offers;
-- an event is a booking of an item that arrived from Google (its landing page or its booking server).
-- Every live event holds a row of `reservations`, so the exclusion constraint reservations_no_overlap decides between
-- Google bookings and direct bookings of the same service under concurrency (no double booking).
CREATE TABLE greserve_entities (
  quote_service_id integer PRIMARY KEY REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  is_published     boolean NOT NULL DEFAULT false,
  published_on     timestamptz,
  created          timestamptz NOT NULL DEFAULT now(),
  modified         timestamptz NOT NULL DEFAULT now()
);

-- `id` is the {googleReserveId} of the public page service/{serviceId}/reserve/{googleReserveId}.
CREATE TABLE greserve_items (
  id               serial PRIMARY KEY,
  quote_service_id integer NOT NULL REFERENCES greserve_entities(quote_service_id) ON DELETE CASCADE,
  name_zh          text NOT NULL CHECK (name_zh <> ''),
  name_en          text NOT NULL DEFAULT '',
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 30 AND 240 AND duration_minutes % 30 = 0),
  -- Whole HKD; NULL: price on request. `is_price_from`: "from HK$…".
  price            integer CHECK (price > 0),
  is_price_from    boolean NOT NULL DEFAULT false,
  is_active        boolean NOT NULL DEFAULT true,
  -- Deleted items stay for the bookings that name them; they are no longer listed, published or bookable.
  deleted_on       timestamptz,
  created          timestamptz NOT NULL DEFAULT now(),
  modified         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX greserve_items_service_idx ON greserve_items (quote_service_id) WHERE deleted_on IS NULL;

-- SPEC §3: greserve_item_id, begin_time, consumer_name, consumer_phone, email, note, device_id, greserve_id (the
-- Google-side booking id, unique). The booker needs no Sifu account. Cancellation lives on the reservation row.
CREATE TABLE greserve_events (
  id               serial PRIMARY KEY,
  greserve_id      text NOT NULL UNIQUE CHECK (greserve_id <> ''),
  greserve_item_id integer NOT NULL REFERENCES greserve_items(id) ON DELETE CASCADE,
  quote_service_id integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  begin_time       timestamptz NOT NULL,
  end_time         timestamptz NOT NULL,
  consumer_name    text NOT NULL,
  consumer_phone   text NOT NULL,
  email            text NOT NULL DEFAULT '',
  note             text NOT NULL DEFAULT '',
  device_id        text,
  -- 'page': booked on Sifu's landing page; 'google': pushed by Google's booking server through the adapter.
  source           text NOT NULL CHECK (source IN ('page', 'google')),
  created          timestamptz NOT NULL DEFAULT now(),
  modified         timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > begin_time)
);
CREATE INDEX greserve_events_service_idx ON greserve_events (quote_service_id, begin_time);

-- A reservation is a direct booking (a hired bid of a consumer) or a Google booking (an event), never both.
ALTER TABLE reservations ALTER COLUMN quote_bid_id DROP NOT NULL;
ALTER TABLE reservations ALTER COLUMN consumer_id DROP NOT NULL;
ALTER TABLE reservations ADD COLUMN greserve_event_id integer UNIQUE REFERENCES greserve_events(id) ON DELETE CASCADE;
ALTER TABLE reservations ADD CONSTRAINT reservations_one_origin CHECK (
  (quote_bid_id IS NOT NULL AND consumer_id IS NOT NULL AND greserve_event_id IS NULL)
  OR (quote_bid_id IS NULL AND consumer_id IS NULL AND greserve_event_id IS NOT NULL)
);

-- What the local adapter would have sent to Google (no network here): entity/items feeds and booking notices.
CREATE TABLE greserve_outbox (
  id               bigserial PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('feed', 'booking')),
  quote_service_id integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  payload          jsonb NOT NULL,
  created          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX greserve_outbox_service_idx ON greserve_outbox (quote_service_id, id);
