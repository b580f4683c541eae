/** The HTTP edge of CMS pages and the contact form (shared/api/content.contract.ts). */
import { contentContract } from '@shared/api/content.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as content from './content.service';

export function contentRoutes({ db }: AppDeps): Implementation[] {
  return implement(contentContract, {
    list: ({ query }) => content.listContent(db, query),
    blog: ({ query }) => content.listBlog(db, query),
    page: ({ params, query }) => content.getContent(db, { slug: params.slug, lng: query.lng, kind: content.CMS_PAGE_KINDS }),
    contact: ({ body, user, req }) =>
      content.sendContactMessage(db, { userId: user?.id ?? null, lng: req.lng, deviceId: req.deviceId }, body),
  });
}
