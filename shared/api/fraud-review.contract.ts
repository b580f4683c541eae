/**
 * The fraud queue's decisions (/ops/fraud, trust and safety: anyone else gets 404): a sign-up the fraud check let in
 * but held is released (the account may post and quote) or blocked (it cannot sign in, post or quote).
 * The ticket itself (assignment, notes, replies) is the back office's.
 */
import { QUEUE_ROLES } from '../schemas/back-office.schema';
import { idParams } from '../schemas/common.schema';
import { fraudBlockSchema, fraudHoldSchema, fraudReleaseSchema } from '../schemas/fraud-review.schema';
import { endpoint } from './endpoint';

export const fraudReviewContract = {
  hold: endpoint({
    method: 'GET',
    path: '/ops/fraud/{id}',
    access: 'operator',
    staff: QUEUE_ROLES.fraud,
    rate: 'read',
    summary: 'A fraud assessment with its account, signals and IP and device counts',
    params: idParams,
    response: fraudHoldSchema,
  }),
  release: endpoint({
    method: 'POST',
    path: '/ops/fraud/{id}/release',
    access: 'operator',
    staff: QUEUE_ROLES.fraud,
    rate: 'write',
    summary: 'Release a held sign-up: the account may post requests and send quotes (audited; 409 once decided)',
    params: idParams,
    body: fraudReleaseSchema,
    response: fraudHoldSchema,
    invalidates: ['/ops/'],
  }),
  block: endpoint({
    method: 'POST',
    path: '/ops/fraud/{id}/block',
    access: 'operator',
    staff: QUEUE_ROLES.fraud,
    rate: 'write',
    summary: 'Block a held sign-up with a reason: the account is suspended (audited; 409 once decided)',
    params: idParams,
    body: fraudBlockSchema,
    response: fraudHoldSchema,
    invalidates: ['/ops/'],
  }),
};
