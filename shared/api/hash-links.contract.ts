/**
 * Links that act without signing in (SPEC §4, §6, §7 hash variants under quote_requests/hash and quote_bids/hash;
 * docs/decisions/0040-hashed-links.md). The {hash} is the link's token: it allows its one action on its one request or
 * quote. An unknown token, or one of another scope, is 404; a spent or expired one 410.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { hashActionResultSchema, hashQuoteLinkSchema, hashReplySchema, hashRequestLinkSchema } from '../schemas/hash-links.schema';

// Any short string reaches the service, which answers 404 for what is not a token (no separate "malformed" answer).
const params = z.object({ hash: z.string().min(1).max(128) });
// A link's action changes what the signed-in pages show, for a consumer who is also signed in on this browser.
const AFTER_ACTION = ['/quote_requests', '/quote_request', '/quote_bid'] as const;

const action = (path: string, summary: string) =>
  endpoint({
    method: 'POST',
    path,
    access: 'visitor',
    rate: 'email_link_use',
    summary,
    params,
    response: hashActionResultSchema,
    invalidates: AFTER_ACTION,
  });

export const hashLinksContract = {
  requestByHash: endpoint({
    method: 'GET',
    path: '/quote_requests/hash/{hash}',
    access: 'visitor',
    rate: 'email_link_use',
    summary: 'A request behind an e-mailed link: the link’s scope and state, and the request while the link works',
    params,
    response: hashRequestLinkSchema,
  }),
  closeByHash: action('/quote_requests/hash/close/{hash}', 'Close a request through its close link (once)'),
  reopenByHash: action('/quote_requests/hash/reopen/{hash}', 'Reopen a closed request through its reopen link (once)'),
  quoteByHash: endpoint({
    method: 'GET',
    path: '/quote_bids/hash/{hash}',
    access: 'visitor',
    rate: 'email_link_use',
    summary: 'A quote behind an e-mailed link: the pro, the price and the note, while the link works',
    params,
    response: hashQuoteLinkSchema,
  }),
  replyByHash: endpoint({
    method: 'POST',
    path: '/quote_bids/hash/reply/{hash}',
    access: 'visitor',
    rate: 'email_link_use',
    summary: 'Write to the pro in the quote’s chat, as the consumer, through the reply link',
    params,
    body: hashReplySchema,
    response: hashActionResultSchema,
    invalidates: AFTER_ACTION,
  }),
  hireIntentByHash: action('/quote_bids/hash/hire_intent/{hash}', 'Tell the pro the consumer means to hire them (once)'),
};
