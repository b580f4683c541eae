/**
 * The one HTTP client for /api: `callApi(endpoint, input)` with an endpoint of a contract (shared/api/*.contract.ts)
 * builds the URL from its path, sends the body and parses the shared envelope into data or an ApiError (SPEC §8).
 */
import type { ApiErrorBody } from '@shared/api/api-error';
import { urlOf, type CallInput, type CallResult, type EndpointDef } from '@shared/api/endpoint';

export class ApiError extends Error {
  readonly status: number;
  readonly code: number | string;
  readonly fields: Record<string, string>;
  readonly details: unknown;

  constructor(status: number, body: Partial<ApiErrorBody> | null, fallback: string) {
    super(body?.error?.message ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.error?.code ?? status;
    this.details = body?.error?.details;
    const d = body?.error?.details as { fields?: Record<string, string> } | undefined;
    this.fields = d?.fields ?? {};
  }
}

type Body = Record<string, unknown> | FormData | undefined;

let onInvalidSession: () => void = () => undefined;

/** SPEC §8: a 403 for an invalid session clears the session cookie and reloads the page. */
export function setInvalidSessionHandler(fn: () => void): void {
  onInvalidSession = fn;
}

async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Body): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Api-Key': 'sifu-web' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: payload, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, null, 'network');
  }
  const json = (await res.json().catch(() => null)) as { status?: string; data?: T; error?: ApiErrorBody['error'] } | null;
  if (!res.ok || !json || json.status !== 'Success') {
    const err = new ApiError(res.status, json as Partial<ApiErrorBody> | null, res.statusText || 'error');
    if (res.status === 403 && err.code === 'invalid_token') onInvalidSession();
    throw err;
  }
  return json.data as T;
}

/** The input is optional when the endpoint takes no params and no body. */
type ArgsOf<I> = Partial<I> extends I ? [input?: I] : [input: I];

/** Calls a declared endpoint; the input and the result are typed by its contract. */
export function callApi<E extends EndpointDef>(endpoint: E, ...[input]: ArgsOf<CallInput<E>>): Promise<CallResult<E>> {
  const i = (input ?? {}) as { params?: unknown; query?: unknown; body?: Body };
  return apiRequest<CallResult<E>>(endpoint.method, urlOf(endpoint, i), endpoint.method === 'GET' ? undefined : (i.body ?? {}));
}
