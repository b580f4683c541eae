/**
 * The cache key of a site page read, for the route table's head builders: they run in the site routes' chunk, which
 * the ibon partner pages load too, so it names the endpoint by its path instead of importing the site contract and
 * its schemas (site-keys.test.ts checks the key is the one sitePageQuery reads under).
 */
import type { siteContract } from '@shared/api/site.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { endpointKey } from '@client/lib/endpoint-query';

const sitePage = { path: '/site/pages/{slug}' } as typeof siteContract.page;

export const sitePageKey = (lng: Language, slug: string) => endpointKey(sitePage, { params: { slug }, query: { lng } });
