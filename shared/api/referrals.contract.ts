/** Referrals (SPEC §7 GET users/referrals, POST users/refer; ADR 0012). */
import { endpoint } from './endpoint';
import { referInviteResultSchema, referInviteSchema, referralsSchema } from '../schemas/referrals.schema';

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
};
