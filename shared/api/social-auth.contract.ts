/**
 * Google, Apple and Facebook sign-in. The token variants of POST users/login are declared in
 * accounts.contract.ts; this file has the social sign-up, connections, the native nonce and the browser redirect flow
 * (authorization code + state + PKCE S256 + nonce; Apple answers with a form_post, SPEC §2).
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { meSchema } from '../schemas/accounts.schema';
import {
  connectSocialParams,
  connectSocialSchema,
  nonceResultSchema,
  socialAccountsSchema,
  socialCallbackSchema,
  socialProviderSchema,
  socialSignUpSchema,
  socialStartQuerySchema,
} from '../schemas/social-auth.schema';

const sessionResultSchema = z.object({ session_id: z.string().optional(), user: meSchema });
const providerParams = z.object({ provider: socialProviderSchema });

export const socialAuthContract = {
  signUp: endpoint({
    method: 'POST',
    path: '/users/sign_up',
    access: 'visitor',
    rate: 'signup',
    summary: 'Create an account from a verified Google, Apple or Facebook identity (signup_token or credential), username and role',
    body: socialSignUpSchema,
    response: sessionResultSchema,
  }),
  connect: endpoint({
    method: 'POST',
    path: '/users/connect_social/{provider}',
    access: 'user',
    rate: 'write',
    summary: 'Connect a verified identity of the provider to the signed-in account (409 when it belongs to another account)',
    params: connectSocialParams,
    body: connectSocialSchema,
    response: socialAccountsSchema,
  }),
  disconnect: endpoint({
    method: 'POST',
    path: '/users/disconnect_social/{provider}',
    access: 'user',
    rate: 'write',
    summary: 'Remove the connection (409 when it is the only way left to sign in)',
    params: providerParams,
    response: socialAccountsSchema,
  }),
  accounts: endpoint({
    method: 'GET',
    path: '/users/social_accounts',
    access: 'user',
    rate: 'read',
    summary: 'The configured providers, the connections of the signed-in account and whether it has a password',
    response: socialAccountsSchema,
  }),
  nonce: endpoint({
    method: 'POST',
    path: '/auth/nonce',
    access: 'visitor',
    rate: 'social_redirect',
    summary: 'A single-use nonce (10 minutes) for a native Google sign-in; the ID token sent to users/login must carry it',
    response: nonceResultSchema,
  }),
  start: endpoint({
    method: 'GET',
    path: '/auth/{provider}/start',
    access: 'visitor',
    rate: 'social_redirect',
    raw: true,
    summary: 'Redirect to the provider (authorization code, state, PKCE S256, nonce); intent login|signup|connect, next path',
    params: providerParams,
    query: socialStartQuerySchema,
    response: z.unknown(),
  }),
  callback: endpoint({
    method: 'GET',
    path: '/auth/{provider}/callback',
    access: 'visitor',
    rate: 'social_redirect',
    raw: true,
    summary: 'The provider’s redirect back: checks state, PKCE and nonce, signs in, creates or connects; lands on /login',
    params: providerParams,
    query: socialCallbackSchema,
    response: z.unknown(),
  }),
  callbackPost: endpoint({
    method: 'POST',
    path: '/auth/{provider}/callback',
    access: 'visitor',
    rate: 'social_redirect',
    raw: true,
    summary: 'The same for response_mode=form_post (Sign in with Apple posts from its own origin)',
    params: providerParams,
    body: socialCallbackSchema,
    response: z.unknown(),
  }),
};
