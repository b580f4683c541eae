/** The one error handler: AppError → its status and translated message; anything else → logged 500. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR_CODES, type ApiErrorBody } from '@shared/api/api-error';
import { AppError, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { hasPendingBody } from './api-endpoint';
import { redactUrl } from '../lib/redact-url';
import { closeAfterAnswer } from '../lib/lingering-close';

function translate(req: Parameters<RequestHandler>[0], key: string, params?: Record<string, string | number>): string {
  return req.t ? req.t(`common|errors>${key}`, { ...params, defaultValue: req.t('common|errors>generic') }) : key;
}

export const apiNotFound: RequestHandler = (req, res, next) => {
  // An unknown path's body is never read: close the connection instead of draining it.
  if (hasPendingBody(req)) closeAfterAnswer(req, res);
  next(notFound());
};

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  let appErr: AppError;
  const e = err as { type?: string; status?: number; code?: string };
  if (err instanceof AppError) appErr = err;
  else if (e?.type === 'entity.too.large' || e?.code === 'LIMIT_FILE_SIZE') {
    appErr = new AppError({ code: ERROR_CODES.UPLOAD_REJECTED, status: 413, messageKey: 'file_too_large' });
  } else if (e?.type === 'entity.parse.failed' || (typeof e?.status === 'number' && e.status >= 400 && e.status < 500)) {
    appErr = new AppError({ code: ERROR_CODES.VALIDATION, status: e.status ?? 400, messageKey: 'bad_request' });
  } else {
    logger().error('unhandled-error', { err: err instanceof Error ? err.stack : String(err), path: redactUrl(req.path) });
    appErr = new AppError({ code: ERROR_CODES.INTERNAL, status: 500, messageKey: 'generic' });
  }
  if (res.headersSent) return;
  const fields = appErr.fields ? Object.fromEntries(Object.entries(appErr.fields).map(([k, v]) => [k, translate(req, v)])) : undefined;
  const body: ApiErrorBody = {
    status: 'Error',
    error: {
      code: appErr.code,
      message: translate(req, appErr.messageKey, appErr.params),
      ...(appErr.details !== undefined || fields ? { details: { ...(appErr.details as object), ...(fields ? { fields } : {}) } } : {}),
    },
  };
  res.status(appErr.status).json(body);
};
