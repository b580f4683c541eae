/** The HTTP edge of reports (shared/api/reports.contract.ts). */
import { reportsContract } from '@shared/api/reports.contract';
import { REPORT_TOPICS } from '@shared/domain/report-topics';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { addReport } from './reports.service';

export function reportsRoutes(deps: FullDeps): Implementation[] {
  return implement(reportsContract, {
    add: ({ user, body, files }) => addReport(deps, user.id, { ...body, files }),
    topics: () => REPORT_TOPICS.map((t) => ({ ...t, sub_topics: [...t.sub_topics] })),
  });
}
