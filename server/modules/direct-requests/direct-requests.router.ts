/** The HTTP edge of direct requests, work requirements and consumer surveys (shared/api/narrow-match.contract.ts). */
import { narrowMatchContract } from '@shared/api/narrow-match.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as survey from '../consumer-survey/consumer-survey.service';
import * as narrow from './direct-requests.service';

export function narrowMatchRoutes(deps: FullDeps): Implementation[] {
  return implement(narrowMatchContract, {
    wantToContactProvider: ({ user, body }) => narrow.wantToContact(deps, user.id, body.quote_service_id),
    consumerWantProviderQuote: ({ user, body }) => narrow.postDirectRequest(deps, user.id, body),
    invitePro: ({ user, body }) => narrow.invitePro(deps, user.id, body.quote_request_id, body.quote_service_id),
    providerAcceptNarrowMatch: ({ user, body }) => narrow.answerNarrow(deps, user.id, body.quote_bid_id, body.accept),
    match: ({ user, body }) => narrow.matchOthers(deps, user.id, body.quote_request_id),
    remove: ({ user, body }) => narrow.removePro(deps, user.id, body.quote_bid_id),
    narrowState: ({ user, params }) => narrow.getNarrowState(deps.db, user.id, params.id),
    workRequirement: ({ user, body }) => narrow.setWorkRequirement(deps, user.id, body.quote_request_id, body.work_requirement),
    bidExtras: ({ user, params }) => narrow.getBidExtras(deps.db, user.id, params.id),
    addConsumerSurvey: ({ user, body }) => survey.addConsumerSurvey(deps, user.id, body),
  });
}
