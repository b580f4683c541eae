/**
 * Referrals (SPEC §7 GET users/referrals, POST users/refer; ADR 0012), and the back office's review of held rewards
 * (/ops/referrals, finance: anyone else gets 404).
 */
import { endpoint } from './endpoint';
import { QUEUE_ROLES } from '../schemas/back-office.schema';
import { idParams } from '../schemas/common.schema';
import {
  referInviteResultSchema,
  referInviteSchema,
  referralHoldSchema,
  referralRejectSchema,
  referralsSchema,
} from '../schemas/referrals.schema';

export const referralsContract = {
  referrals: endpoint({
    method: 'GET',
    path: '/users/referrals',
    access: 'user',
    rate: 'read',
    summary: 'The caller’s referral link, who signed up through it (reward pending, paid or refused) and the credit earned',
    response: referralsSchema,
  }),
  refer: endpoint({
    method: 'POST',
    path: '/users/refer',
    access: 'user',
    rate: 'referral_invite',
    summary: 'Invite someone by e-mail or SMS with the caller’s sign-up link (10 a day; never to an existing account)',
    body: referInviteSchema,
    response: referInviteResultSchema,
  }),
  opsHold: endpoint({
    method: 'GET',
    path: '/ops/referrals/{id}',
    access: 'operator',
    staff: QUEUE_ROLES.referrals,
    rate: 'read',
    summary: 'A referral with both accounts, the reward and why it was held',
    params: idParams,
    response: referralHoldSchema,
  }),
  opsApprove: endpoint({
    method: 'POST',
    path: '/ops/referrals/{id}/approve',
    access: 'operator',
    staff: QUEUE_ROLES.referrals,
    rate: 'write',
    summary: 'Pay a held referral reward once: free credit with its ledger row, the referrer notified (audited; 409 once decided)',
    params: idParams,
    response: referralHoldSchema,
    invalidates: ['/ops/', '/users/referrals'],
  }),
  opsReject: endpoint({
    method: 'POST',
    path: '/ops/referrals/{id}/reject',
    access: 'operator',
    staff: QUEUE_ROLES.referrals,
    rate: 'write',
    summary: 'Refuse a held referral reward with a reason (audited; 409 once decided)',
    params: idParams,
    body: referralRejectSchema,
    response: referralHoldSchema,
    invalidates: ['/ops/', '/users/referrals'],
  }),
};
