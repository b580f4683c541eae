/** The HTTP edge of e-mailed request and quote links (shared/api/hash-links.contract.ts). */
import { hashLinksContract } from '@shared/api/hash-links.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as links from './hash-links.service';

export function hashLinksRoutes(deps: FullDeps): Implementation[] {
  return implement(hashLinksContract, {
    requestByHash: ({ params }) => links.viewRequestLink(deps, params.hash),
    closeByHash: ({ params }) => links.actOnRequest(deps, params.hash, 'close'),
    reopenByHash: ({ params }) => links.actOnRequest(deps, params.hash, 'reopen'),
    quoteByHash: ({ params }) => links.viewQuoteLink(deps, params.hash),
    replyByHash: ({ params, body }) => links.replyByLink(deps, params.hash, body.message),
    hireIntentByHash: ({ params, req }) => links.hireIntentByLink(deps, params.hash, req.lng === 'en-HK' ? 'en-HK' : 'zh-HK'),
  });
}
