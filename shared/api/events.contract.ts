/** Analytics events from the browser (SPEC §2: every page change reports a page view). */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { analyticsEventSchema } from '../schemas/events.schema';

export const eventsContract = {
  record: endpoint({
    method: 'POST',
    path: '/events',
    access: 'visitor',
    rate: 'event',
    summary: 'Record an analytics event (page view)',
    body: analyticsEventSchema,
    response: z.object({ recorded: z.literal(true) }),
  }),
};
