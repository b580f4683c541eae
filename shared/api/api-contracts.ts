/** Registry of API operations and their zod schemas: the source of /api/openapi.json. Domains append here. */
import type { z } from 'zod';
import {
  changePasswordSchema, checkAccountSchema, loginSchema, meBriefSchema, meSchema, registerSchema, switchRoleSchema,
} from '../schemas/accounts.schema';
import { analyticsEventSchema } from '../schemas/events.schema';
import { MARKET_OPERATIONS } from './market-contracts';
import { PUBLIC_OPERATIONS } from './public-contracts';

export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  auth: 'visitor' | 'user' | 'consumer' | 'pro';
  body?: z.ZodType;
  response?: z.ZodType;
}

export const API_OPERATIONS: ApiOperation[] = [
  { method: 'post', path: '/api/users/register/manual', summary: 'Register with username, email and password', auth: 'visitor', body: registerSchema, response: meSchema },
  { method: 'post', path: '/api/users/login', summary: 'Log in with username or email and password', auth: 'visitor', body: loginSchema, response: meSchema },
  { method: 'post', path: '/api/users/check_account', summary: 'Whether a username or email is registered ("existing")', auth: 'visitor', body: checkAccountSchema },
  { method: 'post', path: '/api/users/logout', summary: 'End the session and clear cookies', auth: 'visitor' },
  { method: 'get', path: '/api/user/me', summary: 'The signed-in user', auth: 'user', response: meSchema },
  { method: 'get', path: '/api/user/me/type:brief', summary: 'The signed-in user, brief', auth: 'user', response: meBriefSchema },
  { method: 'get', path: '/api/user/session', summary: 'The signed-in user or null', auth: 'visitor', response: meSchema.nullable() },
  { method: 'post', path: '/api/users/change_password', summary: 'Change password (signs out other sessions)', auth: 'user', body: changePasswordSchema },
  { method: 'post', path: '/api/user/switch_role', summary: 'Switch between consumer and pro', auth: 'user', body: switchRoleSchema },
  { method: 'post', path: '/api/events', summary: 'Record an analytics event (page views)', auth: 'visitor', body: analyticsEventSchema },
  ...MARKET_OPERATIONS,
  ...PUBLIC_OPERATIONS,
];
