/**
 * The sitemap entries of the SPEC §2 content pages on this site (ADR 0023), the ibon partner pages and pro-newyear:
 * a CMS page dated by its own last edit (the pro stories also by their pros' reviews), and left out while a
 * CONTENT_URL_* link sends it elsewhere; the partner pages and pro-newyear dated by the catalogue data they show.
 */
import { DEFAULT_LANGUAGE } from '@shared/i18n/i18n-config';
import type { RouteName, RouteParams } from '@shared/routes/route-paths';
import { CONTENT_LINKS } from '@shared/domain/site-pages';
import { NEW_YEAR_CATEGORIES, NEW_YEAR_GROUPS } from '@shared/domain/new-year';
import type { AppDeps } from '../lib/app-deps';
import { contentUrls } from '../config/env';
import * as content from '../modules/content/content.service';
import { latest, type Lastmods } from './sitemap.repository';

type SitemapEntry = { name: RouteName; params?: RouteParams; lastmod?: string | null };

export async function siteEntries(deps: AppDeps, lm: Lastmods, catalogTime: string | null): Promise<SitemapEntry[]> {
  const [site, legal] = await Promise.all([
    content.listContent(deps.db, { lng: DEFAULT_LANGUAGE, kind: 'site' }),
    content.listContent(deps.db, { lng: DEFAULT_LANGUAGE, kind: 'legal' }),
  ]);
  const modified = new Map([...site, ...legal].map((p) => [p.slug, p.modified]));
  const moved = contentUrls(deps.env);
  const pages: SitemapEntry[] = Object.values(CONTENT_LINKS)
    // The privacy policy has its own entry; a moved page is a redirect.
    .filter((l) => l.slug && l.key !== 'privacy' && !moved[l.key] && modified.has(l.slug))
    .map((l) => ({
      name: l.route,
      params: l.params,
      lastmod: l.key === 'pro_story' ? latest([modified.get(l.slug!), lm.allPros]) : modified.get(l.slug!)!,
    }));
  const newYear = NEW_YEAR_GROUPS.flatMap((g) => NEW_YEAR_CATEGORIES[g]).map((slug) => lm.categories.get(slug));
  return [
    ...pages,
    { name: 'proNewYear', lastmod: latest(newYear) },
    { name: 'ibonApp', lastmod: catalogTime },
    { name: 'ibonJoin', lastmod: catalogTime },
  ];
}
