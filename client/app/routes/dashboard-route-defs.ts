/**
 * The dashboard's own route entries (layout 'dashboard'). The server has them from the start
 * (entry-server); the browser loads them with the first dashboard page, or before it hydrates one, so the
 * public pages' initial JavaScript carries none of their loaders and heads.
 */
import type { RouteDef } from '../route-types';
import { dashboardRoutes } from './dashboard-routes';
import { opsRoutes } from './ops-routes';
import { merchantsRoutes } from './merchants-routes';
import { businessLoanRoutes } from './business-loan-routes';
import { referralsRoutes } from './referrals-routes';
import { shopItemsRoutes } from './shop-items-routes';
import { shopOrdersRoutes } from './shop-orders-routes';
import { photoRoutes } from './photo-routes';
import { ibonOrdersRoutes } from './ibon-orders-routes';

export const DASHBOARD_ROUTE_DEFS: RouteDef[] = [
  ...dashboardRoutes,
  ...opsRoutes,
  ...referralsRoutes,
  ...merchantsRoutes,
  ...businessLoanRoutes,
  ...shopItemsRoutes,
  ...shopOrdersRoutes,
  ...photoRoutes,
  ...ibonOrdersRoutes,
];
