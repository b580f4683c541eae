/**
 * The API edge, built from the declarations of shared/api/*.contract.ts (ADR 0007). Every endpoint is mounted by
 * `mountContracts`, which runs, in this order and nothing else:
 *   1. the caller check: session, the *current* role (a user who switched role is refused), operator;
 *   2. the rate-limit rules keyed by user, IP or device;
 *   3. body parsing for this endpoint only: JSON or urlencoded up to 1 MB; multipart only when the endpoint
 *      accepts files (each under its limit, a byte budget per request), else multipart with fields only;
 *   4. the edge guard (NUL bytes, over-long fields) and validation of params, query and body (400, with field
 *      errors; 422 with the rule's own code for SPEC §5 rules);
 *   5. the rate-limit rules keyed by a body field (phone number, login name);
 *   6. the typed handler, whose result is sent as {status: 'Success', data}.
 * The same handlers answer SSR reads in-process (`ApiRegistry.read`).
 */
import express, { type Router, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { z } from 'zod';
import { ipKeyGenerator } from 'express-rate-limit';
import { ERROR_CODES } from '@shared/api/api-error';
import type { Contract, EndpointDef, ParsedInput } from '@shared/api/endpoint';
import type { RateRule } from '@shared/api/rate-limits';
import { hasRole } from '@shared/schemas/back-office.schema';
import { AppError, badRequest, invalidSession, notFound, rateLimited, unauthenticated } from '../lib/errors';
import { parse } from '../lib/validate';
import type { RateLimiter } from '../lib/rate-limiter';
import type { SessionUser } from './session';
import { findEdgeProblem } from './edge-guard';
import { createRouter } from '../lib/router';
import { closeAfterAnswer } from '../lib/lingering-close';

/** A file of a multipart body, in memory (bounded by the endpoint's FileRule). */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
}

export interface HandlerContext<E extends EndpointDef> extends ParsedInput<E> {
  /** The caller; never null unless the endpoint is open to visitors. */
  user: E['access'] extends 'visitor' ? SessionUser | null : SessionUser;
  files: UploadedFile[];
  req: Request;
  res: Response;
}

type HandlerResult<E extends EndpointDef> = E['raw'] extends true ? void : z.input<E['response']>;

export type Handler<E extends EndpointDef> = (ctx: HandlerContext<E>) => Promise<HandlerResult<E>> | HandlerResult<E>;

/** A handler for every endpoint of a contract (the type checker refuses a missing one). */
export type Handlers<C extends Contract> = { [K in keyof C]: Handler<C[K]> };

export interface Implementation {
  endpoint: EndpointDef;
  handler: Handler<EndpointDef>;
}

/** Pairs a contract with its handlers. */
export function implement<C extends Contract>(contract: C, handlers: Handlers<C>): Implementation[] {
  return Object.keys(contract).map((name) => ({
    endpoint: contract[name],
    handler: handlers[name] as unknown as Handler<EndpointDef>,
  }));
}

const JSON_LIMIT = 1_000_000;
/** A form field: 10,000 characters of CJK text are 30,000 bytes of UTF-8 (MAX_TEXT_FIELD). */
const FIELD_BYTES = 32 * 1024;
/** Fields of a multipart or urlencoded body; with FIELD_BYTES this bounds a fields-only body to about 3 MB. */
const MAX_FIELDS = 100;
const MULTIPART_OVERHEAD = 1_000_000;

/** `{id}` → `:id`; a literal colon (`type:brief`, `page:{n}`) is escaped for Express 5's path syntax. */
export function expressPath(path: string): string {
  return path.replace(/:/g, '\\:').replace(/\{(\w+)\}/g, ':$1');
}

function checkCaller(e: EndpointDef, req: Request): void {
  if (e.access === 'visitor') return;
  if (!req.user) throw req.sessionInvalid ? invalidSession() : unauthenticated();
  if ((e.access === 'consumer' || e.access === 'pro') && req.user.role !== e.access) {
    throw new AppError({ code: ERROR_CODES.WRONG_ROLE, status: 403, messageKey: `wrong_role_${e.access}` });
  }
  if (e.access === 'operator') {
    // The back office does not exist for anyone who may not use it: 404, not 403.
    if (!req.user.is_operator || !req.user.staff_roles?.length) throw notFound();
    if (e.staff && !hasRole(req.user.staff_roles ?? [], e.staff)) throw notFound();
  }
}

function ruleKey(rule: RateRule, req: Request, body: unknown): string | undefined {
  const ip = ipKeyGenerator(req.ip ?? '');
  const by = rule.by;
  if (typeof by === 'object') {
    const v = (body as Record<string, unknown> | undefined)?.[by.field];
    if (typeof v !== 'string' || !v) return undefined;
    const value = v.toLowerCase().slice(0, 254);
    return by.withIp ? `${ip}|${value}` : value;
  }
  if (by === 'ip') return ip;
  if (by === 'device') return req.deviceId;
  if (by === 'user') return req.user ? `u${req.user.id}` : undefined;
  return req.user ? `u${req.user.id}` : `ip${ip}`;
}

