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
  runSweep: endpoint({
    method: 'POST',
    path: '/ops/jobs/run/{name}',
    access: 'operator',
    staff: ['admin'],
    rate: 'write',
    summary:
      'Run a scheduled sweep now (quote-fee-refunds, free-credit-expiry, lead-discounts, idle-sessions, booking-reminders, narrow-match-timeout, request-expiry, cleanup, ops-overdue, content-schedule); idempotent like the scheduled runs',
    params: z.object({ name: z.string().regex(/^[a-z-]{1,40}$/) }),
    response: z.object({ job: z.string(), count: z.number() }),
  }),
};
