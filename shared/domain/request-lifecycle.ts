/**
 * SPEC §4 quote statuses, list filters and the quote request actions, as data.
 * A quote request has no status column of its own: every match is a quote_bids row whose quote_status_id
 * is the "quote (request) status"; the request carries the is_closed / is_archived flags.
 */

/** SPEC §4 quote status ids (quote_bids.quote_status_id). */
export const QUOTE_STATUS = {
  Send: 1,
  InProgress: 2,
  Hired: 3,
  WorkCompleted: 4,
  PaymentCompleted: 5,
  NotInterested: 6,
  Archived: 9,
} as const;
export type QuoteStatusName = keyof typeof QUOTE_STATUS;
export type QuoteStatus = (typeof QUOTE_STATUS)[QuoteStatusName];
export const QUOTE_STATUS_IDS: readonly QuoteStatus[] = [1, 2, 3, 4, 5, 6, 9];

/** SPEC §4/§9: status 6 is hidden from every list. */
export const HIDDEN_STATUSES: readonly QuoteStatus[] = [QUOTE_STATUS.NotInterested];
/** Statuses that mean "this pro was hired". */
export const HIRED_STATUSES: readonly QuoteStatus[] = [3, 4, 5];

/** SPEC §4 bid outcome as seen from the pro: pending 1, won 2, lost 3 (derived, never stored). */
export const BID_OUTCOME = { pending: 1, won: 2, lost: 3 } as const;
export type BidOutcome = (typeof BID_OUTCOME)[keyof typeof BID_OUTCOME];

/** SPEC §4 pro work filters → status ids. Completed also lists provider-archived quotes. */
export const WORK_FILTERS = {
  Send: [1],
  InProgress: [2, 9],
  Waiting: [2, 3, 4, 5],
  Work: [3, 4],
  Completed: [9],
  Search: [2, 3, 4, 5],
} as const satisfies Record<string, readonly QuoteStatus[]>;
export type WorkFilter = keyof typeof WORK_FILTERS;
export const WORK_FILTER_NAMES = Object.keys(WORK_FILTERS) as WorkFilter[];

/** SPEC §4 request (lead) list filters of the pro's dashboard/requests page. */
export const LEAD_FILTERS = ['all', 'read', 'notread', 'quoted', 'notquoted', 'phoneonly', 'discount', 'favorite'] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];

/** SPEC §4 numeric bid list filters, accepted as aliases of the lead filters. */
export const BID_LIST_FILTER_IDS: Record<number, LeadFilter> = { 8: 'all', 9: 'quoted', 13: 'notquoted' };

/** SPEC §4 inbox filter ids. */
export const INBOX_FILTERS = {
  Inbox: 1,
  InProgress: 2,
  Archived: 3,
  Lead: 4,
  Unread: 5,
  Favorite: 6,
  Hired: 7,
} as const;
export type InboxFilterName = keyof typeof INBOX_FILTERS;
export type InboxFilterId = (typeof INBOX_FILTERS)[InboxFilterName];
export const INBOX_FILTER_IDS: readonly InboxFilterId[] = [1, 2, 3, 4, 5, 6, 7];

/** The request flags that decide which request actions are allowed. */
export interface RequestState {
  is_closed: boolean;
  is_archived: boolean;
  /** Whether any of its bids is Hired, WorkCompleted or PaymentCompleted. */
  has_hired: boolean;
}

export type RequestActor = 'consumer' | 'hash';

export interface RequestActionRule {
  /** Who may trigger it: the owning consumer, or anybody holding the public hash link (SPEC §4, §6). */
  actors: readonly RequestActor[];
  /** Allowed when this returns true. */
  allowed: (s: RequestState) => boolean;
  /** The flags afterwards (undefined = unchanged). */
  sets: Partial<Pick<RequestState, 'is_closed' | 'is_archived'>>;
  /** What happens to open bids: close moves Send/InProgress to Archived 9, reopen moves them back. */
  bids?: 'archive_open' | 'restore_archived';
}

/** SPEC §4 quote request actions: close, reopen (hash link), archive, edit, copy (resend). */
export const REQUEST_ACTIONS = {
  close: { actors: ['consumer', 'hash'], allowed: (s) => !s.is_closed, sets: { is_closed: true }, bids: 'archive_open' },
  reopen: {
    actors: ['consumer', 'hash'],
    allowed: (s) => s.is_closed && !s.is_archived,
    sets: { is_closed: false },
    bids: 'restore_archived',
  },
  archive: { actors: ['consumer'], allowed: (s) => !s.is_archived, sets: { is_archived: true, is_closed: true }, bids: 'archive_open' },
  edit: { actors: ['consumer'], allowed: (s) => !s.is_closed && !s.is_archived && !s.has_hired, sets: {} },
  copy: { actors: ['consumer'], allowed: () => true, sets: {} },
} as const satisfies Record<string, RequestActionRule>;
export type RequestAction = keyof typeof REQUEST_ACTIONS;
export const REQUEST_ACTION_NAMES = Object.keys(REQUEST_ACTIONS) as RequestAction[];

/** Whether `actor` may run `action` on a request in state `s`. */
export function checkRequestAction(action: RequestAction, actor: RequestActor, s: RequestState): 'ok' | 'wrong_actor' | 'illegal' {
  const rule: RequestActionRule = REQUEST_ACTIONS[action];
  if (!rule.actors.includes(actor)) return 'wrong_actor';
  return rule.allowed(s) ? 'ok' : 'illegal';
}

/**
 * Request expiry (ADR 0027): an open request (not closed, not archived) with no hired pro that has not
 * changed for this many days (posted, edited, reopened: `modified`) is closed by the sweep `request-expiry`; its open
 * bids go to Archived 9 as on a close, and activity `expire` is recorded. The consumer may reopen it, which starts a
 * new period.
 */
export const REQUEST_VALID_DAYS = 30;

/** Statuses an open bid can be in; closing a request moves these to Archived 9. */
export const OPEN_BID_STATUSES: readonly QuoteStatus[] = [1, 2];

/** Where a bid archived by a request close goes back to on reopen: InProgress when it was quoted, else Send. */
export function restoredStatus(bid: { quote_sent_on: string | null }): QuoteStatus {
  return bid.quote_sent_on ? QUOTE_STATUS.InProgress : QUOTE_STATUS.Send;
}

/** A request's display state for the consumer. */
export function requestDisplayState(s: RequestState): 'archived' | 'closed' | 'hired' | 'open' {
  if (s.is_archived) return 'archived';
  if (s.is_closed) return 'closed';
  if (s.has_hired) return 'hired';
  return 'open';
}

/** SPEC §9 time slots. */
export const TIME_SLOTS = [
  { key: 1, name: 'early_morning', start: '00:00', end: '09:00' },
  { key: 2, name: 'morning', start: '09:00', end: '12:00' },
  { key: 3, name: 'afternoon', start: '12:00', end: '15:00' },
  { key: 4, name: 'late_afternoon', start: '15:00', end: '18:00' },
  { key: 5, name: 'evening', start: '18:00', end: '23:59' },
] as const;
export type TimeSlotKey = (typeof TIME_SLOTS)[number]['key'];