async function applyRate(limiter: RateLimiter, e: EndpointDef, req: Request, res: Response, phase: 'caller' | 'fields', body?: unknown) {
  const verdict = await limiter.hit(e.rate, (rule) => {
    const byField = typeof rule.by === 'object';
    if ((phase === 'fields') !== byField) return undefined;
    return ruleKey(rule, req, body);
  });
  if (!verdict.ok) {
    res.set('Retry-After', String(verdict.retryAfterS));
    throw rateLimited(verdict.retryAfterS);
  }
}

const jsonParser = express.json({ limit: JSON_LIMIT });
// Any content type, kept as bytes: signed webhooks verify the exact body.
const rawParser = express.raw({ type: () => true, limit: JSON_LIMIT });
const formParser = express.urlencoded({ extended: false, limit: JSON_LIMIT, parameterLimit: MAX_FIELDS });
// `.none()` refuses the first file part with LIMIT_UNEXPECTED_FILE (files_not_accepted).
const fieldsOnly = multer({ limits: { fields: MAX_FIELDS, fieldSize: FIELD_BYTES, parts: MAX_FIELDS } }).none();

/**
 * Runs a body parser, but answers as soon as more than `budget` bytes have arrived: parsers read a refused body
 * to its end before they report (multer, body-parser), and a chunked body declares no length to check first.
 */
function run(mw: RequestHandler, req: Request, res: Response, budget: number, overBudget: () => AppError): Promise<void> {
  let total = 0;
  let onData: (chunk: Buffer) => void = () => undefined;
  const exceeded = new Promise<never>((_resolve, reject) => {
    onData = (chunk) => {
      total += chunk.length;
      if (total > budget) reject(overBudget());
    };
  });
  // Attached in the same tick as the parser's own listener, so both see every chunk.
  req.on('data', onData);
  const parsed = new Promise<void>((resolve, reject) => mw(req, res, (err?: unknown) => (err ? reject(err) : resolve())));
  // The loser of the race may settle later: it must not become an unhandled rejection.
  parsed.catch(() => undefined);
  exceeded.catch(() => undefined);
  return Promise.race([parsed, exceeded]).finally(() => req.off('data', onData));
}

/** Errors of a malformed or oversized multipart body: 413 (code 2) for a file too large, else 400. */
function multipartError(err: unknown): AppError {
  const code = (err as { code?: string })?.code;
  if (code === 'LIMIT_FILE_SIZE') return new AppError({ code: ERROR_CODES.UPLOAD_REJECTED, status: 413, messageKey: 'file_too_large' });
  if (code === 'LIMIT_FILE_COUNT') return new AppError({ code: ERROR_CODES.UPLOAD_REJECTED, status: 400, messageKey: 'too_many_files' });
  if (code === 'LIMIT_UNEXPECTED_FILE')
    return new AppError({ code: ERROR_CODES.UPLOAD_REJECTED, status: 400, messageKey: 'files_not_accepted' });
  return badRequest('bad_request');
}

/** Whether the request still has body bytes on the wire (declared length or chunked). */
export function hasPendingBody(req: Request): boolean {
  if (req.complete) return false;
  const length = req.get('content-length');
  return Boolean(req.get('transfer-encoding')) || (length !== undefined && length !== '0');
}

function refuseBody(req: Request, res: Response, err: AppError): never {
  // The rest of the body is not parsed: close the connection (after a short linger) instead of draining it.
  closeAfterAnswer(req, res);
  throw err;
}

const bodyTooLarge = () => new AppError({ code: ERROR_CODES.VALIDATION, status: 413, messageKey: 'body_too_large' });

async function parseBody(e: EndpointDef, req: Request, res: Response): Promise<UploadedFile[]> {
  req.body = {};
  if (e.method === 'GET') return [];
  const length = Number(req.get('content-length') ?? 0);
  if (req.is('multipart/form-data')) {
    const budget = e.files ? e.files.max * e.files.maxBytes + MULTIPART_OVERHEAD : JSON_LIMIT;
    const overBudget = e.files ? () => multipartError({ code: 'LIMIT_FILE_SIZE' }) : bodyTooLarge;
    if (length > budget) refuseBody(req, res, overBudget());
    const mw = e.files
      ? multer({
          storage: multer.memoryStorage(),
          defParamCharset: 'utf8',
          limits: {
            files: e.files.max,
            fileSize: e.files.maxBytes - 1,
            fields: MAX_FIELDS,
            fieldSize: FIELD_BYTES,
            parts: MAX_FIELDS + e.files.max,
          },
        }).any()
      : fieldsOnly;
    try {
      await run(mw, req, res, budget, overBudget);
    } catch (err) {
      refuseBody(req, res, err instanceof AppError ? err : multipartError(err));
    }
    req.body ??= {};
    return ((req.files as Express.Multer.File[] | undefined) ?? []).map((f) => ({
      fieldname: f.fieldname,
      originalname: f.originalname,
      size: f.size,
      buffer: f.buffer,
    }));
  }
  if (length > JSON_LIMIT) refuseBody(req, res, bodyTooLarge());
  if (e.rawBody) {
    try {
      await run(rawParser, req, res, JSON_LIMIT, bodyTooLarge);
    } catch (err) {
      refuseBody(req, res, err instanceof AppError ? err : bodyTooLarge());
    }
    req.rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    req.body = {};
    return [];
  }
  const parser = req.is('application/json') ? jsonParser : req.is('application/x-www-form-urlencoded') ? formParser : null;
  if (parser) {
    try {
      await run(parser, req, res, JSON_LIMIT, bodyTooLarge);
    } catch (err) {
      if (err instanceof AppError) refuseBody(req, res, err);
      refuseBody(req, res, (err as { type?: string }).type === 'entity.too.large' ? bodyTooLarge() : badRequest('bad_request'));
    }
  }
  // A body is an object of fields: a top-level array, string or number is malformed.
  if (req.body === undefined || req.body === null) req.body = {};
  if (typeof req.body !== 'object' || Array.isArray(req.body)) throw badRequest('bad_request');
  return [];
}

