/** Tests only: global.fetch answering like our /api (the `{ status, data }` / `{ status, error }` envelope). */

export interface ApiReply {
  status: number;
  body: unknown;
}

export interface ApiCall {
  method: string;
  url: string;
  /** The parsed JSON body, when one was sent. */
  body: unknown;
}

export const ok = (data: unknown): ApiReply => ({ status: 200, body: { status: 'Success', data } });

export const refused = (status: number, code: string, message: string, fields?: Record<string, string>): ApiReply => ({
  status,
  body: { status: 'Error', error: { code, message, ...(fields ? { details: { fields } } : {}) } },
});

/** Replaces global.fetch: every call is recorded and answered by `answer` (404 not_found when it returns nothing). */
export function mockFetch(answer: (call: ApiCall) => ApiReply | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call: ApiCall = { method: init?.method ?? 'GET', url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply = answer(call) ?? refused(404, 'not_found', 'Not found');
    return { ok: reply.status < 400, status: reply.status, statusText: '', json: async () => reply.body } as Response;
  }) as typeof fetch;
  return calls;
}

/**
 * Replaces global.fetch with routes keyed `'<METHOD> <url>'`. A list answers in turn and then keeps giving its
 * last reply; a function answers each call itself. Returns the calls made.
 */
export function mockApi(routes: Record<string, ApiReply | ApiReply[] | ((call: ApiCall) => ApiReply)>): ApiCall[] {
  return mockFetch((call) => {
    const r = routes[`${call.method} ${call.url}`];
    if (typeof r === 'function') return r(call);
    return Array.isArray(r) ? (r.length > 1 ? r.shift() : r[0]) : r;
  });
}
