/** The HTTP edge of quote requests (shared/api/requests.contract.ts). */
import { requestsContract } from '@shared/api/requests.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as requests from './requests.service';

export function requestsRoutes(deps: FullDeps): Implementation[] {
  const { db } = deps;
  const ownerAction =
    (action: 'close' | 'reopen' | 'archive') =>
    async ({ user, params }: { user: { id: number }; params: { id: number } }) => {
      await requests.changeRequestStatus(deps, { userId: user.id }, action, params.id);
      return requests.getRequest(db, user.id, params.id);
    };

  return implement(requestsContract, {
    post: ({ user, body }) => requests.postRequest(deps, user.id, body),
    edit: ({ user, params, body }) => requests.editRequest(deps, user.id, params.id, body),
    editByBody: ({ user, body }) => requests.editRequest(deps, user.id, body.quote_request_id, body),
    copy: ({ user, params }) => requests.copyRequest(deps, user.id, params.id),
    close: async ({ user, params, body }) => {
      await requests.changeRequestStatus(deps, { userId: user.id }, 'close', params.id, body.reason);
      return requests.getRequest(db, user.id, params.id);
    },
    reopen: ownerAction('reopen'),
    archive: ownerAction('archive'),
    request: ({ user, params }) => requests.getRequest(db, user.id, params.id),
    list: ({ user, params, query }) => requests.listRequests(db, user.id, { page: params.page, archived: query.archived }),
  });
}
