/** The HTTP edge of the category text editor (shared/api/ops-data.contract.ts, content staff). */
import { catalogAdminContract } from '@shared/api/ops-data.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as catalog from './catalog-admin.service';

export function catalogAdminRoutes({ db }: AppDeps): Implementation[] {
  return implement(catalogAdminContract, {
    categories: ({ query }) => catalog.listCategoriesForOps(db, query),
    category: ({ params }) => catalog.getCategoryForOps(db, params.id),
    updateCategory: ({ user, params, body }) => catalog.updateCategoryTexts(db, user.id, params.id, body),
  });
}
