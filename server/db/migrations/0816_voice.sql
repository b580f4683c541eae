-- Voice contact on a bid (SPEC §1, §4 voice contact; docs/decisions/0039): in-app calls between the two parties of a bid,
-- peer to peer (no audio touches Sifu or is stored), and appointments for a call-back.
--
-- A call is a row whose status moves ringing → answered → ended, or ends unanswered (missed, declined, cancelled,
-- failed). Each party says over /ws that it is still there (`call_alive`): the last time is kept per party, and a live
-- call nobody keeps alive is ended by a sweep.
CREATE TABLE IF NOT EXISTS voice_calls (
  id               serial PRIMARY KEY,
  quote_bid_id     integer NOT NULL REFERENCES quote_bids(quote_bid_id) ON DELETE CASCADE,
  caller_id        integer NOT NULL REFERENCES users(id),
  callee_id        integer NOT NULL REFERENCES users(id),
  status           text NOT NULL DEFAULT 'ringing'
                   CHECK (status IN ('ringing', 'answered', 'ended', 'missed', 'declined', 'cancelled', 'failed')),
  created          timestamptz NOT NULL DEFAULT now(),
  answered_at      timestamptz,
  ended_at         timestamptz,
  ended_by         text CHECK (ended_by IN ('caller', 'callee', 'system')),
  caller_alive_at  timestamptz NOT NULL DEFAULT now(),
  callee_alive_at  timestamptz,
  CHECK (caller_id <> callee_id),
  -- A live call has no end; a finished one has its end and who ended it.
  CHECK ((status IN ('ringing', 'answered')) = (ended_at IS NULL)),
  CHECK ((ended_at IS NULL) = (ended_by IS NULL)),
  -- Answered and ended calls were answered; the others never were.
  CHECK ((status IN ('answered', 'ended')) = (answered_at IS NOT NULL))
);
-- The call log of a bid, newest first.
CREATE INDEX IF NOT EXISTS voice_calls_bid_idx ON voice_calls (quote_bid_id, id DESC);
-- The sweeps: ringing calls past the ring timeout, answered calls nobody keeps alive.
CREATE INDEX IF NOT EXISTS voice_calls_ringing_idx ON voice_calls (created) WHERE status = 'ringing';
CREATE INDEX IF NOT EXISTS voice_calls_answered_idx ON voice_calls (id) WHERE status = 'answered';
-- A user's calls (download my data, account deletion).
CREATE INDEX IF NOT EXISTS voice_calls_caller_idx ON voice_calls (caller_id);
CREATE INDEX IF NOT EXISTS voice_calls_callee_idx ON voice_calls (callee_id);

-- The busy lines: one row per user on a live call, inserted for both parties in the transaction that starts the call
-- and deleted in the one that ends it. The primary key is what makes a second live call for the same user impossible,
-- also when two calls to one user start at the same instant (the second insert waits for the first and conflicts).
CREATE TABLE IF NOT EXISTS voice_lines (
  user_id   integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  call_id   integer NOT NULL REFERENCES voice_calls(id) ON DELETE CASCADE,
  created   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS voice_lines_call_idx ON voice_lines (call_id);

-- A proposed time for a call on a bid: the other side accepts or declines it; either side cancels it before it starts.
-- Accepted appointments get one reminder to both sides (reminded_at set in the same statement that claims it).
CREATE TABLE IF NOT EXISTS voice_call_appointments (
  id            serial PRIMARY KEY,
  quote_bid_id  integer NOT NULL REFERENCES quote_bids(quote_bid_id) ON DELETE CASCADE,
  proposed_by   integer NOT NULL REFERENCES users(id),
  proposed_to   integer NOT NULL REFERENCES users(id),
  start_at      timestamptz NOT NULL,
  note          text NOT NULL DEFAULT '' CHECK (char_length(note) <= 200),
  status        text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'accepted', 'cancelled', 'declined')),
  cancelled_by  integer REFERENCES users(id),
  reminded_at   timestamptz,
  created       timestamptz NOT NULL DEFAULT now(),
  modified      timestamptz NOT NULL DEFAULT now(),
  CHECK (proposed_by <> proposed_to),
  CHECK ((status = 'cancelled') = (cancelled_by IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS voice_call_appointments_bid_idx ON voice_call_appointments (quote_bid_id, start_at);
-- Each side's calendar.
CREATE INDEX IF NOT EXISTS voice_call_appointments_by_idx ON voice_call_appointments (proposed_by, start_at);
CREATE INDEX IF NOT EXISTS voice_call_appointments_to_idx ON voice_call_appointments (proposed_to, start_at);
-- The reminder sweep: accepted appointments not yet reminded, by start.
CREATE INDEX IF NOT EXISTS voice_call_appointments_remind_idx ON voice_call_appointments (start_at)
  WHERE status = 'accepted' AND reminded_at IS NULL;
