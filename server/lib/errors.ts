/** AppError: the one server error type. `messageKey` is translated by the error handler (common|errors>…). */
import { ERROR_CODES, type FieldErrors } from '@shared/api/api-error';

export interface AppErrorInit {
  code: number | string;
  status: number;
  messageKey: string;
  details?: unknown;
  fields?: FieldErrors;
  /** Values for the translated message ({{minutes}} …). */
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  readonly code: number | string;
  readonly status: number;
  readonly messageKey: string;
  readonly details?: unknown;
  readonly fields?: FieldErrors;
  readonly params?: Record<string, string | number>;

  constructor(init: AppErrorInit) {
    super(init.messageKey);
    this.name = 'AppError';
    this.code = init.code;
    this.status = init.status;
    this.messageKey = init.messageKey;
    this.details = init.details;
    this.fields = init.fields;
    this.params = init.params;
  }
}

export const notFound = (messageKey = 'not_found') => new AppError({ code: ERROR_CODES.NOT_FOUND, status: 404, messageKey });
export const unauthenticated = () => new AppError({ code: ERROR_CODES.INVALID_TOKEN, status: 401, messageKey: 'invalid_token' });
export const invalidSession = () => new AppError({ code: ERROR_CODES.INVALID_TOKEN, status: 403, messageKey: 'invalid_token' });
export const forbidden = (messageKey = 'forbidden', code: number | string = ERROR_CODES.FORBIDDEN) =>
  new AppError({ code, status: 403, messageKey });
export const conflict = (code: number | string, messageKey: string, details?: unknown) =>
  new AppError({ code, status: 409, messageKey, details });
export const unprocessable = (code: number | string, messageKey: string, details?: unknown) =>
  new AppError({ code, status: 422, messageKey, details });
export const badRequest = (messageKey: string, fields?: FieldErrors) =>
  new AppError({ code: ERROR_CODES.VALIDATION, status: 400, messageKey, fields });

/** 429 with how long to wait (the caller also sets Retry-After). */
export const rateLimited = (retryAfterS: number) =>
  new AppError({
    code: ERROR_CODES.RATE_LIMITED,
    status: 429,
    messageKey: 'rate_limited',
    details: { retry_after: retryAfterS },
    params: { minutes: Math.max(1, Math.ceil(retryAfterS / 60)) },
  });

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
