/**
 * SPEC §4 bid actions (POST /api/quote_bids/change_status/{action}/{id}) as data: who may trigger each,
 * from which quote statuses, under which flags, and the resulting status and flags.
 * Only the pro sends, passes, archives and completes; only the consumer hires, rejects and reviews.
 */
import { QUOTE_STATUS, QUOTE_STATUS_IDS, restoredStatus, type QuoteStatus } from './request-lifecycle';

export type BidActor = 'pro' | 'consumer';

/** The bid fields the rules look at. */
export interface BidState {
  quote_status_id: QuoteStatus;
  is_requestor_rejected: boolean;
  is_provider_archived: boolean;
  is_interested: boolean;
  /** 0 none, 1 narrowed (waiting), 2 accepted, 3 declined (SPEC §9). */
  narrow_status: number;
  quote_sent_on: string | null;
  /** The consumer took this pro off the request before a quote (quote_bids/remove): the pro can no longer act on it. */
  is_consumer_removed?: boolean;
}

export type BidGuard =
  | 'not_rejected'
  | 'rejected'
  | 'not_archived'
  | 'archived'
  | 'narrow_open'
  /** The consumer has not removed the pro from the request (quote_bids/remove). */
  | 'not_removed'
  /** The request is neither closed nor archived. */
  | 'request_open';

/** 'same' keeps the status; 'restore' = InProgress when quoted else Send; 'toggle_interest' = pass ⇄ restore. */
export type BidTarget = QuoteStatus | 'same' | 'restore' | 'toggle_interest';

export interface BidActionRule {
  actors: readonly BidActor[];
  from: readonly QuoteStatus[];
  guards: readonly BidGuard[];
  to: BidTarget;
  /** Fields written by the action (documentation for clients; the service writes them). */
  sets: readonly string[];
  /** Activity type recorded (SPEC §3), if any. */
  activity?: ActivityType;
}

const ALL = QUOTE_STATUS_IDS;
const VISIBLE_TO_PRO_ARCHIVE: readonly QuoteStatus[] = [1, 2, 3, 4, 5, 9];

export const BID_ACTIONS = {
  read: {
    actors: ['pro', 'consumer'],
    from: ALL,
    guards: [],
    to: 'same',
    sets: ['is_provider_readed|is_requestor_readed', 'provider_last_read_on|requestor_last_read_on'],
    activity: 'view',
  },
  interest: {
    actors: ['pro'],
    from: [1, 2, 6],
    guards: ['request_open', 'not_removed'],
    to: 'toggle_interest',
    sets: ['is_interested', 'quote_status_id'],
    activity: 'update',
  },
  rating: {
    actors: ['pro'],
    from: [1, 2],
    guards: ['request_open', 'not_removed'],
    to: QUOTE_STATUS.InProgress,
    sets: [
      'rating_type',
      'flat_rate_at|hourly_rate_at|is_on_site_visit_required_for_quote',
      'price_note',
      'attachments',
      'quote_sent_on|quote_last_update_on',
    ],
    activity: 'providedquote',
  },
  hired: {
    actors: ['consumer'],
    from: [2, 3],
    guards: ['not_rejected', 'request_open'],
    to: QUOTE_STATUS.Hired,
    sets: ['hired_on', 'hire_date', 'hire_time_slot'],
    activity: 'hire',
  },
  self_hire: {
    actors: ['consumer'],
    from: [2, 3],
    guards: ['not_rejected', 'request_open'],
    to: QUOTE_STATUS.Hired,
    sets: ['hired_on'],
    activity: 'hire',
  },
  undo_hire: {
    actors: ['consumer'],
    from: [3],
    guards: [],
    to: QUOTE_STATUS.InProgress,
    sets: ['hired_on=null', 'hire_date=null', 'hire_time_slot=null'],
    activity: 'update',
  },
  reject: {
    actors: ['consumer'],
    from: [2],
    guards: ['not_rejected'],
    to: 'same',
    sets: ['is_requestor_rejected=true', 'requestor_note'],
    activity: 'deny',
  },
  undo_reject: {
    actors: ['consumer'],
    from: [2],
    guards: ['rejected'],
    to: 'same',
    sets: ['is_requestor_rejected=false'],
    activity: 'update',
  },
  completed: { actors: ['pro'], from: [3], guards: [], to: QUOTE_STATUS.WorkCompleted, sets: ['completed_on'], activity: 'complete' },
  archive: {
    actors: ['pro'],
    from: VISIBLE_TO_PRO_ARCHIVE,
    guards: ['not_archived'],
    to: 'same',
    sets: ['is_provider_archived=true'],
    activity: 'archive',
  },
  unarchive: {
    actors: ['pro'],
    from: VISIBLE_TO_PRO_ARCHIVE,
    guards: ['archived'],
    to: 'same',
    sets: ['is_provider_archived=false'],
    activity: 'update',
  },
  reviews: {
    actors: ['consumer'],
    from: [4, 5],
    guards: [],
    to: 'same',
    sets: ['reviews row', 'quote_services.rating', 'quote_services.review_count'],
    activity: 'review',
  },
  accept: {
    actors: ['pro'],
    from: [1],
    guards: ['narrow_open', 'request_open'],
    to: 'same',
    sets: ['narrow_status=2'],
    activity: 'update',
  },
  decline: {
    actors: ['pro'],
    from: [1],
    guards: ['narrow_open'],
    to: QUOTE_STATUS.NotInterested,
    sets: ['narrow_status=3', 'is_interested=false'],
    activity: 'pass',
  },
  pass: { actors: ['pro'], from: [1, 2], guards: [], to: QUOTE_STATUS.NotInterested, sets: ['is_interested=false'], activity: 'pass' },
} as const satisfies Record<string, BidActionRule>;

