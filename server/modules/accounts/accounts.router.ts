/** SPEC §7 account calls. */
import { Router } from 'express';
import {
  changePasswordSchema, checkAccountSchema, loginSchema, registerSchema, switchRoleSchema,
} from '@shared/schemas/accounts.schema';
import { parse } from '../../lib/validate';
import { invalidSession } from '../../lib/errors';
import { clearSessionCookie, setSessionCookie } from '../../lib/cookies';
import { requireAuth, userOf } from '../../middleware/require-auth';
import { loginRateLimit } from '../../middleware/rate-limit';
import type { AppDeps } from '../../lib/app-deps';
import * as accounts from './accounts.service';

export function accountsRouter(deps: AppDeps): Router {
  const { db, env } = deps;
  const r = Router();
  const limiter = loginRateLimit({ limit: env.LOGIN_RATE_LIMIT, store: deps.rateLimitStore?.('login') });
  const sessionResponse = (req: Parameters<typeof requireAuth>[0], token: string) =>
    req.get('x-api-key') ? { session_id: token } : {};

  r.post('/users/register/manual', limiter, async (req, res) => {
    const input = parse(registerSchema, { ...req.body, device_id: req.body?.device_id ?? req.deviceId });
    const session = await accounts.registerManual(db, input);
    setSessionCookie(res, session.token, env.secureCookies);
    res.json({ status: 'Success', data: { ...sessionResponse(req, session.token), user: await accounts.getMe(db, session.userId) } });
  });

  r.post('/users/login', limiter, async (req, res) => {
    const input = parse(loginSchema, { ...req.body, device_id: req.body?.device_id ?? req.deviceId });
    const session = await accounts.login(db, input);
    setSessionCookie(res, session.token, env.secureCookies);
    res.json({ status: 'Success', data: { ...sessionResponse(req, session.token), user: await accounts.getMe(db, session.userId) } });
  });

  r.post('/users/check_account', limiter, async (req, res) => {
    res.json({ status: 'Success', data: await accounts.checkAccount(db, parse(checkAccountSchema, req.body)) });
  });

  r.post('/users/logout', async (req, res) => {
    if (req.sessionTokenHash) await accounts.logout(db, req.sessionTokenHash);
    clearSessionCookie(res, env.secureCookies);
    res.json({ status: 'Success', data: { redirect: '/login' } });
  });

  r.get('/user/session', async (req, res) => {
    if (req.sessionInvalid) throw invalidSession();
    res.json({ status: 'Success', data: req.user ? await accounts.getMe(db, req.user.id) : null });
  });

  r.get('/user/me', requireAuth, async (req, res) => {
    res.json({ status: 'Success', data: await accounts.getMe(db, userOf(req).id) });
  });

  r.get('/user/me/type\\:brief', requireAuth, async (req, res) => {
    res.json({ status: 'Success', data: await accounts.getMeBrief(db, userOf(req).id) });
  });

  r.post('/users/change_password', requireAuth, async (req, res) => {
    const input = parse(changePasswordSchema, req.body);
    await accounts.changePassword(db, { id: userOf(req).id, tokenHash: req.sessionTokenHash! }, input);
    res.json({ status: 'Success', data: { changed: true } });
  });

  r.post('/user/switch_role', requireAuth, async (req, res) => {
    const { role } = parse(switchRoleSchema, req.body);
    res.json({ status: 'Success', data: await accounts.switchRole(db, userOf(req).id, role) });
  });

  return r;
}
