/**
 * CMS pages (SPEC §7 "cache-based CMS pages"): info guides, blog posts and feature collections, server-rendered
 * from the database and cached for 1200 s (SPEC §9). Contact messages open tickets in the support team's queue.
 */
import type { Language } from '@shared/i18n/i18n-config';
import { PAGE_SIZE } from '@shared/domain/limits';
import { isArticleKind } from '@shared/domain/articles';
import {
  CONTENT_KINDS,
  type BlogPage,
  type ContactMessageInput,
  type ContentKind,
  type ContentPage,
  type ContentSummary,
} from '@shared/schemas/content.schema';
import type { CategorySummary } from '@shared/schemas/catalog.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { memo } from '../../lib/memo-cache';
import { openTicket } from '../back-office/tickets.service';
import * as catalog from '../catalog/catalog.service';
import { parseMarkup, readingMinutes } from './content.markup';
import * as repo from './content.repository';

/** Summaries per cached row: lists run on every page render, and counting an article's words is not free. */
const summaries = new WeakMap<repo.ContentRow, ContentSummary>();
const toSummary = (r: repo.ContentRow): ContentSummary => {
  let summary = summaries.get(r);
  if (!summary) {
    summary = makeSummary(r);
    summaries.set(r, summary);
  }
  return summary;
};
const makeSummary = (r: repo.ContentRow): ContentSummary => ({
  slug: r.slug,
  kind: r.kind,
  title: r.title,
  summary: r.summary,
  genre_slug: r.genre_slug,
  category_slugs: r.category_slugs,
  published_on: r.published_on,
  modified: r.modified,
  reading_minutes: readingMinutes(r.body),
});

function allPublished(db: Db, lng: Language): Promise<repo.ContentRow[]> {
  return memo(db, `content:all:${lng}`, () => repo.listPublished(db, catalog.sfxOf(lng)));
}

/** Kinds with their own paths (privacy, terms, site pages): never in lists or "read next" unless asked for by kind. */
const UNLISTED_KINDS: readonly ContentKind[] = ['legal', 'site'];

/** The kinds GET /api/cms/pages/{slug} serves; site pages carry figures filled in by GET /api/site/pages/{slug}. */
export const CMS_PAGE_KINDS: ContentKind[] = CONTENT_KINDS.filter((k) => k !== 'site');

/** Published pages, newest first, optionally of one kind or about one category; legal and site pages only when asked for by kind. */
export async function listContent(db: Db, q: { lng: Language; kind?: ContentKind; category?: string }): Promise<ContentSummary[]> {
  const rows = await allPublished(db, q.lng);
  return rows
    .filter(
      (r) => (q.kind ? r.kind === q.kind : !UNLISTED_KINDS.includes(r.kind)) && (!q.category || r.category_slugs.includes(q.category)),
    )
    .map(toSummary);
}

/** blog: one page of articles (cost guides and hiring tips), newest first; 404 past the last page. */
export async function listBlog(db: Db, q: { lng: Language; page: number }): Promise<BlogPage> {
  const articles = (await allPublished(db, q.lng)).filter((r) => isArticleKind(r.kind));
  const size = PAGE_SIZE.blog;
  const totalPages = Math.max(1, Math.ceil(articles.length / size));
  if (q.page > totalPages) throw notFound();
  return {
    items: articles.slice((q.page - 1) * size, q.page * size).map(toSummary),
    page: q.page,
    page_size: size,
    total: articles.length,
    total_pages: totalPages,
  };
}

/** One published page with its blocks, the categories it is about and related pages; 404 when unknown. */
export function getContent(db: Db, q: { slug: string; lng: Language; kind?: ContentKind | ContentKind[] }): Promise<ContentPage> {
  return memo(db, `content:page:${q.lng}:${q.slug}`, async () => {
    const rows = await allPublished(db, q.lng);
    const row = rows.find((r) => r.slug === q.slug);
    if (!row) throw notFound();
    const categories = await catalog.allCategories(db, q.lng);
    const about: CategorySummary[] = row.category_slugs
      .map((s) => categories.find((c) => c.slug === s))
      .filter((c): c is NonNullable<typeof c> => Boolean(c))
      .map((c) => ({ id: c.id, slug: c.slug, name: c.name, icon: c.icon, genre_slug: c.genre_slug, pro_count: c.pro_count }));
    const related = rows
      .filter((r) => r.slug !== row.slug && r.kind !== 'feature' && !UNLISTED_KINDS.includes(r.kind))
      .map((r) => ({
        r,
        score:
          r.category_slugs.filter((s) => row.category_slugs.includes(s)).length * 2 +
          (r.genre_slug && r.genre_slug === row.genre_slug ? 1 : 0),
      }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 3)
      .map(({ r }) => toSummary(r));
    return { ...toSummary(row), blocks: parseMarkup(row.body), categories: about, related };
  }).then((page) => {
    const kinds = q.kind === undefined ? null : Array.isArray(q.kind) ? q.kind : [q.kind];
    if (kinds && !kinds.includes(page.kind)) throw notFound();
    return page;
  });
}

/**
 * Stores a message from the contact page and opens its ticket in the contact queue in the same transaction: the
 * message is the first of the thread the user follows in their account; a visitor's replies go to their e-mail.
 */
export async function sendContactMessage(
  deps: FullDeps,
  meta: { userId: number | null; lng: Language; deviceId?: string },
  input: ContactMessageInput,
): Promise<{ id: number }> {
  const message = input.message.trim();
  return deps.db.withTransaction(async (tx) => {
    const row = await repo.insertContactMessage(tx, {
      user_id: meta.userId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      topic: input.topic,
      message,
      language: meta.lng,
      device_id: meta.deviceId ?? null,
    });
    await openTicket(deps, tx, {
      queue: 'contact',
      subjectType: 'contact_message',
      subjectId: row.id,
      userId: meta.userId,
      email: meta.userId ? null : input.email,
      language: meta.lng,
      summary: message.replace(/\s+/g, ' ').slice(0, 120),
      firstMessage: message,
    });
    return row;
  });
}
