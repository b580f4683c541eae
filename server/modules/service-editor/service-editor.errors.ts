/** Errors of the service editor (codes are stable strings; messages are common|errors>… keys). */
import type { FieldErrors } from '@shared/api/api-error';
import { AppError, conflict } from '../../lib/errors';

export const SERVICE_ERRORS = {
  PHONE_VERIFICATION_NEEDED: 'phone_verification_needed',
  SERVICE_ARCHIVED: 'service_archived',
  PROFILE_INCOMPLETE: 'profile_incomplete',
  LIMIT_REACHED: 'limit_reached',
  AI_UNAVAILABLE: 'ai_unavailable',
} as const;

/** 422: the contact phone is not one this user verified by OTP. */
export const phoneVerificationNeeded = (phone: string) =>
  new AppError({
    code: SERVICE_ERRORS.PHONE_VERIFICATION_NEEDED,
    status: 422,
    messageKey: 'service_phone_verification_needed',
    fields: { phone: 'phone_not_verified' },
    details: { phone },
  });

/** 409: an archived service is read-only. */
export const serviceArchived = () => conflict(SERVICE_ERRORS.SERVICE_ARCHIVED, 'service_archived');

/** 422: publishing needs these fields (each reported as a field error, and as the `missing` list). */
export const profileIncomplete = (missing: string[]) =>
  new AppError({
    code: SERVICE_ERRORS.PROFILE_INCOMPLETE,
    status: 422,
    messageKey: 'profile_incomplete',
    fields: Object.fromEntries(missing.map((m) => [m, 'required'])) as FieldErrors,
    details: { missing },
  });

/** 422: a per-service (or per-pro) maximum is reached; `field` is where a form shows it. */
export const limitReached = (messageKey: string, max: number, field?: string) =>
  new AppError({
    code: SERVICE_ERRORS.LIMIT_REACHED,
    status: 422,
    messageKey,
    fields: field ? { [field]: messageKey } : undefined,
    details: { max },
  });

/** 503: the AI provider failed or timed out (never a 500). */
export const aiUnavailable = () => new AppError({ code: SERVICE_ERRORS.AI_UNAVAILABLE, status: 503, messageKey: 'ai_unavailable' });
