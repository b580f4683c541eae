/**
 * Direct requests (SPEC §7 quote_bids/*): a request sent to one chosen pro first (narrowed match), the pro's
 * accept (2) / decline (3), other matching pros for the consumer after a decline or 24 hours without an answer (or
 * after the consumer stopped waiting and removed the pro, ADR 0019),
 * the consumer's work requirement and budget survey. Someone else's request or bid is 404.
 */
import { endpoint } from './endpoint';
import { idParams } from '../schemas/common.schema';
import { bidViewSchema } from '../schemas/bids.schema';
import { postRequestResultSchema } from '../schemas/requests.schema';
import {
  bidExtrasSchema,
  consumerSurveyInputSchema,
  consumerSurveySchema,
  contactCheckSchema,
  directRequestSchema,
  inviteProSchema,
  matchResultSchema,
  narrowAnswerSchema,
  narrowStateSchema,
  removeProSchema,
  requestRefSchema,
  serviceRefSchema,
  workRequirementSchema,
} from '../schemas/narrow-match.schema';

export const narrowMatchContract = {
  wantToContactProvider: endpoint({
    method: 'POST',
    path: '/quote_bids/want_to_contact_provider',
    access: 'consumer',
    rate: 'write',
    summary: 'Before the questionnaire for a chosen pro: the pro’s categories, or code 17 when already asked (tolerated)',
    body: serviceRefSchema,
    response: contactCheckSchema,
  }),
  consumerWantProviderQuote: endpoint({
    method: 'POST',
    path: '/quote_bids/consumer_want_provider_quote',
    access: 'consumer',
    rate: 'request_post',
    summary: 'Post a request to one chosen pro first (narrow_status 1, no matching yet; 614 without a verified phone)',
    body: directRequestSchema,
    response: postRequestResultSchema,
    invalidates: ['/quote_requests/index'],
  }),
  invitePro: endpoint({
    method: 'POST',
    path: '/quote_bids/invite_pro',
    access: 'consumer',
    owner: 'request',
    rate: 'write',
    summary:
      'Ask one more chosen pro to an open request (a narrowed bid; code 17 when the pro already has it; 409 request_full when match_limit pros hold places)',
    body: inviteProSchema,
    response: narrowStateSchema,
  }),
  providerAcceptNarrowMatch: endpoint({
    method: 'POST',
    path: '/quote_bids/provider_accept_narrow_match',
    access: 'pro',
    owner: 'bid',
    rate: 'write',
    summary: 'The chosen pro accepts (2) or declines (3) a narrowed lead; a decline tells the consumer',
    body: narrowAnswerSchema,
    response: bidViewSchema,
  }),
  match: endpoint({
    method: 'POST',
    path: '/quote_bids/match',
    access: 'consumer',
    owner: 'request',
    rate: 'request_post',
    summary: 'Send a direct request to other matching pros too (the normal matching; 614 without a verified phone)',
    body: requestRefSchema,
    response: matchResultSchema,
    // The request's matched count and its quotes (its narrow-match state is the answer).
    invalidates: ['/quote_request/{id}', '/quote_requests/index'],
  }),
  remove: endpoint({
    method: 'POST',
    path: '/quote_bids/remove',
    access: 'consumer',
    owner: 'bid',
    rate: 'write',
    summary: 'Take a pro who has not quoted off the request (NotInterested 6, the pro is told, no fee); a quote is 409: use reject',
    body: removeProSchema,
    response: narrowStateSchema,
    // The request's matched count and its quotes (its narrow-match state is the answer).
    invalidates: ['/quote_request/{id}', '/quote_requests/index'],
  }),
  narrowState: endpoint({
    method: 'GET',
    path: '/quote_request/{id}/narrow_match',
    access: 'user',
    owner: 'request',
    rate: 'read',
    summary: 'The chosen pro’s answer on a request and its work requirement (owner only)',
    params: idParams,
    response: narrowStateSchema,
  }),
  workRequirement: endpoint({
    method: 'POST',
    path: '/quote_bids/work_requirement',
    access: 'consumer',
    owner: 'request',
    rate: 'write',
    summary: 'Add or edit the work requirement of an open request (every pro on it sees it on the lead)',
    body: workRequirementSchema,
    response: narrowStateSchema,
  }),
  bidExtras: endpoint({
    method: 'GET',
    path: '/quote_bid/{id}/extras',
    access: 'user',
    owner: 'bid',
    rate: 'read',
    summary: 'The request’s work requirement, whether the lead was direct, and the consumer’s survey (consumer only)',
    params: idParams,
    response: bidExtrasSchema,
  }),
  addConsumerSurvey: endpoint({
    method: 'POST',
    path: '/quote_bids/add_consumer_survey',
    access: 'consumer',
    owner: 'bid',
    rate: 'write',
    summary: 'What the hired job cost (total_pay whole HKD, unit, comment); once hired, editable',
    body: consumerSurveyInputSchema,
    response: consumerSurveySchema,
    invalidates: ['/quote_bid/{id}/extras'],
  }),
};
