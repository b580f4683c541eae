/**
 * Moderation endpoints of the back office (support and trust and safety; anyone else gets 404): find users, a
 * user's page, suspend and reinstate accounts and services, warn, and hide or restore reviews, chat messages and
 * service photos. Every decision is audited; the second of two staff acting at once gets 409.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams } from '../schemas/common.schema';
import { AREA_ROLES } from '../schemas/back-office.schema';
import {
  contentParams,
  opsUserDetailSchema,
  opsUserPageSchema,
  opsUserQuerySchema,
  reasonInputSchema,
  suspendInputSchema,
} from '../schemas/moderation.schema';

const ok = z.object({ ok: z.literal(true) });
const staff = AREA_ROLES.moderation;

export const moderationContract = {
  users: endpoint({
    method: 'GET',
    path: '/ops/users',
    access: 'operator',
    staff,
    rate: 'read',
    summary: 'Find users by id or the start of their username, e-mail or phone (newest first)',
    query: opsUserQuerySchema,
    response: opsUserPageSchema,
  }),
  user: endpoint({
    method: 'GET',
    path: '/ops/users/{id}',
    access: 'operator',
    staff,
    rate: 'read',
    summary: 'A user with their status, services, tickets and the moderation decisions about them',
    params: idParams,
    response: opsUserDetailSchema,
  }),
  suspendUser: endpoint({
    method: 'POST',
    path: '/ops/users/{id}/suspend',
    access: 'operator',
    staff,
    rate: 'write',
    summary: 'Suspend an account (sessions end, sign-in refused, services hidden) until a day or until reinstated',
    params: idParams,
    body: suspendInputSchema,
    response: ok,
    invalidates: ['/ops/users'],
  }),
  reinstateUser: endpoint({
    method: 'POST',
    path: '/ops/users/{id}/reinstate',
    access: 'operator',
    staff,
    rate: 'write',
    summary: 'Lift an account suspension',
    params: idParams,
    body: reasonInputSchema,
    response: ok,
    invalidates: ['/ops/users'],
  }),
  warnUser: endpoint({
    method: 'POST',
    path: '/ops/users/{id}/warn',
    access: 'operator',
    staff,
    rate: 'write',
    summary: 'Send the user a warning (recorded)',
    params: idParams,
    body: reasonInputSchema,
    response: ok,
    invalidates: ['/ops/users'],
  }),
  suspendService: endpoint({
    method: 'POST',
    path: '/ops/moderation/services/{id}/suspend',
    access: 'operator',
    staff,
    rate: 'write',
    summary: 'Suspend one service (no new leads, off lists, profile and sitemap) until a day or until reinstated',
    params: idParams,
    body: suspendInputSchema,
    response: ok,
    invalidates: ['/ops/users'],
  }),
  reinstateService: endpoint({
    method: 'POST',
    path: '/ops/moderation/services/{id}/reinstate',
    access: 'operator',
    staff,
    rate: 'write',
    summary: 'Lift a service suspension',
    params: idParams,
    body: reasonInputSchema,
    response: ok,
    invalidates: ['/ops/users'],
  }),
  hideContent: endpoint({
    method: 'POST',
    path: '/ops/moderation/{kind}/{id}/hide',
    access: 'operator',
    staff,
    rate: 'write',
    summary: 'Hide a review, chat message or service photo; its author is told why',
    params: contentParams,
    body: reasonInputSchema,
    response: ok,
    invalidates: ['/ops/'],
  }),
  restoreContent: endpoint({
    method: 'POST',
    path: '/ops/moderation/{kind}/{id}/restore',
    access: 'operator',
    staff,
    rate: 'write',
    summary: 'Show a hidden review, chat message or service photo again',
    params: contentParams,
    body: reasonInputSchema,
    response: ok,
    invalidates: ['/ops/'],
  }),
} as const;
