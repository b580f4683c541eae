/**
 * Account suspensions (accounts owns users and sessions): the moderation module decides and audits; this module
 * changes the row, ends every session at once and refuses new sign-ins with the reason and end date.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { formatDateTime } from '@shared/utils/dates';
import type { Queryable } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import * as repo from './account-suspension.repository';

export type { AccountSuspensionRow } from './account-suspension.repository';

export const findAccountSuspension = repo.findSuspension;
export const suspendAccountRow = repo.suspend;
export const reinstateAccountRow = repo.reinstate;
export const endAllSessions = repo.deleteSessions;
export const accountSuspensionsDue = repo.dueToEnd;

/**
 * Refuses a sign-in of a suspended account (every sign-in method creates its session through accounts.service
 * createSession, which calls this). 403 `account_suspended` with the reason and the end date (UTC, or none), so the
 * sign-in page can say why and until when.
 */
export async function assertMaySignIn(q: Queryable, userId: number): Promise<void> {
  const s = await repo.findActiveSuspension(q, userId);
  if (!s) return;
  const until = s.suspended_until ? utcStringOf(s.suspended_until) : null;
  throw new AppError({
    code: ERROR_CODES.ACCOUNT_SUSPENDED,
    status: 403,
    messageKey: until ? 'account_suspended_until' : 'account_suspended',
    details: { reason: s.suspension_reason ?? '', until },
    // Each language's message reads its own rendering of the end date (Hong Kong time).
    params: {
      reason: s.suspension_reason ?? '',
      until_zh: until ? formatDateTime(until, 'zh-HK') : '',
      until_en: until ? formatDateTime(until, 'en-HK') : '',
    },
  });
}