function guardEdge(req: Request, files: UploadedFile[]): void {
  if (req.originalUrl.includes('%00')) throw badRequest('invalid_characters');
  const problem =
    findEdgeProblem(req.params) ??
    findEdgeProblem(req.query) ??
    findEdgeProblem(req.body) ??
    findEdgeProblem(files.map((f) => [f.fieldname, f.originalname]));
  if (problem === 'nul') throw badRequest('invalid_characters');
  if (problem) throw badRequest('too_long');
}

/** Path params: malformed ones are a 400 on the API (field errors), a 404 for SSR reads (no such page). */
function parseParams(e: EndpointDef, raw: unknown, malformed: 'bad_request' | 'not_found'): unknown {
  if (!e.params) return undefined;
  if (malformed === 'bad_request') return parse(e.params, raw);
  const r = e.params.safeParse(raw);
  if (!r.success) throw notFound();
  return r.data;
}

export interface ApiRegistry {
  router: Router;
  implementations: Implementation[];
  /** Answers a GET endpoint in-process for SSR: same checks and handler; invalid input is a 404. */
  read(e: EndpointDef, req: Request, res: Response, input: { params?: unknown; query?: unknown }): Promise<unknown>;
}

/** Runs after the caller check of a state-changing call by a signed-in user (e.g. remembering their language). */
export type CallerHook = (req: Request) => Promise<void>;

export function mountContracts(
  implementations: Implementation[],
  limiter: RateLimiter,
  opts: { afterSignedInWrite?: CallerHook } = {},
): ApiRegistry {
  const router = createRouter();
  // Keyed by method and path, not by object: the SSR bundle has its own copy of the contracts.
  const byEndpoint = new Map<string, Handler<EndpointDef>>();
  const keyOf = (e: Pick<EndpointDef, 'method' | 'path'>) => `${e.method} ${e.path}`;
  const declaredOf = new Map<string, EndpointDef>();
  for (const { endpoint: e, handler } of implementations) {
    if (byEndpoint.has(keyOf(e))) throw new Error(`endpoint implemented twice: ${keyOf(e)}`);
    byEndpoint.set(keyOf(e), handler);
    declaredOf.set(keyOf(e), e);
    const edge = async (req: Request, res: Response) => {
      try {
        checkCaller(e, req);
        if (req.user && e.method !== 'GET') await opts.afterSignedInWrite?.(req);
        await applyRate(limiter, e, req, res, 'caller');
      } catch (err) {
        // Refused before its body was read: close rather than read (and discard) the rest of it.
        if (hasPendingBody(req)) closeAfterAnswer(req, res);
        throw err;
      }
      const files = await parseBody(e, req, res);
      guardEdge(req, files);
      const params = parseParams(e, req.params, 'bad_request');
      // Bilingual data defaults to the request's language (?lng= overrides it); schemas without lng drop it.
      const query = e.query ? parse(e.query, { lng: req.lng, ...req.query }) : undefined;
      const body = e.body ? parse(e.body, req.body, e.fieldCodes) : undefined;
      await applyRate(limiter, e, req, res, 'fields', body);
      const data = await handler({ params, query, body, files, user: req.user ?? null, req, res } as never);
      if (e.raw) return;
      if (!res.headersSent) res.json({ status: 'Success', data: data ?? null });
    };
    const path = expressPath(e.path);
    if (e.method === 'GET') router.get(path, edge);
    else router.post(path, edge);
  }
  return {
    router,
    implementations,
    async read(e, req, res, input) {
      const handler = byEndpoint.get(keyOf(e));
      const declared = declaredOf.get(keyOf(e));
      if (!handler || !declared || e.method !== 'GET') throw new Error(`not a mounted GET endpoint: ${keyOf(e)}`);
      e = declared;
      checkCaller(e, req);
      const params = parseParams(e, input.params ?? {}, 'not_found');
      let query: unknown;
      if (e.query) {
        const r = e.query.safeParse(input.query ?? {});
        if (!r.success) throw notFound();
        query = r.data;
      }
      return handler({ params, query, body: undefined, files: [], user: req.user ?? null, req, res } as never);
    },
  };
}
