/** GET /api/openapi.json, generated from the shared zod schemas (shared/api/api-contracts.ts). */
import { Router } from 'express';
import { z } from 'zod';
import { API_OPERATIONS } from '@shared/api/api-contracts';

function toJson(schema: z.ZodType | undefined, io: 'input' | 'output') {
  return schema ? z.toJSONSchema(schema, { io, unrepresentable: 'any' }) : undefined;
}

export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of API_OPERATIONS) {
    const body = toJson(op.body, 'input');
    const response = toJson(op.response, 'output');
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary,
      'x-auth': op.auth,
      ...(op.auth !== 'visitor' ? { security: [{ sessionCookie: [] }, { sessionHeader: [], apiKey: [] }] } : {}),
      ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body }, 'application/x-www-form-urlencoded': { schema: body } } } } : {}),
      responses: {
        200: { description: 'Success', content: { 'application/json': { schema: { type: 'object', properties: { status: { const: 'Success' }, ...(response ? { data: response } : {}) } } } } },
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
          properties: { status: { const: 'Error' }, error: { type: 'object', properties: { code: { type: ['string', 'number'] }, message: { type: 'string' }, details: {} } } },
        },
      },
    },
  };
}

export function openapiRouter(): Router {
  const r = Router();
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  r.get('/openapi.json', (_req, res) => {
    doc ??= buildOpenApi();
    res.json(doc);
  });
  return r;
}
