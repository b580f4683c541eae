/**
 * Site pages on Sifu's own domain (SPEC §2 content pages, ADR 0023): CMS pages of kind 'site' or 'legal' with the
 * product's figures filled in, the pro stories (top-rated pros with a real review each) and the pro-newyear demand.
 * Public data only, cached for 1200 s (SPEC §9).
 */
import type { Language } from '@shared/i18n/i18n-config';
import type { ContentPage } from '@shared/schemas/content.schema';
import type { DemandCounts, NewYearDemand, ProStories } from '@shared/schemas/site.schema';
import { FEATURED_MIN_RATING, FEATURED_MIN_REVIEWS } from '@shared/domain/catalog';
import { NEW_YEAR_CATEGORIES, NEW_YEAR_GROUPS, NEW_YEAR_WINDOW_DAYS, lunarNewYearAround } from '@shared/domain/new-year';
import { STARTER_FREE_CREDIT, STARTER_FREE_CREDIT_DAYS } from '@shared/domain/wallet-ledger';
import { hkToday } from '@shared/utils/dates';
import type { FullDeps } from '../../lib/adapters';
import type { Db } from '../../lib/db';
import { logger } from '../../lib/logger';
import { memo } from '../../lib/memo-cache';
import { utcStringOf } from '../../lib/utc-time';
import * as catalog from '../catalog/catalog.service';
import * as content from '../content/content.service';
import * as payments from '../payments/payments.service';
import * as pros from '../pro-services/pro-services.service';
import * as reviews from '../reviews/reviews.service';
import { NEW_PRO_DAYS, NEW_PRO_MAX_BIDS } from '../requests/requests.service';
import { buildFacts, type Facts } from './site-facts';
import { interpolateBlocks, interpolateText } from './site-interpolate';
import * as repo from './site.repository';

/** How many pro stories the page shows. */
export const PRO_STORIES_LIMIT = 6;
const DAY_MS = 86_400_000;

/** The figures of site-facts.ts in one language. */
export async function siteFacts(deps: FullDeps, lng: Language): Promise<Facts> {
  const [stats, limits, packages] = await Promise.all([
    catalog.getProLandingStats(deps.db),
    memo(deps.db, 'site:match-limits', () => repo.matchLimits(deps.db)),
    payments.listPackages(deps, null, lng),
  ]);
  return buildFacts(deps.i18n.getFixedT(lng, 'site'), {
    packages: packages.items,
    payTypes: packages.pay_types,
    quoteFee: { min: stats.quote_fee_min, max: stats.quote_fee_max },
    matchLimit: limits,
    newPro: { days: NEW_PRO_DAYS, leads: NEW_PRO_MAX_BIDS },
    categoryCount: stats.category_count,
    activeProCount: stats.active_pro_count,
  });
}

/** A published page of kind 'site' or 'legal' with its figures filled in; 404 for any other slug. */
export function getSitePage(deps: FullDeps, q: { slug: string; lng: Language }): Promise<ContentPage> {
  return memo(deps.db, `site:page:${q.lng}:${q.slug}`, async () => {
    const page = await content.getContent(deps.db, { slug: q.slug, lng: q.lng, kind: ['site', 'legal'] });
    const facts = await siteFacts(deps, q.lng);
    const { blocks, unknown } = interpolateBlocks(page.blocks, facts);
    if (unknown.length) logger().warn('site-page-unknown-figure', { slug: q.slug, unknown });
    return {
      ...page,
      title: interpolateText(page.title, facts),
      summary: interpolateText(page.summary, facts),
      blocks,
      related: [],
    };
  });
}

