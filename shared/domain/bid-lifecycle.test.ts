import {
  BID_ACTION_NAMES,
  checkBidAction,
  availableBidActions,
  isVisibleToConsumer,
  type BidAction,
  type BidActor,
  type BidState,
} from './bid-lifecycle';
import { QUOTE_STATUS_IDS, type QuoteStatus } from './request-lifecycle';

/**
 * The expected rules, written out independently of BID_ACTIONS: action → actor → { from status: to status }.
 * Every (action, status, actor) combination not listed here must be refused.
 */
const EXPECTED: Record<BidAction, Partial<Record<BidActor, Partial<Record<QuoteStatus, QuoteStatus>>>>> = {
  read: { pro: { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 9: 9 }, consumer: { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 9: 9 } },
  interest: { pro: { 1: 6, 2: 6, 6: 2 } },
  rating: { pro: { 1: 2, 2: 2 } },
  hired: { consumer: { 2: 3, 3: 3 } },
  self_hire: { consumer: { 2: 3, 3: 3 } },
  undo_hire: { consumer: { 3: 2 } },
  reject: { consumer: { 2: 2 } },
  undo_reject: {},
  completed: { pro: { 3: 4 } },
  archive: { pro: { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 9: 9 } },
  unarchive: {},
  reviews: { consumer: { 4: 4, 5: 5 } },
  accept: { pro: { 1: 1 } },
  decline: { pro: { 1: 6 } },
  pass: { pro: { 1: 6, 2: 6 } },
};

const ACTORS: BidActor[] = ['pro', 'consumer'];

function bid(status: QuoteStatus, over: Partial<BidState> = {}): BidState {
  return {
    quote_status_id: status,
    is_requestor_rejected: false,
    is_provider_archived: false,
    is_interested: status !== 6,
    narrow_status: 0,
    quote_sent_on: status === 1 ? null : '2026-01-01 00:00:00',
    ...over,
  };
}

describe('bid lifecycle: every action × every status × both roles (default flags, open request)', () => {
  const cases = BID_ACTION_NAMES.flatMap((action) =>
    QUOTE_STATUS_IDS.flatMap((status) => ACTORS.map((actor) => [action, status, actor] as const)),
  );
  it.each(cases)('when %s is tried on status %i by the %s, then it matches the expected table', (action, status, actor) => {
    const expected = EXPECTED[action][actor]?.[status];
    const result = checkBidAction(action, actor, bid(status));
    if (expected === undefined) {
      expect(result.ok).toBe(false);
      const actorMayEver = Object.keys(EXPECTED[action][actor] ?? {}).length > 0 || action === 'undo_reject' || action === 'unarchive';
      if (!result.ok && !actorMayEver) expect(['wrong_actor', 'illegal_transition']).toContain(result.reason);
    } else {
      expect(result).toEqual({ ok: true, to: expected });
    }
  });

  it('when the other side tries an action, then the reason is wrong_actor regardless of state', () => {
    for (const action of BID_ACTION_NAMES) {
      for (const actor of ACTORS) {
        const mayEver =
          ['pro', 'consumer'].includes(actor) &&
          (action === 'read' ||
            (actor === 'pro' &&
              ['interest', 'rating', 'completed', 'archive', 'unarchive', 'accept', 'decline', 'pass'].includes(action)) ||
            (actor === 'consumer' && ['hired', 'self_hire', 'undo_hire', 'reject', 'undo_reject', 'reviews'].includes(action)));
        for (const status of QUOTE_STATUS_IDS) {
          const r = checkBidAction(action, actor, bid(status));
          if (!mayEver) expect(r).toEqual({ ok: false, reason: 'wrong_actor' });
        }
      }
    }
  });
});

describe('bid lifecycle guards', () => {
  it('when the bid is rejected, then hiring is refused and undo_reject is allowed; reject twice is refused', () => {
    const rejected = bid(2, { is_requestor_rejected: true });
    expect(checkBidAction('hired', 'consumer', rejected)).toMatchObject({ ok: false, guard: 'not_rejected' });
    expect(checkBidAction('undo_reject', 'consumer', rejected)).toEqual({ ok: true, to: 2 });
    expect(checkBidAction('reject', 'consumer', rejected)).toMatchObject({ ok: false, reason: 'illegal_transition' });
  });

  it('when the pro archived the bid, then unarchive is allowed and archive is refused', () => {
    const archived = bid(3, { is_provider_archived: true });
    expect(checkBidAction('unarchive', 'pro', archived)).toEqual({ ok: true, to: 3 });
    expect(checkBidAction('archive', 'pro', archived).ok).toBe(false);
  });

  it('when the request is closed or archived, then quoting and hiring are refused', () => {
    for (const request of [
      { is_closed: true, is_archived: false },
      { is_closed: false, is_archived: true },
    ]) {
      expect(checkBidAction('rating', 'pro', bid(1), request)).toMatchObject({ ok: false, guard: 'request_open' });
      expect(checkBidAction('hired', 'consumer', bid(2), request)).toMatchObject({ ok: false, guard: 'request_open' });
      expect(checkBidAction('completed', 'pro', bid(3), request)).toEqual({ ok: true, to: 4 });
    }
  });

  it('when a narrowed lead was already accepted or declined, then accept and decline are refused', () => {
    for (const narrow of [2, 3]) {
      expect(checkBidAction('accept', 'pro', bid(1, { narrow_status: narrow })).ok).toBe(false);
      expect(checkBidAction('decline', 'pro', bid(1, { narrow_status: narrow })).ok).toBe(false);
    }
    expect(checkBidAction('accept', 'pro', bid(1, { narrow_status: 1 }))).toEqual({ ok: true, to: 1 });
  });

  it('when interest is toggled back on a passed lead, then it returns to Send if never quoted and InProgress if quoted', () => {
    expect(checkBidAction('interest', 'pro', bid(6, { quote_sent_on: null }))).toEqual({ ok: true, to: 1 });
    expect(checkBidAction('interest', 'pro', bid(6, { quote_sent_on: '2026-01-01 00:00:00' }))).toEqual({ ok: true, to: 2 });
  });

  it('when the consumer removed the pro (quote_bids/remove), then the pro can neither take the lead back nor quote it', () => {
    const removed = bid(6, { quote_sent_on: null, is_consumer_removed: true });
    expect(checkBidAction('interest', 'pro', removed)).toEqual({ ok: false, reason: 'illegal_transition', guard: 'not_removed' });
    expect(checkBidAction('rating', 'pro', removed).ok).toBe(false);
    expect(availableBidActions('pro', removed)).toEqual(['read']);
  });
});

describe('visibility and available actions', () => {
  it('when a bid was never quoted or was passed, then the consumer does not see it', () => {
    expect(isVisibleToConsumer({ quote_status_id: 1, quote_sent_on: null })).toBe(false);
    expect(isVisibleToConsumer({ quote_status_id: 6, quote_sent_on: '2026-01-01 00:00:00' })).toBe(false);
    expect(isVisibleToConsumer({ quote_status_id: 2, quote_sent_on: '2026-01-01 00:00:00' })).toBe(true);
  });

  it('when the consumer looks at a quoted bid, then the offered actions are read, hire, self hire and reject', () => {
    expect(availableBidActions('consumer', bid(2))).toEqual(['read', 'hired', 'self_hire', 'reject']);
    expect(availableBidActions('pro', bid(3))).toEqual(['read', 'completed', 'archive']);
  });
});
