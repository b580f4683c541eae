/** GET /api/openapi.json, generated from the contracts of shared/api (ADR 0007). */
import { z } from 'zod';
import { allEndpoints } from '@shared/api/contracts';
import { systemContract } from '@shared/api/system.contract';
import { RATE_LIMITS } from '@shared/api/rate-limits';
import { implement, type Implementation } from '../../middleware/api-endpoint';

function toJson(schema: z.ZodType | undefined, io: 'input' | 'output') {
  return schema ? z.toJSONSchema(schema, { io, unrepresentable: 'any' }) : undefined;
}

function parametersOf(path: string, query: z.ZodType | undefined) {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  const q = toJson(query, 'input') as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const inQuery = Object.entries(q?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: q?.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { domain, name, endpoint: e } of allEndpoints()) {
    const body = toJson(e.body, 'input');
    const response = e.raw ? undefined : toJson(e.response, 'output');
    const key = `/api${e.path}`;
    paths[key] ??= {};
    paths[key][e.method.toLowerCase()] = {
      operationId: `${domain}.${name}`,
      tags: [domain],
      summary: e.summary,
      'x-access': e.access,
      ...(e.owner ? { 'x-owner': e.owner } : {}),
      'x-rate-limit': { class: e.rate, rules: RATE_LIMITS[e.rate] },
      ...(e.access !== 'visitor' ? { security: [{ sessionCookie: [] }, { sessionHeader: [], apiKey: [] }] } : {}),
      parameters: parametersOf(e.path, e.query),
      ...(body || e.files
        ? {
            requestBody: {
              required: Boolean(body),
              content: {
                'application/json': { schema: body ?? {} },
                'application/x-www-form-urlencoded': { schema: body ?? {} },
                'multipart/form-data': { schema: body ?? {}, ...(e.files ? { 'x-files': e.files } : {}) },
              },
            },
          }
        : {}),
      responses: {
        200: e.raw
          ? { description: 'The file' }
          : {
              description: 'Success',
              content: {
                'application/json': { schema: { type: 'object', properties: { status: { const: 'Success' }, data: response ?? {} } } },
              },
            },
        default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Sifu API', version: '1.0.0' },
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session_token' },
        sessionHeader: { type: 'apiKey', in: 'header', name: 'X-Session-Token' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            status: { const: 'Error' },
            error: { type: 'object', properties: { code: { type: ['string', 'number'] }, message: { type: 'string' }, details: {} } },
          },
        },
      },
    },
  };
}

export function systemRoutes(): Implementation[] {
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  return implement(
    { openapi: systemContract.openapi },
    {
      openapi: ({ res }) => {
        doc ??= buildOpenApi();
        res.json(doc);
      },
    },
  );
}
