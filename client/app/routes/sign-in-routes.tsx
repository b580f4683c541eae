/**
 * The pages behind e-mailed links: e-mail verification (SPEC §2 activate/{userId}/{hash}), one-time login
 * (/login/once/{hash}) and the request and quote links that act without signing in (docs/decisions/0040). Never
 * indexed, never page-cached; nothing is done on GET (the page POSTs after a tap).
 */
import loadable from '@loadable/component';
import { sessionQuery } from '@client/features/accounts/api/accounts.queries';
import { quoteLinkQuery, requestLinkQuery } from '@client/features/hash-links/api/hash-links.queries';
import type { RouteDef } from '../route-types';
import { PageFallback } from '../page-fallback';
import { privateHead } from './route-helpers';

const ActivatePage = loadable(() => import(/* webpackChunkName: "activate" */ '@client/pages/activate.page'), {
  fallback: <PageFallback />,
});
const RequestLinkPage = loadable(() => import(/* webpackChunkName: "request-link" */ '@client/pages/request-link.page'), {
  fallback: <PageFallback />,
});
const QuoteLinkPage = loadable(() => import(/* webpackChunkName: "quote-link" */ '@client/pages/quote-link.page'), {
  fallback: <PageFallback />,
});
const LoginOncePage = loadable(() => import(/* webpackChunkName: "login-once" */ '@client/pages/login-once.page'), {
  fallback: <PageFallback />,
});

export const signInRoutes: RouteDef[] = [
  {
    name: 'activate',
    layout: 'public',
    page: ActivatePage,
    // Whether someone is signed in decides what an expired link offers (a new e-mail, or log in first).
    prefetch: ({ queryClient, data }) => queryClient.ensureQueryData(sessionQuery(data)),
    head: privateHead('common|email_verify>page_title'),
  },
  {
    name: 'loginOnce',
    layout: 'public',
    page: LoginOncePage,
    head: privateHead('common|login_link>page_title'),
  },
  {
    name: 'requestLink',
    layout: 'public',
    page: RequestLinkPage,
    ns: ['requests'],
    prefetch: ({ queryClient, data, params }) => queryClient.ensureQueryData(requestLinkQuery(data, params.hash ?? '')),
    head: privateHead('requests|hash_link>page_title_request'),
  },
  {
    name: 'quoteLink',
    layout: 'public',
    page: QuoteLinkPage,
    ns: ['requests'],
    prefetch: ({ queryClient, data, params }) => queryClient.ensureQueryData(quoteLinkQuery(data, params.hash ?? '')),
    head: privateHead('requests|hash_link>page_title_quote'),
  },
];
