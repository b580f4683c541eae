/**
 * CMS pages (SPEC §7 "cache-based CMS pages"): info guides, blog posts and feature collections, server-rendered
 * from the database and cached for 1200 s (SPEC §9). Contact messages are stored for the support team.
 */
import type { Language } from '@shared/i18n/i18n-config';
import type { ContactMessageInput, ContentKind, ContentPage, ContentSummary } from '@shared/schemas/content.schema';
import type { CategorySummary } from '@shared/schemas/catalog.schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { memo } from '../../lib/memo-cache';
import * as catalog from '../catalog/catalog.service';
import { parseMarkup, readingMinutes } from './content.markup';
import * as repo from './content.repository';

const toSummary = (r: repo.ContentRow): ContentSummary => ({
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

/** Published pages, newest first, optionally of one kind or about one category; legal pages only when asked for by kind. */
export async function listContent(db: Db, q: { lng: Language; kind?: ContentKind; category?: string }): Promise<ContentSummary[]> {
  const rows = await allPublished(db, q.lng);
  return rows
    .filter((r) => (q.kind ? r.kind === q.kind : r.kind !== 'legal') && (!q.category || r.category_slugs.includes(q.category)))
    .map(toSummary);
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
      .filter((r) => r.slug !== row.slug && r.kind !== 'feature' && r.kind !== 'legal')
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

/** Stores a message from the contact page. */
export async function sendContactMessage(
  db: Db,
  meta: { userId: number | null; lng: Language; deviceId?: string },
  input: ContactMessageInput,
): Promise<{ id: number }> {
  return repo.insertContactMessage(db, {
    user_id: meta.userId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    topic: input.topic,
    message: input.message.trim(),
    language: meta.lng,
    device_id: meta.deviceId ?? null,
  });
}
