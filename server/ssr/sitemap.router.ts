/**
 * /robots.txt, /llms.txt and /sitemap.xml of the SPEC §2 public routes: an index of section sitemaps (pages, district
 * lists, genres, categories with their info pages, price guides, near-me category × district, pro profiles, CMS pages,
 * the shop's listing and items while the shop is on). Only indexable routes (shared/routes/indexability.ts) and only canonical URLs are listed, once per language with xhtml:link
 * alternates (zh-HK, en-HK, x-default → zh-HK), each with a <lastmod> taken from the data the page shows
 * (sitemap.repository.ts) except the few pages that show no data (contact, download). Built from the cached
 * services and cached for 1200 s; with background jobs, served from the snapshots the refresh job stores
 * (sitemap-snapshots.ts).
 */
import type { Router, Response } from 'express';
import { LANGUAGES, DEFAULT_LANGUAGE } from '@shared/i18n/i18n-config';
import { buildPath, type RouteName, type RouteParams } from '@shared/routes/route-paths';
import { isIndexable } from '@shared/routes/indexability';
import { platformsWithApps } from '@shared/config/app-links';
import { REGIONS } from '@shared/domain/catalog';
import { PRIVACY_POLICY_SLUG } from '@shared/domain/privacy';
import { itemSlug } from '@shared/domain/shop-catalog';
import { shopEnabled } from '@shared/domain/shop-flags';
import { isListingIndexable } from '@shared/domain/listing-thresholds';
import type { AppDeps } from '../lib/app-deps';
import { memo, onForget } from '../lib/memo-cache';
import { SITEMAP_STALE } from '../lib/ops-edits';
import * as catalog from '../modules/catalog/catalog.service';
import { indexableDistrictPages, indexableRegionPages } from '../modules/catalog/near-me.service';
import * as pros from '../modules/pro-services/pro-services.service';
import * as content from '../modules/content/content.service';
import * as shopCatalog from '../modules/shop/shop-catalog.service';
import { getHiringGuideIndex } from '../modules/hiring-guide/hiring-guide.service';
import { freshSnapshot, lastmods, latest, snapshotLastmods, type Lastmods } from './sitemap.repository';
import { llmsTxt } from './llms-txt';
import { siteEntries } from './sitemap-site';
import { appLinks, contentUrls } from '../config/env';
import { createRouter } from '../lib/router';

/** `images`: site paths of the images the page shows (Google's image sitemap extension), listed with each language's URL. */
export type SitemapEntry = { name: RouteName; params?: RouteParams; lastmod?: string | null; images?: string[] };

export const SITEMAP_SECTIONS = ['pages', 'districts', 'genres', 'categories', 'prices', 'nearme', 'pros', 'content', 'shop'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];
type Section = SitemapSection;

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The <urlset> XML of one section's entries. */
export function renderSection(base: string, entries: SitemapEntry[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"' +
      (entries.some((e) => e.images?.length) ? ' xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">' : '>'),
  ];
  for (const e of entries.filter((x) => isIndexable(x.name))) {
    const url = (l: string) => xml(base + buildPath(e.name, e.params, l as (typeof LANGUAGES)[number]));
    const alternates = [
      ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${url(l)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE)}"/>`,
    ].join('');
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : '';
    const images = (e.images ?? []).map((src) => `<image:image><image:loc>${xml(base + src)}</image:loc></image:image>`).join('');
    for (const l of LANGUAGES) out.push(`<url><loc>${url(l)}</loc>${lastmod}${alternates}${images}</url>`);
  }
  out.push('</urlset>');
  return out.join('\n');
}

async function pageEntries(deps: AppDeps, lm: Lastmods): Promise<SitemapEntry[]> {
  const { db } = deps;
  const lng = DEFAULT_LANGUAGE;
  const [articles, privacy, featured] = await Promise.all([
    content.listContent(db, { lng }),
    content.getContent(db, { slug: PRIVACY_POLICY_SLUG, lng }).catch(() => null),
    pros.getFeatured(db, { lng, page: 1, limit: 1 }),
  ]);
  const catalogTime = latest([...lm.categories.values()]);
  const contentTime = (kind: 'feature' | 'guide') =>
    latest(articles.filter((a) => (kind === 'feature') === (a.kind === 'feature')).map((a) => a.modified));
  const entries: SitemapEntry[] = [
    { name: 'home', lastmod: latest([catalogTime, lm.allPros, contentTime('guide')]) },
    { name: 'genreAll', lastmod: catalogTime },
    { name: 'priceIndex', lastmod: catalogTime },
    { name: 'seo', lastmod: catalogTime },
    { name: 'proList', lastmod: lm.allPros },
    { name: 'infoAll', lastmod: catalogTime },
    { name: 'blogAll', lastmod: contentTime('guide') },
    { name: 'featureAll', lastmod: contentTime('feature') },
    { name: 'proLanding', lastmod: catalogTime },
    { name: 'contact' },
    // How the price guides are computed: static text, no lastmod.
    { name: 'priceMethodology' },
  ];
  if (featured.show) entries.push({ name: 'featuredPros', lastmod: lm.allPros });
  // The privacy policy is left out while CONTENT_URL_PRIVACY sends it elsewhere (ADR 0023), like the other content pages.
  if (privacy && !contentUrls(deps.env).privacy) entries.push({ name: 'privacyPolicy', lastmod: privacy.modified });
  entries.push(...(await siteEntries(deps, lm, catalogTime)));
  // Download pages exist for the platforms with a store link (shared/config/app-links.ts).
  const platforms = deps.env.featureFlags.appDownload ? platformsWithApps(appLinks(deps.env)) : [];
  if (platforms.length) {
    entries.push({ name: 'download' }, ...platforms.map((target) => ({ name: 'download' as RouteName, params: { target } })));
  }
  return entries;
}

