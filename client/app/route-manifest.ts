/**
 * Which route entries exist, in which group file and under which layout: all the browser's first JavaScript needs to
 * match a URL (ADR 0024). Each group (./routes/*-routes.tsx: loaders, heads, page chunks) is its own chunk, loaded
 * before hydration for the page's own routes and on navigation for others (React Router's `lazy`). The server has every
 * group from the start. route-manifest.test.ts keeps this list equal to the groups' entries.
 */
import type { RouteName } from '@shared/routes/route-paths';
import type { RouteDef } from './route-types';

export type RouteGroup =
  | 'accounts'
  | 'signIn'
  | 'catalog'
  | 'nearMe'
  | 'price'
  | 'pro'
  | 'content'
  | 'info'
  | 'requestForm'
  | 'payments'
  | 'reservations'
  | 'googleReserve'
  | 'site'
  | 'serviceAction'
  | 'shop'
  | 'partners';

export interface ManifestEntry {
  name: RouteName;
  group: RouteGroup;
  layout: RouteDef['layout'];
}

const P = 'public' as const;
const D = 'dashboard' as const;
const entries = (group: RouteGroup, list: [RouteName, RouteDef['layout']][]): ManifestEntry[] =>
  list.map(([name, layout]) => ({ name, group, layout }));

export const ROUTE_MANIFEST: ManifestEntry[] = [
  ...entries('accounts', [
    ['login', P],
    ['signup', P],
    ['logout', P],
    ['resetpass', P],
    ['resetpassEmail', P],
    ['resetpassLink', P],
  ]),
  ...entries('signIn', [
    ['activate', P],
    ['loginOnce', P],
    ['requestLink', P],
    ['quoteLink', P],
  ]),
  ...entries('catalog', [
    ['home', P],
    ['genreAll', P],
    ['genre', P],
    ['genreCategory', P],
    ['category', P],
    ['priceIndex', P],
    ['seo', P],
    ['seoGenre', P],
  ]),
  ...entries('nearMe', [['nearMe', P]]),
  ...entries('price', [
    ['price', P],
    ['priceMethodology', P],
  ]),
  ...entries('pro', [
    ['proList', P],
    ['proSearch', P],
    ['proSearchCategory', P],
    ['featuredPros', P],
    ['service', P],
    ['serviceSlug', P],
    ['reviewService', P],
    ['proLanding', P],
    ['proSignup', P],
  ]),
  ...entries('content', [
    ['blogAll', P],
    ['blog', P],
    ['featureAll', P],
    ['feature', P],
    ['privacyPolicy', P],
    ['contact', P],
    ['download', P],
  ]),
  ...entries('info', [
    ['infoAll', P],
    ['info', P],
  ]),
  ...entries('requestForm', [['form', P]]),
  ...entries('payments', [
    ['pricing', D],
    ['purchases', D],
    ['freeCredits', D],
    ['payfee', D],
    ['product', P],
    ['payment', P],
  ]),
  ...entries('reservations', [
    ['serviceReserve', P],
    ['appointments', D],
    ['appointment', D],
  ]),
  ...entries('googleReserve', [
    ['googleReserveBooking', P],
    ['googleReserve', D],
  ]),
  ...entries('site', [
    ['customerCentre', P],
    ['trustAndSafety', P],
    ['helpCentre', P],
    ['proCentre', P],
    ['proCentreTopic', P],
    ['about', P],
    ['partners', P],
    ['press', P],
    ['careers', P],
    ['terms', P],
    ['proNewYear', P],
    ['ibonApp', P],
    ['ibonJoin', P],
  ]),
  ...entries('serviceAction', [
    ['serviceRequestLink', P],
    ['serviceReserveLink', P],
    ['serviceReviewsLink', P],
    ['serviceShareLink', P],
  ]),
  ...entries('shop', [
    ['shopList', P],
    ['shopItem', P],
  ]),
  ...entries('partners', [
    ['fet', P],
    ['life55688', P],
  ]),
];
