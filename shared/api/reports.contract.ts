/**
 * SPEC §7 quote_reports/add: report a request, quote, service, chat message, review or user the caller can see.
 * The back office's reports queue: the report in context, and the decision on it (trust and safety).
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { MAX_UPLOAD_BYTES } from '../domain/limits';
import { reportSchema } from '../schemas/chat.schema';
import { QUEUE_ROLES } from '../schemas/back-office.schema';
import { idParams } from '../schemas/common.schema';
import { reportDecisionSchema, reportPanelSchema } from '../schemas/report-queue.schema';

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
    summary: 'Report a request, quote, service, chat message, review or user (topic, message, up to 10 files)',
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
  panel: endpoint({
    method: 'GET',
    path: '/ops/reports/{id}',
    access: 'operator',
    staff: QUEUE_ROLES.reports,
    rate: 'read',
    summary:
      'A report in context: the reporter, the author, the message and its neighbours, the quote and request, the review, the service',
    params: idParams,
    response: reportPanelSchema,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/ops/reports/{id}/decide',
    access: 'operator',
    staff: QUEUE_ROLES.reports,
    rate: 'write',
    summary: 'Dismiss, warn the author, hide the content, suspend the author or the service; closes the ticket (409 when already decided)',
    params: idParams,
    body: reportDecisionSchema,
    response: reportPanelSchema,
    invalidates: ['/ops/'],
  }),
};