async function entriesOf(deps: AppDeps, section: Section, lm: Lastmods): Promise<SitemapEntry[]> {
  const { db } = deps;
  const lng = DEFAULT_LANGUAGE;
  const ofCategory = (slug: string) => lm.categories.get(slug) ?? null;
  switch (section) {
    case 'pages':
      return pageEntries(deps, lm);
    case 'districts': {
      // pro-list/{district} and pro-list/{region}: the district lists linked from home.
      const districts = await catalog.allDistricts(db, lng);
      return [
        ...REGIONS.map((region) => ({
          name: 'proList' as RouteName,
          params: { filter: region },
          lastmod: latest(districts.filter((d) => d.region === region).map((d) => lm.districts.get(d.slug))),
        })),
        ...districts.map((d) => ({ name: 'proList' as RouteName, params: { filter: d.slug }, lastmod: lm.districts.get(d.slug) ?? null })),
      ];
    }
    case 'genres': {
      const [genres, info] = await Promise.all([catalog.listGenres(db, lng), getHiringGuideIndex(db, lng)]);
      const categorySlugs = new Set(genres.flatMap((g) => g.categories.map((c) => c.slug)));
      return genres.flatMap((g) => {
        const lastmod = latest(g.categories.map((c) => ofCategory(c.slug)));
        const infoSlug = info.find((x) => x.slug === g.slug)?.info_slug ?? g.slug;
        return [
          { name: 'genre' as RouteName, params: { genreName: g.slug }, lastmod },
          { name: 'seoGenre' as RouteName, params: { genreName: g.slug }, lastmod },
          // Before you hire: the genre's info page, built on its categories' data.
          { name: 'info' as RouteName, params: { slug: infoSlug }, lastmod },
          // pro-list/{slug} means the category when a genre and a category share a slug ("moving").
          ...(categorySlugs.has(g.slug) ? [] : [{ name: 'proList' as RouteName, params: { filter: g.slug }, lastmod }]),
        ];
      });
    }
    case 'categories': {
      const [categories, demand] = await Promise.all([catalog.allCategories(db, lng), catalog.recentRequestsByCategory(db)]);
      // A category's pro list and pro-signup page only above their listing thresholds (ADR 0046); the others are noindex.
      return categories.flatMap((c) => [
        { name: 'category' as RouteName, params: { slug: c.slug }, lastmod: ofCategory(c.slug) },
        ...(isListingIndexable({ type: 'pro-list', pros: c.pro_count })
          ? [{ name: 'proList' as RouteName, params: { filter: c.slug }, lastmod: ofCategory(c.slug) }]
          : []),
        ...(isListingIndexable({ type: 'pro-signup', recentRequests: demand.get(c.slug) ?? 0 })
          ? [{ name: 'proSignup' as RouteName, params: { slug: c.slug }, lastmod: ofCategory(c.slug) }]
          : []),
        { name: 'info' as RouteName, params: { slug: c.slug }, lastmod: ofCategory(c.slug) },
      ]);
    }
    case 'prices':
      return (await catalog.allCategories(db, lng)).map((c) => ({
        name: 'price' as RouteName,
        params: { slug: c.slug },
        lastmod: ofCategory(c.slug),
      }));
    case 'nearme': {
      const [categories, regions, local] = await Promise.all([
        catalog.allCategories(db, lng),
        indexableRegionPages(db),
        indexableDistrictPages(db),
      ]);
      return categories.flatMap((c) => {
        const lastmod = ofCategory(c.slug);
        return [
          { name: 'nearMe' as RouteName, params: { slug: c.slug }, lastmod },
          // Region pages listing enough pros (ADR 0046), in the order of REGIONS.
          ...REGIONS.filter((city) => regions.some((r) => r.slug === c.slug && r.city === city)).map((city) => ({
            name: 'nearMe' as RouteName,
            params: { slug: c.slug, city },
            lastmod,
          })),
          // District pages only above the data threshold (ADR 0018); the others are noindex.
          ...local
            .filter((p) => p.slug === c.slug)
            .map((p) => ({ name: 'nearMe' as RouteName, params: { slug: c.slug, city: p.city, district: p.district }, lastmod })),
        ];
      });
    }
    case 'pros': {
      // Each profile with the images it shows (logo, photos of past work), served from /media (ADR 0045).
      const [profiles, images] = await Promise.all([pros.listPublicProfiles(db), pros.listPublicProfileImages(db)]);
      return profiles.map((p) => ({
        name: 'serviceSlug' as RouteName,
        params: { serviceId: p.quote_service_id, slug: p.slug },
        lastmod: lm.pros.get(p.quote_service_id) ?? p.modified,
        images: images.get(p.quote_service_id) ?? [],
      }));
    }
    case 'content':
      return (await content.listContent(db, { lng })).map((p) => ({
        name: (p.kind === 'feature' ? 'feature' : 'blog') as RouteName,
        params: { slug: p.slug },
        lastmod: p.modified,
      }));
    case 'shop': {
      // The listing and each listed item (none while the shop is off).
      const items = await shopCatalog.sitemapItems(deps);
      if (!items.length) return [];
      return [
        { name: 'shopList', lastmod: latest(items.map((i) => i.lastmod)) },
        ...items.map((i) => ({ name: 'shopItem' as RouteName, params: { itemId: i.id, slug: itemSlug(i.name) }, lastmod: i.lastmod })),
      ];
    }
  }
}

