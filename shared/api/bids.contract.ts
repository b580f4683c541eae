/**
 * Quotes (bids), SPEC §7 quote_bids/*: one endpoint per change_status action, so the caller's current role is
 * checked by the declaration (only the pro sends, passes, archives, completes; only the consumer hires,
 * rejects and reviews: SPEC §4). The bid must be the caller's (as its pro or its consumer), else 404.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams } from '../schemas/common.schema';
import {
  bidPageSchema, bidViewSchema, editQuoteByBodySchema, favoriteSchema, hireSchema, inboxQuerySchema, leadsQuerySchema, previewQuoteFeeSchema,
  quoteFeePreviewSchema, rejectSchema, reviewSchema, sendQuoteSchema, unreadCountSchema, worksQuerySchema,
} from '../schemas/bids.schema';

const action = <const A extends string, const R extends 'pro' | 'consumer' | 'user'>(name: A, access: R, summary: string) =>
  endpoint({
    method: 'POST',
    path: `/quote_bids/change_status/${name}/{id}`,
    summary,
    access,
    owner: 'bid',
    rate: 'write',
    params: idParams,
    response: bidViewSchema,
  });

export const bidsContract = {
  sendQuote: endpoint({
    method: 'POST', path: '/quote_bids/change_status/rating/{id}', access: 'pro', owner: 'bid', rate: 'quote_send',
    summary: 'Send or update the quote (fee on the first send; codes 10, 6, 690; invalid_price)',
    params: idParams, body: sendQuoteSchema, response: bidViewSchema,
  }),
  editQuote: endpoint({
    method: 'POST', path: '/quote_bids/edit/{id}', access: 'pro', owner: 'bid', rate: 'quote_send',
    summary: 'Update a sent quote (never charged again)',
    params: idParams, body: sendQuoteSchema, response: bidViewSchema,
  }),
  editQuoteByBody: endpoint({
    method: 'POST', path: '/quote_bids/edit', access: 'pro', owner: 'bid', rate: 'quote_send',
    summary: 'Update a sent quote named by quote_bid_id in the body (SPEC §7 quote_bids/edit)',
    body: editQuoteByBodySchema, response: bidViewSchema,
  }),
  hire: endpoint({
    method: 'POST', path: '/quote_bids/change_status/hired/{id}', access: 'consumer', owner: 'bid', rate: 'write',
    summary: 'Hire the pro (date and time required: date_time_missing)',
    params: idParams, body: hireSchema, response: bidViewSchema,
  }),
  reject: endpoint({
    method: 'POST', path: '/quote_bids/change_status/reject/{id}', access: 'consumer', owner: 'bid', rate: 'write',
    summary: 'Reject the quote with an optional note',
    params: idParams, body: rejectSchema, response: bidViewSchema,
  }),
  review: endpoint({
    method: 'POST', path: '/quote_bids/change_status/reviews/{id}', access: 'consumer', owner: 'bid', rate: 'write',
    summary: 'Review the pro after completion (score 1..5; 0 is rating_is_zero)',
    params: idParams, body: reviewSchema, response: bidViewSchema,
  }),
  markRead: action('read', 'user', 'Mark the bid read by the caller’s side'),
  toggleInterest: action('interest', 'pro', 'Pass on a lead or take it back'),
  selfHire: action('self_hire', 'consumer', 'Record that the consumer hired this pro outside the platform'),
  undoHire: action('undo_hire', 'consumer', 'Undo a hire: back to InProgress, hired time cleared'),
  undoReject: action('undo_reject', 'consumer', 'Take back a rejection'),
  complete: action('completed', 'pro', 'Mark the work completed'),
  archive: action('archive', 'pro', 'Archive the job in the pro’s lists'),
  unarchive: action('unarchive', 'pro', 'Restore an archived job'),
  acceptNarrow: action('accept', 'pro', 'Accept a lead sent to this pro first (narrow_status 2)'),
  declineNarrow: action('decline', 'pro', 'Decline a lead sent to this pro first (narrow_status 3)'),
  pass: action('pass', 'pro', 'Not interested: the lead is hidden from the consumer'),
  previewFee: endpoint({
    method: 'POST', path: '/quote_bids/preview_quote_fee', access: 'pro', owner: 'bid', rate: 'read',
    summary: 'The fee sending the quote would cost now, and whether the balance covers it',
    body: previewQuoteFeeSchema, response: quoteFeePreviewSchema,
  }),
  favorite: endpoint({
    method: 'POST', path: '/quote_bids/favorite/{id}', access: 'pro', owner: 'bid', rate: 'write',
    summary: 'Set or clear the favourite tag',
    params: idParams, body: favoriteSchema, response: bidViewSchema,
  }),
  requestReview: endpoint({
    method: 'POST', path: '/quote_bids/provider_request_review/{id}', access: 'pro', owner: 'bid', rate: 'write',
    summary: 'Ask the consumer for a review (once, after completion)',
    params: idParams, response: z.object({ requested: z.literal(true) }),
  }),
  bid: endpoint({
    method: 'GET', path: '/quote_bid/{id}', access: 'user', owner: 'bid', rate: 'read',
    summary: 'One bid as its pro or its consumer sees it',
    params: idParams, response: bidViewSchema,
  }),
  leads: endpoint({
    method: 'GET', path: '/quote_bids/leads', access: 'pro', rate: 'read',
    summary: 'The pro’s leads with the SPEC §4 filters, 20 a page',
    query: leadsQuerySchema, response: bidPageSchema,
  }),
  works: endpoint({
    method: 'GET', path: '/quote_bids/works', access: 'pro', rate: 'read',
    summary: 'The pro’s jobs by work filter or inbox filter, with search',
    query: worksQuerySchema, response: bidPageSchema,
  }),
  inbox: endpoint({
    method: 'GET', path: '/quote_bids/inbox', access: 'user', rate: 'read',
    summary: 'The inbox of the current role (filters 1..7)',
    query: inboxQuerySchema, response: bidPageSchema,
  }),
  requestQuotes: endpoint({
    method: 'GET', path: '/quote_bids/by_request/{id}', access: 'user', owner: 'request', rate: 'read',
    summary: 'The quotes of the consumer’s request, to compare',
    params: idParams, response: z.array(bidViewSchema),
  }),
  unreadCount: endpoint({
    method: 'GET', path: '/quote_bids/unread_count', access: 'user', rate: 'read',
    summary: 'Header counters: unread messages, leads, quotes and notifications',
    response: unreadCountSchema,
  }),
};

/** The endpoint of each SPEC §4 change_status action (the lifecycle's names, as clients and `available_actions` use them). */
export const BID_ACTION_ENDPOINTS = {
  read: bidsContract.markRead,
  interest: bidsContract.toggleInterest,
  rating: bidsContract.sendQuote,
  hired: bidsContract.hire,
  self_hire: bidsContract.selfHire,
  undo_hire: bidsContract.undoHire,
  reject: bidsContract.reject,
  undo_reject: bidsContract.undoReject,
  completed: bidsContract.complete,
  archive: bidsContract.archive,
  unarchive: bidsContract.unarchive,
  reviews: bidsContract.review,
  accept: bidsContract.acceptNarrow,
  decline: bidsContract.declineNarrow,
  pass: bidsContract.pass,
} as const;
