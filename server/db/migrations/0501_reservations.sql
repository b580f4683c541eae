-- Direct booking (SPEC §3 Reservation: id, quote_bid_id, begin_time, end_time). A booking is a
-- closed quote request with one hired bid and this row. Two live bookings of one service can never overlap:
-- the exclusion constraint below decides between concurrent bookings (and reschedules) of the same time.
-- int4range/tstzrange have GiST operator classes of their own, so no extension (btree_gist) is needed; this
-- works on PostgreSQL 15 and 18 alike.
CREATE TABLE reservations (
  id               serial PRIMARY KEY,
  quote_bid_id     integer NOT NULL UNIQUE REFERENCES quote_bids(quote_bid_id) ON DELETE CASCADE,
  quote_service_id integer NOT NULL REFERENCES quote_services(quote_service_id) ON DELETE CASCADE,
  consumer_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  begin_time       timestamptz NOT NULL,
  end_time         timestamptz NOT NULL,
  note             text NOT NULL DEFAULT '',
  cancelled_on     timestamptz,
  cancelled_by     text CHECK (cancelled_by IN ('consumer', 'pro')),
  -- The reminder e-mail of the day before is sent once: the sweep claims the row by setting this.
  reminded_at      timestamptz,
  created          timestamptz NOT NULL DEFAULT now(),
  modified         timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > begin_time),
  CONSTRAINT reservations_no_overlap EXCLUDE USING gist (
    int4range(quote_service_id, quote_service_id, '[]') WITH &&,
    tstzrange(begin_time, end_time) WITH &&
  ) WHERE (cancelled_on IS NULL)
);
CREATE INDEX reservations_consumer_idx ON reservations (consumer_id, begin_time);
CREATE INDEX reservations_service_idx ON reservations (quote_service_id, begin_time);
CREATE INDEX reservations_reminder_idx ON reservations (begin_time) WHERE cancelled_on IS NULL AND reminded_at IS NULL;
