/** The HTTP edge of quote templates (shared/api/quote-templates.contract.ts). */
import { quoteTemplatesContract } from '@shared/api/quote-templates.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as templates from './quote-templates.service';

export function quoteTemplatesRoutes({ db }: AppDeps): Implementation[] {
  return implement(quoteTemplatesContract, {
    list: ({ user, query }) =>
      templates.listTemplates(db, user.id, { serviceId: query.quote_service_id, categoryId: query.quote_category_id }),
    add: ({ user, body }) => templates.addTemplate(db, user.id, body),
    edit: ({ user, params, body }) => templates.editTemplate(db, user.id, params.id, body),
    remove: ({ user, params }) => templates.deleteTemplate(db, user.id, params.id),
  });
}