/** Top-rated pros (the featured criteria), the best of each genre first, each with its best recent written review. */
export function getProStories(db: Db, lng: Language): Promise<ProStories> {
  return memo(db, `site:pro-stories:${lng}`, async () => {
    const top = await repo.topRatedServices(db, {
      minRating: FEATURED_MIN_RATING,
      minReviews: FEATURED_MIN_REVIEWS,
      limit: PRO_STORIES_LIMIT,
    });
    const items = await Promise.all(
      top.map(async (s) => {
        const [profile, page] = await Promise.all([
          pros.getProfile(db, s.quote_service_id, lng),
          reviews.listServiceReviews(db, { id: s.quote_service_id, page: 1, lng }),
        ]);
        const written = page.items.filter((r) => r.note.trim().length >= 20);
        const best = written.sort((a, b) => b.score - a.score || b.created.localeCompare(a.created))[0] ?? null;
        const card = {
          quote_service_id: profile.quote_service_id,
          slug: profile.slug,
          business_name: profile.business_name,
          summary: profile.summary,
          logo_url: profile.logo_url,
          rating: profile.rating,
          review_count: profile.review_count,
          hired_count: profile.hired_count,
          response_minutes: profile.response_minutes,
          starting_price: profile.starting_price,
          starting_price_type: profile.starting_price_type,
          is_verified: profile.is_verified,
          year_founded: profile.year_founded,
          base_district: profile.base_district,
          categories: profile.categories.slice(0, 4).map((c) => ({ slug: c.slug, name: c.name })),
        };
        return { pro: card, joined: profile.created, review: best };
      }),
    );
    return { min_rating: FEATURED_MIN_RATING, min_reviews: FEATURED_MIN_REVIEWS, items };
  });
}

const sum = (rows: repo.DemandRow[]): DemandCounts => ({
  requests: rows.reduce((n, r) => n + r.requests, 0),
  quoted: rows.reduce((n, r) => n + r.quoted, 0),
  quotes: rows.reduce((n, r) => n + r.quotes, 0),
  hired: rows.reduce((n, r) => n + r.hired, 0),
});

/** Midnight in Hong Kong of a YYYY-MM-DD date, as an instant. */
const hkMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);

/**
 * pro-newyear: requests in the Lunar New Year categories over the last NEW_YEAR_WINDOW_DAYS days, and over the same
 * number of days before the last Lunar New Year, per group and per category, with each category's fee and pros.
 */
export function getNewYearDemand(db: Db, lng: Language, now = Date.now()): Promise<NewYearDemand> {
  const today = hkToday(now);
  return memo(db, `site:newyear:${lng}:${today}`, async () => {
    const { next, last } = lunarNewYearAround(today);
    const slugs = NEW_YEAR_GROUPS.flatMap((g) => NEW_YEAR_CATEGORIES[g]);
    const sfx = catalog.sfxOf(lng);
    const recentFrom = new Date(now - NEW_YEAR_WINDOW_DAYS * DAY_MS);
    const seasonTo = last ? hkMidnight(last) : null;
    const seasonFrom = seasonTo ? new Date(seasonTo.getTime() - NEW_YEAR_WINDOW_DAYS * DAY_MS) : null;
    const [recent, season] = await Promise.all([
      repo.demandByCategory(db, { slugs, from: recentFrom, to: new Date(now), sfx }),
      seasonFrom && seasonTo ? repo.demandByCategory(db, { slugs, from: seasonFrom, to: seasonTo, sfx }) : Promise.resolve(null),
    ]);
    const groups = NEW_YEAR_GROUPS.map((key) => {
      const order = NEW_YEAR_CATEGORIES[key];
      const mine = recent.filter((r) => order.includes(r.slug)).sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
      const theirs = season?.filter((r) => order.includes(r.slug)) ?? null;
      return {
        key,
        recent: sum(mine),
        season: theirs ? sum(theirs) : null,
        categories: mine.map((r) => ({
          slug: r.slug,
          name: r.name,
          quote_fee: r.quote_fee,
          pro_count: r.pro_count,
          recent_requests: r.requests,
          season_requests: theirs ? (theirs.find((x) => x.slug === r.slug)?.requests ?? 0) : null,
        })),
      };
    }).filter((g) => g.categories.length > 0);
    return {
      window_days: NEW_YEAR_WINDOW_DAYS,
      next_new_year: next,
      last_new_year: last,
      recent_from: utcStringOf(recentFrom),
      season_from: seasonFrom ? utcStringOf(seasonFrom) : null,
      groups,
      starter_credit: STARTER_FREE_CREDIT,
      starter_credit_days: STARTER_FREE_CREDIT_DAYS,
    };
  });
}
