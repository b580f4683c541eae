/** The HTTP edge of CMS pages, the contact form and the contact queue's panel (shared/api/content.contract.ts). */
import { contentContract } from '@shared/api/content.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { contactPanel } from './contact-queue.service';
import * as content from './content.service';

export function contentRoutes(deps: FullDeps): Implementation[] {
  const { db } = deps;
  return implement(contentContract, {
    list: ({ query }) => content.listContent(db, query),
    blog: ({ query }) => content.listBlog(db, query),
    page: ({ params, query }) => content.getContent(db, { slug: params.slug, lng: query.lng, kind: content.CMS_PAGE_KINDS }),
    contact: ({ body, user, req }) =>
      content.sendContactMessage(deps, { userId: user?.id ?? null, lng: req.lng, deviceId: req.deviceId }, body),
    contactPanel: ({ params }) => contactPanel(deps, params.id),
  });
}
