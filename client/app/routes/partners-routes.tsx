/**
 * The partner areas (SPEC §2 fet and 55688life, docs/decisions/0043): one kit for both, parameterised by partner.
 * While an area's flag is off, or its partner row is missing, every route of it goes home in the visitor's language
 * before anything is shown. The pages repeat catalogue content for a partner's members: never indexed nor in the
 * sitemap (shared/routes/indexability.ts leaves them out), each with a canonical of its own URL.
 */
import loadable from '@loadable/component';
import { redirect } from 'react-router';
import { PARTNER_ROUTE, partnerEnabled, type PartnerSlug } from '@shared/domain/partners';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import { PARTNER_READS, partnerQueryOf, partnerViewOf } from '@client/pages/partners/partner.reads';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { is404, notFound } from './route-helpers';
import { withCanonical } from './seo-ld';

const PartnerPage = loadable(() => import(/* webpackChunkName: "partner" */ '@client/pages/partners/partner.page'), {
  fallback: <PageFallback />,
});

const home = (url: URL) => redirect(buildPath('home', {}, splitLanguagePrefix(url.pathname).prefix));

async function prefetch(ctx: LoaderContext, slug: PartnerSlug) {
  if (!partnerEnabled(ctx.env.featureFlags, slug)) throw home(ctx.url);
  if (partnerViewOf(slug, ctx.params.action) === null) throw notFound();
  const reads = PARTNER_READS[slug];
  // No partner row (ops have not added it): the area does not exist, as with its flag off.
  await ctx.queryClient.ensureQueryData(reads.build({ ...ctx, search: ctx.url.search }).offer).catch((e: unknown) => {
    if (is404(e)) throw home(ctx.url);
    throw e;
  });
  await reads.prefetch(ctx);
}

function head(ctx: HeadContext, slug: PartnerSlug) {
  const { offer } = PARTNER_READS[slug].cached(ctx);
  const view = partnerViewOf(slug, ctx.params.action) ?? 'landing';
  const key = view === 'index' ? 'landing' : view;
  const partner = offer?.name ?? '';
  const { q } = partnerQueryOf(ctx.search ?? '');
  const tags = pageHead(ctx, {
    title: ctx.t(`site|partner_area>meta>${key}_title`, { partner, q }),
    description: offer ? ctx.t('site|partner_area>meta>description', { partner, offer: offer.offer }) : undefined,
    indexable: false,
  });
  const action = view === 'landing' ? undefined : view;
  return { ...withCanonical(tags, ctx, PARTNER_ROUTE[slug], { action }), selfCanonical: true };
}

const partnerRoute = (slug: PartnerSlug): RouteDef => ({
  name: PARTNER_ROUTE[slug],
  layout: 'public',
  page: PartnerPage,
  cache: true,
  ns: ['site', 'catalog'],
  prefetch: (ctx) => prefetch(ctx, slug),
  head: (ctx) => head(ctx, slug),
});

export const partnersRoutes: RouteDef[] = [partnerRoute('fet'), partnerRoute('55688life')];
