/** The HTTP edge of reports and of the reports queue (shared/api/reports.contract.ts). */
import { reportsContract } from '@shared/api/reports.contract';
import { REPORT_TOPICS } from '@shared/domain/report-topics';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { decideReport, reportPanel } from './report-queue.service';
import { addReport } from './reports.service';

export function reportsRoutes(deps: FullDeps): Implementation[] {
  return implement(reportsContract, {
    add: ({ user, body, files, req }) => addReport(deps, user.id, { ...body, files }, req.lng),
    topics: () => REPORT_TOPICS.map((t) => ({ ...t, sub_topics: [...t.sub_topics] })),
    panel: ({ params }) => reportPanel(deps, params.id),
    decide: ({ user, params, body }) => decideReport(deps, user.id, params.id, body),
  });
}
