/** The HTTP edge of partner sessions (shared/api/partner-sessions.contract.ts): the session cookie is set here, as log-in sets it. */
import { partnerSessionsContract } from '@shared/api/partner-sessions.contract';
import type { FullDeps } from '../../lib/adapters';
import { setSessionCookie } from '../../lib/cookies';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { getMe } from './accounts.service';
import { exchangePartnerToken } from './partner-sessions.service';
import { signInContextOf } from './sign-in-request';

export function partnerSessionsRoutes(deps: FullDeps): Implementation[] {
  return implement(partnerSessionsContract, {
    exchange: async ({ body, req, res, user }) => {
      const { session, created } = await exchangePartnerToken(deps, body.token, {
        ...signInContextOf(req, deps),
        deviceId: body.device_id ?? req.deviceId,
        language: req.lng,
        signedInUserId: user?.id ?? null,
      });
      setSessionCookie(res, session.token, deps.env.secureCookies);
      return { ...(req.get('x-api-key') ? { session_id: session.token } : {}), user: await getMe(deps, session.userId), created };
    },
  });
}
