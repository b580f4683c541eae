/**
 * /robots.txt and /sitemap.xml of the SPEC §2 public routes: an index of section sitemaps (pages, genres, categories, price
 * guides, near-me category × district, pro profiles, CMS pages). Every URL is listed once per language with
 * xhtml:link alternates (zh-HK, en-HK, x-default). Built from the cached services and cached for 1200 s.
 */
import { Router, type Response } from 'express';
import { LANGUAGES, DEFAULT_LANGUAGE } from '@shared/i18n/i18n-config';
import { buildPath, type RouteName, type RouteParams } from '@shared/routes/route-paths';
import type { AppDeps } from '../lib/app-deps';
import { memo } from '../lib/memo-cache';
import * as catalog from '../modules/catalog/catalog.service';
import * as pros from '../modules/pro-services/pro-services.service';
import * as content from '../modules/content/content.service';

type Entry = { name: RouteName; params?: RouteParams; lastmod?: string };

const SECTIONS = ['pages', 'genres', 'categories', 'prices', 'nearme', 'pros', 'content'] as const;
type Section = (typeof SECTIONS)[number];

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function urlset(base: string, entries: Entry[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const e of entries) {
    const alternates = [
      ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(base + buildPath(e.name, e.params, l))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(base + buildPath(e.name, e.params))}"/>`,
    ].join('');
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : '';
    for (const l of LANGUAGES) out.push(`<url><loc>${xml(base + buildPath(e.name, e.params, l))}</loc>${lastmod}${alternates}</url>`);
  }
  out.push('</urlset>');
  return out.join('\n');
}

async function entriesOf(deps: AppDeps, section: Section): Promise<Entry[]> {
  const { db } = deps;
  const lng = DEFAULT_LANGUAGE;
  switch (section) {
    case 'pages':
      return (
        [
          'home',
          'genreAll',
          'priceIndex',
          'proList',
          'proSearch',
          'infoAll',
          'featureAll',
          'seo',
          'proLanding',
          'contact',
          'download',
          'privacyPolicy',
        ] as RouteName[]
      )
        .map((name) => ({ name }))
        .concat((await pros.getFeatured(db, { lng, page: 1, limit: 1 })).show ? [{ name: 'featuredPros' }] : []);
    case 'genres': {
      const genres = await catalog.listGenres(db, lng);
      const categorySlugs = new Set(genres.flatMap((g) => g.categories.map((c) => c.slug)));
      return genres.flatMap((g) => [
        { name: 'genre' as RouteName, params: { genreName: g.slug } },
        { name: 'seoGenre' as RouteName, params: { genreName: g.slug } },
        // pro-list/{slug} means the category when a genre and a category share a slug ("moving").
        ...(categorySlugs.has(g.slug) ? [] : [{ name: 'proList' as RouteName, params: { filter: g.slug } }]),
      ]);
    }
    case 'categories':
      return (await catalog.allCategories(db, lng)).flatMap((c) => [
        { name: 'category' as RouteName, params: { slug: c.slug } },
        { name: 'proList' as RouteName, params: { filter: c.slug } },
        { name: 'proSignup' as RouteName, params: { slug: c.slug } },
      ]);
    case 'prices':
      return (await catalog.allCategories(db, lng)).map((c) => ({ name: 'price' as RouteName, params: { slug: c.slug } }));
    case 'nearme': {
      const [categories, districts] = await Promise.all([catalog.allCategories(db, lng), catalog.allDistricts(db, lng)]);
      const regions = [...new Set(districts.map((d) => d.region))];
      return categories.flatMap((c) => [
        { name: 'nearMe' as RouteName, params: { slug: c.slug } },
        ...regions.map((city) => ({ name: 'nearMe' as RouteName, params: { slug: c.slug, city } })),
        ...districts.map((d) => ({ name: 'nearMe' as RouteName, params: { slug: c.slug, city: d.region, district: d.slug } })),
      ]);
    }
    case 'pros':
      return (await pros.listPublicProfiles(db)).map((p) => ({
        name: 'serviceSlug' as RouteName,
        params: { serviceId: p.quote_service_id, slug: p.slug },
        lastmod: p.modified,
      }));
    case 'content':
      return (await content.listContent(db, { lng })).map((p) => ({
        name: (p.kind === 'feature' ? 'feature' : 'info') as RouteName,
        params: { slug: p.slug },
        lastmod: p.modified,
      }));
  }
}

function sendXml(res: Response, body: string): void {
  res.setHeader('Cache-Control', 'public, max-age=1200');
  res.type('application/xml; charset=utf-8').send(body);
}

export function sitemapRouter(deps: AppDeps): Router {
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const r = Router();

  r.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          ...['', ...LANGUAGES.map((l) => `/${l}`)].flatMap((p) => [
            `Disallow: ${p}/dashboard`,
            `Disallow: ${p}/review/`,
            `Disallow: ${p}/form/`,
            `Disallow: ${p}/ops/`,
          ]),
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  r.get('/sitemap.xml', (_req, res) => {
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SECTIONS.map((s) => `<sitemap><loc>${xml(`${base}/sitemaps/${s}.xml`)}</loc></sitemap>`),
      '</sitemapindex>',
    ].join('\n');
    sendXml(res, body);
  });

  r.get('/sitemaps/:section.xml', async (req, res, next) => {
    const section = req.params.section as Section;
    if (!SECTIONS.includes(section)) return next();
    sendXml(res, await memo(deps.db, `sitemap:${section}`, async () => urlset(base, await entriesOf(deps, section))));
  });

  return r;
}
