/**
 * Reading a failed API call without the form hook (a toast, an inline alert, one message): kept apart from
 * use-api-form.ts so a page's first JavaScript carries only these few lines when it needs nothing more.
 */
import type { FieldErrors } from '@shared/api/api-error';

/**
 * What a form reads of a failed call: the shape of client/lib/api-client.ts `ApiError` (client/ui may not import
 * client/lib, so it is recognised by its name and fields). Status 0 means the request never reached the server.
 */
export interface ServerError extends Error {
  readonly status: number;
  readonly code: number | string;
  readonly fields: FieldErrors;
  readonly details: unknown;
}

/** True for an ApiError from client/lib/api-client.ts that the server answered (not a network failure). */
export function isServerError(err: unknown): err is ServerError {
  if (!(err instanceof Error) || err.name !== 'ApiError') return false;
  const e = err as Partial<ServerError>;
  return typeof e.status === 'number' && e.status > 0 && typeof e.fields === 'object' && e.fields !== null;
}

/** One line for a failed call (a toast, an inline alert): the server's message, else the network message. */
export function errorMessageOf(err: unknown, network: string): string {
  return isServerError(err) ? err.message : network;
}

/** One line for a form that shows a single message: `field`'s error (or the first field's), else as errorMessageOf. */
export function fieldOrMessageOf(err: unknown, network: string, field?: string): string {
  if (!isServerError(err)) return network;
  return (field === undefined ? Object.values(err.fields)[0] : err.fields[field]) ?? err.message;
}
