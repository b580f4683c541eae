/**
 * The cache key of a site page read, for the route table's head builders: they run in the site routes' chunk, which
 * the ibon partner pages load too, so they take the key alone rather than the queries module (the web build keeps
 * only an endpoint's method, path and invalidations, so the contract adds a few bytes).
 */
import { siteContract } from '@shared/api/site.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { endpointKey } from '@client/lib/endpoint-query';

export const sitePageKey = (lng: Language, slug: string) => endpointKey(siteContract.page, { params: { slug }, query: { lng } });
