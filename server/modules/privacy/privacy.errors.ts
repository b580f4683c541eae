/** Error codes of account deletion (messages: common|errors>…). */
import { AppError, badRequest } from '../../lib/errors';

export const PRIVACY_ERRORS = {
  PAID_BALANCE_REMAINING: 'paid_balance_remaining',
  DELETION_PHONE_UNAVAILABLE: 'deletion_phone_unavailable',
  DELETION_CODE_INVALID: 'deletion_code_invalid',
  DELETION_CODE_EXPIRED: 'deletion_code_expired',
} as const;

/** 409 while the wallet holds purchased credit and the user has not agreed to give it up. */
export const paidBalanceRemaining = (w: { balance: number; paid: number; free: number }) =>
  new AppError({
    code: PRIVACY_ERRORS.PAID_BALANCE_REMAINING,
    status: 409,
    messageKey: PRIVACY_ERRORS.PAID_BALANCE_REMAINING,
    params: { amount: w.paid },
    details: { balance: w.balance, paid_balance: w.paid, free_balance: w.free },
    fields: { forfeit_balance: 'forfeit_required' },
  });

export const wrongPassword = () => badRequest('wrong_password', { password: 'wrong_password' });

/** A code that does not match, expired, was used or never sent (422; the code is the message key, with the field). */
export const codeRefused = (field: 'otp' | 'email_code', messageKey: string, attemptsLeft = 0) =>
  new AppError({
    code: messageKey,
    status: 422,
    messageKey,
    details: { attempts_left: attemptsLeft },
    fields: { [field]: messageKey },
  });

export const phoneUnavailable = () =>
  new AppError({
    code: PRIVACY_ERRORS.DELETION_PHONE_UNAVAILABLE,
    status: 422,
    messageKey: PRIVACY_ERRORS.DELETION_PHONE_UNAVAILABLE,
    fields: { otp: PRIVACY_ERRORS.DELETION_PHONE_UNAVAILABLE },
  });