export type BidAction = keyof typeof BID_ACTIONS;
export const BID_ACTION_NAMES = Object.keys(BID_ACTIONS) as BidAction[];

/** SPEC §9 narrow match values. */
export const NARROW_STATUS = { none: 0, narrowed: 1, accepted: 2, declined: 3 } as const;

/** SPEC §3 activity types. */
export const ACTIVITY_TYPES = [
  'create',
  'view',
  'pass',
  'providedquote',
  'update',
  'chat',
  'hire',
  'complete',
  'review',
  'deny',
  'archive',
  'expire',
  'refund',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export type BidCheck = { ok: true; to: QuoteStatus } | { ok: false; reason: 'wrong_actor' | 'illegal_transition'; guard?: BidGuard };

function guardHolds(g: BidGuard, bid: BidState, request: { is_closed: boolean; is_archived: boolean }): boolean {
  switch (g) {
    case 'not_rejected':
      return !bid.is_requestor_rejected;
    case 'rejected':
      return bid.is_requestor_rejected;
    case 'not_archived':
      return !bid.is_provider_archived;
    case 'archived':
      return bid.is_provider_archived;
    case 'narrow_open':
      return bid.narrow_status === NARROW_STATUS.none || bid.narrow_status === NARROW_STATUS.narrowed;
    case 'request_open':
      return !request.is_closed && !request.is_archived;
    case 'not_removed':
      return !bid.is_consumer_removed;
  }
}

/** The status a bid ends in after `action` (only meaningful when allowed). */
export function targetStatus(action: BidAction, bid: BidState): QuoteStatus {
  const to = BID_ACTIONS[action].to as BidTarget;
  if (to === 'same') return bid.quote_status_id;
  if (to === 'restore') return restoredStatus(bid);
  if (to === 'toggle_interest') {
    return bid.quote_status_id === QUOTE_STATUS.NotInterested ? restoredStatus(bid) : QUOTE_STATUS.NotInterested;
  }
  return to;
}

/** Whether `actor` may run `action` on `bid`; the wrong side is refused before the state is looked at. */
export function checkBidAction(
  action: BidAction,
  actor: BidActor,
  bid: BidState,
  request: { is_closed: boolean; is_archived: boolean } = { is_closed: false, is_archived: false },
): BidCheck {
  const rule: BidActionRule = BID_ACTIONS[action];
  if (!rule.actors.includes(actor)) return { ok: false, reason: 'wrong_actor' };
  if (!rule.from.includes(bid.quote_status_id)) return { ok: false, reason: 'illegal_transition' };
  const failed = rule.guards.find((g) => !guardHolds(g, bid, request));
  if (failed) return { ok: false, reason: 'illegal_transition', guard: failed };
  return { ok: true, to: targetStatus(action, bid) };
}

/** The consumer sees a bid only once the pro has quoted, and never a passed one (SPEC §4: 6 hidden). */
export function isVisibleToConsumer(bid: Pick<BidState, 'quote_status_id' | 'quote_sent_on'>): boolean {
  return bid.quote_sent_on !== null && bid.quote_status_id !== QUOTE_STATUS.NotInterested;
}

/** Actions a client may offer for this bid (for buttons). */
export function availableBidActions(actor: BidActor, bid: BidState, request?: { is_closed: boolean; is_archived: boolean }): BidAction[] {
  return BID_ACTION_NAMES.filter((a) => checkBidAction(a, actor, bid, request).ok);
}
