/**
 * SPEC §2 service/{action}/{serviceId} (shared/domain/service-actions.ts): each action redirects into the pro's
 * service, keeping the language prefix and any query; an unknown service is a 404 after one lookup. Never rendered,
 * never cached, never indexed.
 */
import { SERVICE_ACTIONS, SERVICE_ACTION_ROUTES, type ServiceAction } from '@shared/domain/service-actions';
import type { LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';

/** The redirects come with the first such link, not with the public pages' initial JavaScript. */
const goTo = (action: ServiceAction, ctx: LoaderContext): Promise<never> =>
  import(/* webpackChunkName: "service-action" */ './service-action-prefetch').then((m) => m.goToServiceAction(action, ctx));

/** The page of a redirect-only route (never rendered: its prefetch always redirects or 404s). */
function Redirecting() {
  return null;
}

export const serviceActionRoutes: RouteDef[] = SERVICE_ACTIONS.map((action) => ({
  name: SERVICE_ACTION_ROUTES[action],
  layout: 'public',
  page: Redirecting,
  prefetch: (ctx) => goTo(action, ctx),
  head: (ctx) => pageHead(ctx, { title: ctx.t('common|meta>site_name'), indexable: false }),
}));
