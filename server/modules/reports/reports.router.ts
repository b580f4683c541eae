/** The HTTP edge of reports (shared/api/reports.contract.ts). */
import { reportsContract } from '@shared/api/reports.contract';
import { REPORT_TOPICS } from '@shared/domain/report-topics';
import { withAdapterDefaults } from '../../lib/adapters';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { addReport } from './reports.service';

export function reportsRoutes(appDeps: AppDeps): Implementation[] {
  const deps = withAdapterDefaults(appDeps);
  return implement(reportsContract, {
    add: ({ user, body, files }) => addReport(deps, user.id, { ...body, files }),
    topics: () => REPORT_TOPICS.map((t) => ({ ...t, sub_topics: [...t.sub_topics] })),
  });
}
