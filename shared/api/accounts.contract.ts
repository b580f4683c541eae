/** Accounts (SPEC §7 users/* and user/*): sign-up, log-in and -out, the session, password, role. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  changePasswordSchema,
  checkAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  meBriefSchema,
  meSchema,
  passwordStrengthSchema,
  passwordVerdictSchema,
  registerSchema,
  resetPasswordSchema,
  switchRoleSchema,
  userRoleSchema,
} from '../schemas/accounts.schema';
import { withSocialLogin } from '../schemas/social-auth.schema';

/** Native clients (X-Api-Key) get the session token in the body; browsers only get the cookie. */
const sessionResultSchema = z.object({ session_id: z.string().optional(), user: meSchema });

export const accountsContract = {
  register: endpoint({
    method: 'POST',
    path: '/users/register/manual',
    access: 'visitor',
    rate: 'signup',
    summary: 'Register with username, email and password (limited per device and IP)',
    body: registerSchema,
    response: sessionResultSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/users/login',
    access: 'visitor',
    rate: 'login',
    summary:
      'Log in with username or email and password (limited per IP and account), or with google_user_id + id_token, apple code + platform, facebook_user_id + access_token',
    body: withSocialLogin(loginSchema),
    response: sessionResultSchema,
  }),
  checkAccount: endpoint({
    method: 'POST',
    path: '/users/check_account',
    access: 'visitor',
    rate: 'account_check',
    summary: 'Whether a username or email is registered ("existing")',
    body: checkAccountSchema,
    response: z.object({ message: z.enum(['existing', 'not_existing']) }),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/users/logout',
    access: 'visitor',
    rate: 'write',
    summary: 'End the session and clear its cookie (POST only, same origin)',
    response: z.object({ redirect: z.string() }),
  }),
  session: endpoint({
    method: 'GET',
    path: '/user/session',
    access: 'visitor',
    rate: 'read',
    summary: 'The signed-in user, or null (403 for an expired session token)',
    response: meSchema.nullable(),
  }),
  me: endpoint({
    method: 'GET',
    path: '/user/me',
    access: 'user',
    rate: 'read',
    summary: 'The signed-in user',
    response: meSchema,
  }),
  meBrief: endpoint({
    method: 'GET',
    path: '/user/me/type:brief',
    access: 'user',
    rate: 'read',
    summary: 'The signed-in user, brief',
    response: meBriefSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/users/change_password',
    access: 'user',
    rate: 'password_change',
    summary: 'Change the password (other sessions end)',
    body: changePasswordSchema,
    response: z.object({ changed: z.literal(true) }),
  }),
  switchRole: endpoint({
    method: 'POST',
    path: '/user/switch_role',
    access: 'user',
    rate: 'write',
    summary: 'Switch between consumer and pro; answers the landing page of the new role',
    body: switchRoleSchema,
    response: z.object({ role: userRoleSchema, landing: z.string() }),
  }),
  passwordStrength: endpoint({
    method: 'POST',
    path: '/users/password_strength',
    access: 'visitor',
    rate: 'password_check',
    summary: 'Judge a new password (length, common, derived from the user’s details, zxcvbn score) for the strength meter',
    body: passwordStrengthSchema,
    response: passwordVerdictSchema,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/users/forgot_password',
    access: 'visitor',
    rate: 'password_reset',
    summary: 'E-mail a single-use reset link valid 1 hour; the same answer whether or not the account exists',
    body: forgotPasswordSchema,
    response: z.object({ sent: z.literal(true) }),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/users/reset_password',
    access: 'visitor',
    rate: 'password_reset_link',
    summary:
      'Without password: 400 (code 400) for a valid link, 404 reset_link_invalid otherwise (SPEC §8); with one: set it, end every session, sign in',
    body: resetPasswordSchema,
    response: sessionResultSchema,
  }),
};
