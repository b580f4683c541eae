/** SPEC §7 quote_reports/add and the report topics. */
import { Router } from 'express';
import { REPORT_TOPICS } from '@shared/domain/report-topics';
import { reportSchema } from '@shared/schemas/chat.schema';
import { parse } from '../../lib/validate';
import { withAdapterDefaults } from '../../lib/adapters';
import type { AppDeps } from '../../lib/app-deps';
import { requireAuth, userOf } from '../../middleware/require-auth';
import { addReport } from './reports.service';

export function reportsRouter(appDeps: AppDeps): Router {
  const deps = withAdapterDefaults(appDeps);
  const r = Router();

  r.get('/quote_reports/topics', (_req, res) => {
    res.json({ status: 'Success', data: REPORT_TOPICS });
  });

  r.post('/quote_reports/add', requireAuth, async (req, res) => {
    const input = parse(reportSchema, req.body);
    const files = Array.isArray(req.files) ? req.files : [];
    res.json({ status: 'Success', data: await addReport(deps, userOf(req).id, { ...input, files }) });
  });

  return r;
}
