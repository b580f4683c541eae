/** Quote requests (SPEC §7 quote_requests/*): the consumer's requests (their e-mailed links: hash-links.contract.ts). */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam, idParams, wholeNumber } from '../schemas/common.schema';
import { formBool } from '../schemas/form-values';
import {
  closeRequestSchema,
  editRequestSchema,
  postRequestResultSchema,
  postRequestSchema,
  requestPageSchema,
  requestViewSchema,
} from '../schemas/requests.schema';

/** The owner's request lists: a new, edited or copied request shows there. */
const REQUEST_LISTS = ['/quote_requests/index'] as const;

const ownerAction = (action: 'close' | 'reopen' | 'archive', summary: string) =>
  endpoint({
    method: 'POST',
    path: `/quote_requests/change_status/${action}/{id}`,
    access: 'user',
    owner: 'request',
    rate: 'write',
    summary,
    params: idParams,
    response: requestViewSchema,
    // The request's quotes change state with it (closing archives the open ones): every bid read (BID_READS).
    invalidates: [...REQUEST_LISTS, '/quote_bid', '/quote_templates'],
  });
export const requestsContract = {
  post: endpoint({
    method: 'POST',
    path: '/quote_requests/search_add',
    access: 'consumer',
    rate: 'request_post',
    summary: 'Post a request from the category questionnaire and match pros (614 without a verified phone)',
    body: postRequestSchema,
    response: postRequestResultSchema,
    invalidates: REQUEST_LISTS,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/quote_requests/edit/{id}',
    access: 'user',
    owner: 'request',
    rate: 'write',
    summary: 'Edit an open request',
    params: idParams,
    body: editRequestSchema,
    response: requestViewSchema,
    invalidates: REQUEST_LISTS,
  }),
  editByBody: endpoint({
    method: 'POST',
    path: '/quote_requests/edit',
    access: 'user',
    owner: 'request',
    rate: 'write',
    summary: 'Edit an open request named by quote_request_id in the body (SPEC §7 quote_requests/edit)',
    body: editRequestSchema.extend({ quote_request_id: idParam }),
    response: requestViewSchema,
  }),
  copy: endpoint({
    method: 'POST',
    path: '/quote_requests/copy/{id}',
    access: 'consumer',
    owner: 'request',
    rate: 'request_post',
    summary: 'Send a copy of a request again',
    params: idParams,
    response: postRequestResultSchema,
    invalidates: REQUEST_LISTS,
  }),
  close: endpoint({
    ...ownerAction('close', 'Close a request: no new quotes; closed as a duplicate or invalid, the pros get their quote fees back'),
    body: closeRequestSchema,
  }),
  reopen: ownerAction('reopen', 'Reopen a closed request'),
  archive: ownerAction('archive', 'Archive a request'),
  request: endpoint({
    method: 'GET',
    path: '/quote_request/{id}',
    access: 'user',
    owner: 'request',
    rate: 'read',
    summary: 'The owner’s request with its answers and photos',
    params: idParams,
    response: requestViewSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/quote_requests/index/page:{page}',
    access: 'user',
    rate: 'read',
    summary: 'The owner’s requests, 10 a page (archived=1 for the archived ones)',
    params: z.object({ page: wholeNumber({ min: 1, max: 10_000 }) }),
    query: z.object({ archived: formBool.optional().default(false) }),
    response: requestPageSchema,
  }),
};
