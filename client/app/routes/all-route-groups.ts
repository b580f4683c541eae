/**
 * Every group of route entries, statically: for the server's render (client/entry-server.tsx) and the manifest test.
 * The browser never imports this module: it loads each group as its own chunk (route-table.tsx, ADR 0024).
 */
import type { RouteGroup } from '../route-manifest';
import type { RouteDef } from '../route-types';
import { accountsRoutes } from './accounts-routes';
import { signInRoutes } from './sign-in-routes';
import { catalogRoutes } from './catalog-routes';
import { nearMeRoutes } from './near-me-routes';
import { priceRoutes } from './price-routes';
import { proRoutes } from './pro-routes';
import { contentRoutes } from './content-routes';
import { infoRoutes } from './info-routes';
import { requestFormRoutes } from './request-form-routes';
import { paymentsRoutes } from './payments-routes';
import { reservationsRoutes } from './reservations-routes';
import { googleReserveRoutes } from './google-reserve-routes';
import { siteRoutes } from './site-routes';
import { serviceActionRoutes } from './service-action-routes';
import { shopRoutes } from './shop-routes';
import { partnersRoutes } from './partners-routes';

export const ALL_ROUTE_GROUPS: Record<RouteGroup, RouteDef[]> = {
  accounts: accountsRoutes,
  signIn: signInRoutes,
  catalog: catalogRoutes,
  nearMe: nearMeRoutes,
  price: priceRoutes,
  pro: proRoutes,
  content: contentRoutes,
  info: infoRoutes,
  requestForm: requestFormRoutes,
  payments: paymentsRoutes,
  reservations: reservationsRoutes,
  googleReserve: googleReserveRoutes,
  site: siteRoutes,
  serviceAction: serviceActionRoutes,
  shop: shopRoutes,
  partners: partnersRoutes,
};
