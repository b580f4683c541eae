/** SPEC §3 quote template CRUD for the pro. */
import { Router } from 'express';
import { z } from 'zod';
import { idParam } from '@shared/schemas/common.schema';
import { quoteTemplateInputSchema } from '@shared/schemas/bids.schema';
import { parse } from '../../lib/validate';
import type { AppDeps } from '../../lib/app-deps';
import { requireRole, userOf } from '../../middleware/require-auth';
import * as templates from './quote-templates.service';

const listQuery = z.object({
  quote_service_id: z.coerce.number().int().positive().optional(),
  quote_category_id: z.coerce.number().int().positive().optional(),
});

export function quoteTemplatesRouter(deps: AppDeps): Router {
  const { db } = deps;
  const r = Router();
  const pro = requireRole('pro');

  r.get('/quote_templates', pro, async (req, res) => {
    const f = parse(listQuery, req.query);
    res.json({ status: 'Success', data: await templates.listTemplates(db, userOf(req).id, { serviceId: f.quote_service_id, categoryId: f.quote_category_id }) });
  });

  r.post('/quote_templates/add', pro, async (req, res) => {
    res.json({ status: 'Success', data: await templates.addTemplate(db, userOf(req).id, parse(quoteTemplateInputSchema, req.body)) });
  });

  r.post('/quote_templates/edit/:id', pro, async (req, res) => {
    const id = parse(idParam, req.params.id);
    res.json({ status: 'Success', data: await templates.editTemplate(db, userOf(req).id, id, parse(quoteTemplateInputSchema, req.body)) });
  });

  r.post('/quote_templates/delete/:id', pro, async (req, res) => {
    res.json({ status: 'Success', data: await templates.deleteTemplate(db, userOf(req).id, parse(idParam, req.params.id)) });
  });

  return r;
}
