/** The API's own description. */
import { z } from 'zod';
import { endpoint } from './endpoint';

export const systemContract = {
  openapi: endpoint({
    method: 'GET',
    path: '/openapi.json',
    access: 'visitor',
    rate: 'read',
    raw: true,
    summary: 'This API as OpenAPI 3.1, generated from the contracts',
    response: z.unknown(),
  }),
};