/** Every entry of one section (tests read them to prove the sitemap lists only indexable canonical pages). */
export async function sitemapEntries(deps: AppDeps, section: Section): Promise<SitemapEntry[]> {
  const lm = await memo(deps.db, 'sitemap:lastmods', () => lastmods(deps.db));
  return sectionEntries(deps, section, lm);
}

/** The indexable entries of one section from the given lastmods (the refresh job passes fresh ones). */
export async function sectionEntries(deps: AppDeps, section: Section, lm: Lastmods): Promise<SitemapEntry[]> {
  return (await entriesOf(deps, section, lm)).filter((e) => isIndexable(e.name));
}

function sendXml(res: Response, body: string): void {
  res.setHeader('Cache-Control', 'public, max-age=1200');
  res.type('application/xml; charset=utf-8').send(body);
}

export function sitemapRouter(deps: AppDeps): Router {
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const r = createRouter();
  // Public pages changed (an editor published or took one down, on this instance or another): snapshots stored
  // before then are passed over and the section is built afresh until the refresh job stores a newer one.
  let snapshotsStaleAt: Date | null = null;
  onForget(deps.db, (prefixes) => {
    if (prefixes.some((p) => SITEMAP_STALE.startsWith(p))) snapshotsStaleAt = new Date();
  });

  r.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        // Public images (logos, photos of past work, review and shop photos) are fetched here; private files stay under /api.
        'Allow: /media/',
        // Private and personal pages. Public utility pages (login, questionnaires) stay crawlable so that their
        // noindex is seen; a URL blocked here could still be indexed from links without its content.
        ...['', ...LANGUAGES.map((l) => `/${l}`)].flatMap((p) => [
          `Disallow: ${p}/dashboard`,
          `Disallow: ${p}/review/`,
          `Disallow: ${p}/ops/`,
        ]),
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  r.get('/llms.txt', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(await memo(deps.db, 'sitemap:llms', () => llmsTxt(deps, base)));
  });

  r.get('/sitemap.xml', async (_req, res) => {
    // Each section's <lastmod> when the refresh job stored it (sitemap-snapshots.ts).
    const lm = await snapshotLastmods(deps.db);
    const lastmod = (s: string) => (lm.has(s) ? `<lastmod>${lm.get(s)}</lastmod>` : '');
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      // The shop's section only while the shop is on (it is empty otherwise).
      ...SITEMAP_SECTIONS.filter((s) => s !== 'shop' || shopEnabled(deps.env.featureFlags)).map(
        (s) => `<sitemap><loc>${xml(`${base}/sitemaps/${s}.xml`)}</loc>${lastmod(s)}</sitemap>`,
      ),
      '</sitemapindex>',
    ].join('\n');
    sendXml(res, body);
  });

  r.get('/sitemaps/:section.xml', async (req, res, next) => {
    const section = req.params.section as Section;
    if (!SITEMAP_SECTIONS.includes(section)) return next();
    const stored = await freshSnapshot(deps.db, section, snapshotsStaleAt);
    if (stored) return sendXml(res, stored);
    sendXml(res, await memo(deps.db, `sitemap:${section}`, async () => renderSection(base, await sitemapEntries(deps, section))));
  });

  return r;
}
