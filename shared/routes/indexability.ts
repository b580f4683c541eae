/**
 * Which pages search engines may index, by route name: the one table that the page head
 * (robots, canonical, hreflang) and the sitemap both read. A route not listed here is `noindex` — sign-in and
 * account utilities, e-mailed links, payment and product checkout, review links, questionnaires, search results,
 * booking and every dashboard page — so a new route stays out of the index until it is added on purpose.
 *
 * | indexable (public content)                                      | noindex (utility or personal)                 |
 * |-----------------------------------------------------------------|-----------------------------------------------|
 * | home, genre/all, genre/{g}, category/{c}, price, price/{c},     | login, signup, logout, resetpass…, activate,  |
 * | nearme/…, seo, seo/{g}, pro-list[/{filter}], featured-pros,     | login/once, payment, product, review/service, |
 * | service/{id}/{slug}, info/all, info/{s}, blog, blog/{s},        | form/{slug}, pro-search[/{slug}], service     |
 * | feature/all, feature/{s}, pro, pro-signup/{c}, contact,         | reserve, dashboard/*, ops/*                   |
 * | download[/{target}], privacy, price/methodology, terms, about,  | service/{action}/{id} (redirects)             |
 * | help, customer-center, trust-and-safety, pro-center[/{topic}],  |                                               |
 * | partners, press, careers, ibon-app[/joinme], pro-newyear,       |                                               |
 * | shop, shop/{itemId}/{slug}                                      |                                               |
 *
 * A route's page may still opt out on its own (robots with noindex): a search with a typed query, or a near-me
 * district page under its data threshold (shared/domain/district-pages.ts).
 *
 * Two indexable routes are duplicates whose canonical points at the original (genre/{g}/{c} → category/{c},
 * service/{id} → service/{id}/{slug}; shop/{itemId} answers 301 to shop/{itemId}/{slug}); only originals go into the
 * sitemap. form/{slug} stays out: the category page is the landing page for a service, and the questionnaire adds no
 * content a searcher needs.
 */
import { SITE_PAGE_ROUTES } from '../domain/site-pages';
import type { RouteName } from './route-paths';

const INDEXABLE: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'genreAll',
  'genre',
  'genreCategory',
  'category',
  'priceIndex',
  'price',
  'priceMethodology',
  'nearMe',
  'seo',
  'seoGenre',
  'proList',
  'featuredPros',
  'service',
  'serviceSlug',
  'infoAll',
  'info',
  'blogAll',
  'blog',
  'featureAll',
  'feature',
  'proLanding',
  'proSignup',
  'contact',
  'download',
  'privacyPolicy',
  // SPEC §2 content pages on this site (ADR 0023; a page moved by CONTENT_URL_* is a redirect), partner pages, pro-newyear
  ...SITE_PAGE_ROUTES,
  'ibonApp',
  'ibonJoin',
  'proNewYear',
  // The shop's listing and item pages (docs/decisions/0038), while the shop is on (otherwise they redirect home).
  'shopList',
  'shopItem',
]);

/** Whether a page of this route may be indexed (a page may still opt out, e.g. a search with a typed query). */
export function isIndexable(name: RouteName | undefined): boolean {
  return name !== undefined && INDEXABLE.has(name);
}

/** The robots value of the routes kept out of the index (a page may send its own, e.g. 'noindex, follow'). */
export const NOINDEX = 'noindex, nofollow';

/** Whether a robots value keeps the page out of the index. */
export function isNoindex(robots: string | undefined): boolean {
  return Boolean(robots && /\bnoindex\b/i.test(robots));
}
