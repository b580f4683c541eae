/**
 * Partner sessions (SPEC §6; docs/decisions/0044): a partner's signed, single-use, short-lived token exchanged for a
 * Sifu session, set as the same cookie as log-in. Only while the `partnerSessions` flag is on and the partner has a
 * secret; otherwise the endpoint does not exist (404).
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { meSchema } from '../schemas/accounts.schema';
import { partnerSessionSchema } from '../schemas/partner-sessions.schema';

export const partnerSessionsContract = {
  exchange: endpoint({
    method: 'POST',
    path: '/users/partner_session',
    access: 'visitor',
    rate: 'login',
    summary:
      'Exchange a partner-signed token (HMAC-SHA256, 5 minutes, single use) for a session; the partner user is linked to a consumer account',
    body: partnerSessionSchema,
    response: z.object({ session_id: z.string().optional(), user: meSchema, created: z.boolean() }),
    invalidates: ['/user'],
  }),
};
