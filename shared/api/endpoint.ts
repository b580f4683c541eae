/**
 * One declaration per API endpoint (ADR 0007). Each domain lists its endpoints in
 * `shared/api/<domain>.contract.ts` with `endpoint({...})`; from that one table:
 *  - the server mounts, validates, authorises, rate-limits and parses uploads (server/lib/api-endpoint.ts);
 *  - the browser calls it through `callApi` (client/lib/api-client.ts) and reads page data with it;
 *  - SSR answers the same GET endpoints in-process; /api/openapi.json is generated from it.
 * Paths are relative to /api and use `{name}` for path parameters, as SPEC §7 names them.
 */
import type { z } from 'zod';
import type { RateClass } from './rate-limits';
import type { StaffRole } from '../schemas/back-office.schema';

/**
 * Who may call: anyone; any signed-in user; a user whose *current* role is consumer or pro (checked on every
 * call, so a user who switched role is refused with 403 wrong_role); an operator.
 */
export type Access = 'visitor' | 'user' | 'consumer' | 'pro' | 'operator';

/** The object the caller must own or be a party to; anyone else gets 404 (checked by the domain service). */
export type Owner = 'request' | 'bid' | 'chat' | 'template' | 'service' | 'attachment' | 'notification' | 'wallet';

export type HttpMethod = 'GET' | 'POST';

export type UploadType = 'png' | 'jpeg' | 'gif' | 'pdf' | 'webp';

/** Files accepted in a multipart body: at most `max` files, each under `maxBytes` (SPEC §5), of `types`. */
export interface FileRule {
  max: number;
  maxBytes: number;
  types: readonly UploadType[];
}

export interface FieldCodes {
  byPath: Readonly<Record<string, number | string>>;
  messagePrefix: string;
  statusOf?: Readonly<Record<string, number>>;
}

export interface EndpointDef {
  method: HttpMethod;
  /** Under /api, e.g. `/quote_bids/change_status/hired/{id}`. */
  path: string;
  /** One line for /api/openapi.json and docs/reference/endpoints.md. */
  summary: string;
  access: Access;
  /**
   * Back-office endpoints (access `operator`): the staff roles allowed (admin always is). An operator without one
   * of them, like anyone who is not an operator, gets 404: the console's data does not exist for them.
   */
  staff?: readonly StaffRole[];
  owner?: Owner;
  rate: RateClass;
  files?: FileRule;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /**
   * SPEC §8 codes of the body's fields (the shop's 803–826): a body the schema refuses answers the code of the first
   * issue whose path (list indexes dropped, longest known prefix) `byPath` names, with the message
   * `{messagePrefix}{code}` and the status `statusOf` gives it (400 when it names none).
   */
  fieldCodes?: FieldCodes;
  /** The handler writes the response itself (file download); `response` documents nothing then. */
  raw?: true;
  /** The handler needs the body's exact bytes (`req.rawBody`, a signed webhook); no body schema then. */
  rawBody?: true;
  /**
   * Which cached reads a successful call makes stale: path prefixes of GET endpoints (`'/quote_bid'` covers
   * `/quote_bid/{id}` and every `/quote_bids/…` read). The browser refetches them after the call
   * (client/lib/endpoint-query.ts); shared/api/invalidates.test.ts keeps every prefix matching a GET endpoint.
   */
  invalidates?: readonly string[];
}

/** Declares an endpoint; the literal type is kept so callers and handlers are typed from it. */
export function endpoint<const D extends EndpointDef>(def: D): D {
  return def;
}

export type Contract = Record<string, EndpointDef>;

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: path params, query and body, each only when the endpoint declares it. */
export type CallInput<E extends EndpointDef> = (E['params'] extends z.ZodType ? { params: In<E['params']> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: In<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> | FormData } : { body?: FormData });

/** The body a caller sends (before the server's defaults and transforms). */
export type CallBody<E extends EndpointDef> = In<E['body']>;

/** What the caller gets back in `data`. */
export type CallResult<E extends EndpointDef> = z.output<E['response']>;

/** What a handler receives after validation. */
export interface ParsedInput<E extends EndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

/** `/quote_bids/{id}` + `{ id: 5 }` → `/quote_bids/5` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === '') throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** Appends defined values as a query string (arrays repeat the key). */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '' || v === false) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(item === true ? '1' : String(item))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The URL of a call, under /api. */
export function urlOf(e: Pick<EndpointDef, 'path'>, input: { params?: unknown; query?: unknown } = {}): string {
  return `/api${fillPath(e.path, input.params as Record<string, unknown>)}${queryString(input.query as Record<string, unknown>)}`;
}
