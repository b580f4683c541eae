/** SPEC §7 quote_reports/add: report a request, quote or service the caller can see. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { MAX_UPLOAD_BYTES } from '../domain/limits';
import { reportSchema } from '../schemas/chat.schema';

const topicSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  sub_topics: z.array(z.object({ id: z.number().int(), key: z.string() })),
});

export const reportsContract = {
  add: endpoint({
    method: 'POST',
    path: '/quote_reports/add',
    access: 'user',
    rate: 'report',
    summary: 'Report a request, quote or service (topic, message, up to 10 files)',
    files: { max: 10, maxBytes: MAX_UPLOAD_BYTES, types: ['png', 'jpeg', 'gif', 'pdf'] },
    body: reportSchema,
    response: z.object({ quote_report_id: z.number().int() }),
  }),
  topics: endpoint({
    method: 'GET',
    path: '/quote_reports/topics',
    access: 'visitor',
    rate: 'read',
    summary: 'Report topics and sub-topics',
    response: z.array(topicSchema),
  }),
};
