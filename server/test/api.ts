/** Tests only: calls API endpoints by their declaration (shared/api/*.contract.ts), so tests never spell `/api/…` paths. */
import type { RequestListener } from 'node:http';
import request, { type Test } from 'supertest';
import type { z } from 'zod';
import { urlOf, type CallResult, type EndpointDef } from '@shared/api/endpoint';

type In<S> = S extends z.ZodType ? z.input<S> : never;

/** The declared path params by name; any value, since tests also send invalid ones to check the validation. */
type LooseParams<P> = { [K in keyof P]: P[K] | string | number };

/** Path params (required when the endpoint declares them) and query of one call; the body goes in `body` or `.send()`. */
export type TestCallInput<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: LooseParams<In<E['params']>> }
  : { params?: undefined }) & {
  query?: (E['query'] extends z.ZodType ? Partial<In<E['query']>> : never) | Record<string, unknown>;
  /** Sent as JSON; deliberately invalid bodies are welcome, the server's validation is what many tests check. */
  body?: object | string;
};

/** Anything that sends requests like supertest: `request(app)`, `request.agent(app)`, or an agent with default headers. */
export interface Requester {
  get(url: string): Test;
  post(url: string): Test;
}

/**
 * `api(agent).call(bidsContract.sendQuote, { params: { id }, body })` is the supertest request of that endpoint
 * (method and URL from the declaration), still open for `.set()`, `.attach()`, `.send()` before it is awaited.
 * Given an app's handler instead of an agent, each call is a fresh request without cookies.
 * `api(agent).data(…)` awaits it, fails unless the status is 200, and returns the typed `data` of the envelope.
 */
export function api(target: Requester | RequestListener) {
  const requester: Requester = typeof target === 'function' ? request(target) : target;
  function call<E extends EndpointDef>(endpoint: E, ...[input]: Optional<TestCallInput<E>>): Test {
    const url = urlOf(endpoint, input ?? {});
    const test = endpoint.method === 'GET' ? requester.get(url) : requester.post(url);
    return input?.body === undefined ? test : test.send(input.body);
  }
  return {
    call,
    async data<E extends EndpointDef>(endpoint: E, ...args: Optional<TestCallInput<E>>): Promise<CallResult<E>> {
      const res = await call(endpoint, ...args);
      if (res.status !== 200) throw new Error(`${endpoint.method} ${endpoint.path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data as CallResult<E>;
    },
  };
}

/** The input may be left out when nothing in it is required. */
type Optional<I> = I extends { params: unknown } ? [input: I] : [input?: I];

/** A test title naming the endpoint as before, e.g. `POST /api/quote_bids/edit`. */
export function endpointTitle(endpoint: Pick<EndpointDef, 'method' | 'path'>): string {
  return `${endpoint.method} /api${endpoint.path}`;
}
