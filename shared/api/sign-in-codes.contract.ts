/**
 * E-mail verification, phone-OTP login and one-time login links (SPEC §2 activate, §6 login
 * methods, §7 users/email_verifications, users/validate_user, users/login_once). Every sign-in makes a new session.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  emailActivateResultSchema,
  emailActivateSchema,
  emailVerifiedSchema,
  emailVerifyAuthSchema,
  emailVerifySendResultSchema,
  loginLinkRequestSchema,
  loginOnceSchema,
  phoneLoginPreauthResultSchema,
  phoneLoginPreauthSchema,
  signInResultSchema,
  validateUserResultSchema,
  validateUserSchema,
} from '../schemas/sign-in-codes.schema';

export const signInCodesContract = {
  sendEmailVerification: endpoint({
    method: 'POST',
    path: '/users/email_verifications/preauth',
    access: 'user',
    rate: 'email_verify_send',
    summary: 'E-mail a new verification link and 6-digit code (24 h, single use; older ones stop working)',
    response: emailVerifySendResultSchema,
  }),
  checkEmailCode: endpoint({
    method: 'POST',
    path: '/users/email_verifications/auth',
    access: 'user',
    rate: 'otp_check',
    summary: 'Verify the signed-in user’s e-mail with the 6-digit code (5 tries per code)',
    body: emailVerifyAuthSchema,
    response: emailVerifiedSchema,
  }),
  activateEmail: endpoint({
    method: 'POST',
    path: '/users/email_verifications/activate',
    access: 'visitor',
    rate: 'email_link_use',
    summary: 'Verify an e-mail with the link’s user id and hash (POSTed by the activate page, never on GET)',
    body: emailActivateSchema,
    response: emailActivateResultSchema,
  }),
  validateUser: endpoint({
    method: 'POST',
    path: '/users/validate_user',
    access: 'visitor',
    rate: 'validate_user',
    summary: 'phone + verify_code (+ hash): sign in with a phone-login code; username + email_verify_code: verify that account’s e-mail',
    body: validateUserSchema,
    response: validateUserResultSchema,
  }),
  phoneLoginPreauth: endpoint({
    method: 'POST',
    path: '/users/login/phone/preauth',
    access: 'visitor',
    rate: 'phone_login_send',
    summary: 'Send a login code by SMS or voice call to a confirmed phone; the same answer whether or not one exists',
    body: phoneLoginPreauthSchema,
    response: phoneLoginPreauthResultSchema,
  }),
  requestLoginLink: endpoint({
    method: 'POST',
    path: '/users/login_once/request',
    access: 'visitor',
    rate: 'login_link_request',
    summary: 'E-mail a one-time login link valid 15 minutes; the same answer whether or not the account exists',
    body: loginLinkRequestSchema,
    response: z.object({ sent: z.literal(true) }),
  }),
  loginOnce: endpoint({
    method: 'POST',
    path: '/users/login_once',
    access: 'visitor',
    rate: 'email_link_use',
    summary: 'Sign in with a one-time login link (once; 404 login_link_invalid when unknown, used or expired)',
    body: loginOnceSchema,
    response: signInResultSchema,
  }),
};
