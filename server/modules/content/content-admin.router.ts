/** The HTTP edge of the CMS editor (shared/api/ops-data.contract.ts, content staff). */
import { contentAdminContract } from '@shared/api/ops-data.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as content from './content-admin.service';

export function contentAdminRoutes({ db }: AppDeps): Implementation[] {
  return implement(contentAdminContract, {
    contentPages: ({ query }) => content.listPagesForOps(db, query),
    contentPage: ({ params }) => content.getPageForOps(db, params.id),
    createContentPage: ({ user, body }) => content.createPage(db, user.id, body),
    updateContentPage: ({ user, params, body }) => content.updatePage(db, user.id, params.id, body),
    publishContentPage: ({ user, params, body }) => content.publishPage(db, user.id, params.id, body),
    previewContent: ({ body }) => content.previewMarkup(body.body),
  });
}
