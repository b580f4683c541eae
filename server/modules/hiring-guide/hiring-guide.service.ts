/**
 * "Before you hire" pages (SPEC §2 info/all, info/{slug}): what to know before hiring a kind of service in Hong Kong.
 * Licensing text comes from the reviewed registry (./hiring-rules.ts); questions and figures from the same cached
 * services the category and price pages use. An unknown slug is a 404 decided from cached lists, before any query.
 */
import type { Language } from '@shared/i18n/i18n-config';
import { MIN_PRICE_SAMPLES } from '@shared/domain/catalog';
import { MIN_REPLY_SAMPLES, genreInfoSlug, resolveInfoSlug } from '@shared/domain/hiring-guide';
import { isArticleKind } from '@shared/domain/articles';
import type { ContentSummary } from '@shared/schemas/content.schema';
import type { CategorySummary } from '@shared/schemas/catalog.schema';
import type {
  CategoryInfo,
  GenreInfo,
  HiringGuide,
  HiringGuideIndex,
  HiringNumbers,
  InfoCategory,
} from '@shared/schemas/hiring-guide.schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { memo } from '../../lib/memo-cache';
import * as content from '../content/content.service';
import { getCategory, getGenre, getPriceGuide, listGenres } from '../catalog/catalog.service';
import { replyTimes } from '../catalog/near-me.service';
import { hiringRulesFor } from './hiring-rules';

/** Related articles shown on an info page. */
const ARTICLES_SHOWN = 3;

const infoCategory = (lng: Language, genreSlug: string, c: CategorySummary): InfoCategory => {
  const rules = hiringRulesFor(lng, genreSlug, c.slug);
  return { slug: c.slug, name: c.name, icon: c.icon, summary: rules.summary, licensed: rules.licensed, pro_count: c.pro_count };
};

/** info/all: every genre with its info slug and licensing line, and its categories'. */
export function getHiringGuideIndex(db: Db, lng: Language): Promise<HiringGuideIndex> {
  return memo(db, `catalog:hiring-index:${lng}`, async () => {
    const genres = await listGenres(db, lng);
    const categorySlugs = genres.flatMap((g) => g.categories.map((c) => c.slug));
    return genres.map((g) => ({
      slug: g.slug,
      info_slug: genreInfoSlug(g.slug, categorySlugs),
      name: g.name,
      icon: g.icon,
      summary: hiringRulesFor(lng, g.slug).summary,
      categories: g.categories.map((c) => infoCategory(lng, g.slug, c)),
    }));
  });
}

/** Articles about the category first, then about its genre, newest first within each. */
async function relatedArticles(db: Db, lng: Language, about: { genre: string; category?: string }): Promise<ContentSummary[]> {
  const articles = (await content.listContent(db, { lng })).filter((a) => isArticleKind(a.kind));
  const ofCategory = about.category ? articles.filter((a) => a.category_slugs.includes(about.category!)) : [];
  const ofGenre = articles.filter((a) => a.genre_slug === about.genre && !ofCategory.includes(a));
  return [...ofCategory, ...ofGenre].slice(0, ARTICLES_SHOWN);
}

async function numbersOf(db: Db, lng: Language, slug: string): Promise<HiringNumbers> {
  const c = await getCategory(db, slug, lng);
  const [guide, replies] = await Promise.all([getPriceGuide(db, { slug, lng }), replyTimes(db, { categoryId: c.id })]);
  return {
    pro_count: c.pro_count,
    review_count: c.review_count,
    avg_rating: c.avg_rating,
    hired_count: c.hired_count,
    // Bands come main priced type first (the type most quotes use).
    price: guide.bands.find((b) => b.rating_type !== 'onsite') ?? null,
    min_samples: MIN_PRICE_SAMPLES,
    replies: {
      requests: replies.requests,
      median_first_quote_minutes: replies.requests >= MIN_REPLY_SAMPLES ? replies.median_minutes : null,
      avg_quotes: replies.avg_quotes === null ? null : Number(replies.avg_quotes),
    },
    min_reply_samples: MIN_REPLY_SAMPLES,
  };
}

async function categoryGuide(db: Db, lng: Language, slug: string, index: HiringGuideIndex): Promise<CategoryInfo> {
  const [c, numbers] = await Promise.all([getCategory(db, slug, lng), numbersOf(db, lng, slug)]);
  const genre = index.find((g) => g.slug === c.genre.slug)!;
  return {
    kind: 'category',
    slug: c.slug,
    name: c.name,
    description: c.description,
    icon: c.icon,
    genre: { slug: genre.slug, info_slug: genre.info_slug, name: genre.name, icon: genre.icon },
    rules: hiringRulesFor(lng, genre.slug, c.slug),
    questions: c.questions,
    numbers,
    articles: await relatedArticles(db, lng, { genre: genre.slug, category: c.slug }),
    siblings: genre.categories.filter((o) => o.slug !== c.slug),
  };
}

async function genreGuide(db: Db, lng: Language, slug: string, index: HiringGuideIndex): Promise<GenreInfo> {
  const g = await getGenre(db, slug, lng);
  const entry = index.find((x) => x.slug === slug)!;
  return {
    kind: 'genre',
    slug: g.slug,
    info_slug: entry.info_slug,
    name: g.name,
    description: g.description,
    icon: g.icon,
    rules: hiringRulesFor(lng, g.slug),
    categories: entry.categories,
    articles: await relatedArticles(db, lng, { genre: g.slug }),
    others: index.filter((x) => x.slug !== slug).map((x) => ({ slug: x.slug, info_slug: x.info_slug, name: x.name, icon: x.icon })),
  };
}

/** info/{slug}: a category by slug or a genre by info slug; 404 for anything else (old article URLs included). */
export async function getHiringGuide(db: Db, q: { slug: string; lng: Language }): Promise<HiringGuide> {
  const index = await getHiringGuideIndex(db, q.lng);
  const target = resolveInfoSlug(
    q.slug,
    index.map((g) => g.slug),
    index.flatMap((g) => g.categories.map((c) => c.slug)),
  );
  if (!target) throw notFound();
  return memo<HiringGuide>(db, `catalog:hiring:${q.lng}:${q.slug}`, () =>
    target.kind === 'category' ? categoryGuide(db, q.lng, target.slug, index) : genreGuide(db, q.lng, target.slug, index),
  );
}
