/**
 * The loaders of the site pages (ADR 0023), the ibon partner pages and pro-newyear: loaded with the first of these
 * pages, so their queries and contracts stay out of every other page's initial JavaScript.
 */
import { catalogHomeQuery, proStatsQuery } from '@client/features/catalog/api/catalog.queries';
import { packagesQuery } from '@client/features/payments/api/payments.queries';
import { chargeConfigsQuery } from '@client/features/payments/api/charge-configs.queries';
import { newYearQuery, proStoriesQuery, sitePageQuery } from '@client/features/site/api/site.queries';
import type { LoaderContext } from '../route-types';

/** A CMS page, and the pro stories beside the stories page's text. */
export function prefetchSitePage({ queryClient, data, lng }: LoaderContext, slug: string, stories: boolean): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(sitePageQuery(data, lng, slug)),
    stories ? queryClient.ensureQueryData(proStoriesQuery(data, lng)) : null,
  ]);
}

export function prefetchNewYear({ queryClient, data, lng }: LoaderContext): Promise<unknown> {
  return Promise.all([queryClient.ensureQueryData(newYearQuery(data, lng)), queryClient.ensureQueryData(proStatsQuery(data))]);
}

export function prefetchIbonApp({ queryClient, data, lng }: LoaderContext): Promise<unknown> {
  return queryClient.ensureQueryData(catalogHomeQuery(data, lng));
}

export function prefetchIbonJoin({ queryClient, data, lng }: LoaderContext): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(proStatsQuery(data)),
    queryClient.ensureQueryData(packagesQuery(data, lng)),
    queryClient.ensureQueryData(chargeConfigsQuery(data)),
  ]);
}
