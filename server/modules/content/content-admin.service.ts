/**
 * The back office's CMS editor (content staff): articles, feature collections, site and legal pages. Write the
 * texts (a new page starts as a draft), preview the body with the public page's markup parser, publish now or from a
 * later time, take down. Once a change commits, every cache built on the pages is forgotten on every instance (the
 * data caches, the whole-page cache and the sitemap), so the public page shows the change at its next request.
 */
import { buildPath } from '@shared/routes/route-paths';
import { contentLinkOfSlug } from '@shared/domain/site-pages';
import { isArticleKind } from '@shared/domain/articles';
import type { Paged } from '@shared/schemas/common.schema';
import type {
  ContentEdit,
  ContentInput,
  ContentPublishInput,
  OpsContentDetail,
  OpsContentListQuery,
  OpsContentSummary,
} from '@shared/schemas/ops-data.schema';
import type { ContentBlock } from '@shared/schemas/content.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Db, Queryable } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { forget } from '../../lib/memo-cache';
import { OPS_PAGE_SIZE, SITEMAP_STALE, changes, editConflict, fieldError, uniqueWrite, pageOf } from '../../lib/ops-edits';
import { utcStringOf } from '../../lib/utc-time';
import * as catalog from '../catalog/catalog.service';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import { parseMarkup } from './content.markup';
import * as repo from './content-admin.repository';

export const CONTENT_TARGET = 'content_page';

/** Every cache built on CMS pages: lists and pages, site pages, the hiring guide's article list, the sitemap. */
const CONTENT_CACHES = ['content:', 'site:', 'catalog:hiring-', 'sitemap:', SITEMAP_STALE];
const forgetContent = (db: Db) => forget(db, ...CONTENT_CACHES);

/** Legal and site pages live at fixed paths (the footer links to them): their slug stays. */
const slugFixed = (kind: string) => kind === 'legal' || kind === 'site';

/** The page's public path without a language prefix, or null when no route shows it. */
export function publicPathOf(kind: string, slug: string): string | null {
  if (isArticleKind(kind)) return buildPath('blog', { slug });
  if (kind === 'feature') return buildPath('feature', { slug });
  const link = contentLinkOfSlug(slug);
  return link ? buildPath(link.route, link.params) : null;
}

const summaryOf = (r: repo.OpsContentSummaryRow): OpsContentSummary => ({ ...r, path: publicPathOf(r.kind, r.slug) });
const detailOf = (r: repo.OpsContentRow): OpsContentDetail => ({
  ...r,
  path: publicPathOf(r.kind, r.slug),
  slug_editable: !slugFixed(r.kind),
});

/** The texts an edit may change (what the audit compares). */
const texts = (r: repo.OpsContentRow | ContentEdit): Omit<ContentEdit, 'version'> => ({
  slug: r.slug,
  title_zh: r.title_zh,
  title_en: r.title_en,
  summary_zh: r.summary_zh,
  summary_en: r.summary_en,
  body_zh: r.body_zh,
  body_en: r.body_en,
  genre_slug: r.genre_slug,
  category_slugs: r.category_slugs,
});

export async function listPagesForOps(db: Db, query: OpsContentListQuery): Promise<Paged<OpsContentSummary>> {
  const { rows, total } = await repo.listPages(db, query, OPS_PAGE_SIZE, (query.page - 1) * OPS_PAGE_SIZE);
  return pageOf(rows.map(summaryOf), total, query.page);
}

export async function getPageForOps(db: Db, id: number): Promise<OpsContentDetail> {
  const row = await repo.findPage(db, id);
  if (!row) throw notFound();
  return detailOf(row);
}

/** The body as the public page shows it (the same parser), for the editor's preview. */
export const previewMarkup = (body: string): { blocks: ContentBlock[] } => ({ blocks: parseMarkup(body) });

type Topics = { genre_slug: string | null; category_slugs: string[] };

/**
 * A genre or category newly named on a page must exist (the page links to it). What the page already named is left
 * alone: a category switched off later must not block an edit of the page's text.
 */
async function checkTopics(db: Db, t: Topics, before?: Topics): Promise<void> {
  if (
    t.genre_slug &&
    t.genre_slug !== before?.genre_slug &&
    !(await catalog.listGenres(db, 'zh-HK')).some((g) => g.slug === t.genre_slug)
  ) {
    throw fieldError('genre_slug', 'invalid_option');
  }
  const added = t.category_slugs.map((s, i) => ({ s, i })).filter(({ s }) => !before?.category_slugs.includes(s));
  if (added.length) {
    const known = new Set((await catalog.allCategories(db, 'zh-HK')).map((c) => c.slug));
    const unknown = added.find(({ s }) => !known.has(s));
    if (unknown) throw fieldError(`category_slugs.${unknown.i}`, 'invalid_option');
  }
}

async function checkSlug(q: Queryable, slug: string, exceptId: number | null): Promise<void> {
  if (await repo.slugTaken(q, slug, exceptId)) throw fieldError('slug', 'ops_data_slug_taken');
}

/** Runs a write; a slug taken by a concurrent write is the same field error as one taken before. */
const write = <T>(run: () => Promise<T>): Promise<T> => uniqueWrite('slug', 'ops_data_slug_taken', run);

export async function createPage(db: Db, staffId: number, input: ContentInput): Promise<OpsContentDetail> {
  await checkTopics(db, input);
  return write(() =>
    db.withTransaction(async (tx) => {
      await checkSlug(tx, input.slug, null);
      const id = await repo.insertPage(tx, input);
      const row = (await repo.findPage(tx, id))!;
      await recordStaffAction(tx, {
        staffId,
        action: 'create',
        targetType: CONTENT_TARGET,
        targetId: id,
        after: { kind: row.kind, ...texts(row) },
      });
      return detailOf(row);
    }),
  );
}

export async function updatePage(db: Db, staffId: number, id: number, input: ContentEdit): Promise<OpsContentDetail> {
  return write(() =>
    db.withTransaction(async (tx) => {
      const before = await repo.findPage(tx, id, true);
      if (!before) throw notFound();
      if (before.version !== input.version) throw editConflict();
      await checkTopics(db, input, before);
      if (input.slug !== before.slug) {
        if (slugFixed(before.kind)) throw fieldError('slug', 'ops_data_slug_fixed');
        await checkSlug(tx, input.slug, id);
      }
      if (!(await repo.updatePage(tx, id, input.version, input))) throw editConflict();
      const after = (await repo.findPage(tx, id))!;
      const diff = changes(texts(before), texts(after));
      if (diff) await recordStaffAction(tx, { staffId, action: 'update', targetType: CONTENT_TARGET, targetId: id, ...diff });
      // A draft is public nowhere, so nothing cached can show it.
      if (before.state !== 'draft') tx.afterCommit(() => forgetContent(db));
      return detailOf(after);
    }),
  );
}

/** Publish now, publish from a later time (scheduled), or take down; the public side follows at once. */
export async function publishPage(db: Db, staffId: number, id: number, input: ContentPublishInput): Promise<OpsContentDetail> {
  const at = input.publish && input.at ? input.at : null;
  if (at && at <= utcStringOf(new Date())) throw fieldError('at', 'ops_data_time_past');
  return db.withTransaction(async (tx) => {
    const before = await repo.findPage(tx, id, true);
    if (!before) throw notFound();
    if (before.version !== input.version) throw editConflict();
    if (!(await repo.setPublished(tx, id, input.version, input.publish, at))) throw editConflict();
    const after = (await repo.findPage(tx, id))!;
    const action = !input.publish ? 'unpublish' : after.state === 'scheduled' ? 'schedule' : 'publish';
    await recordStaffAction(tx, {
      staffId,
      action,
      targetType: CONTENT_TARGET,
      targetId: id,
      before: { state: before.state, published_on: before.published_on },
      after: { state: after.state, published_on: after.published_on },
    });
    tx.afterCommit(() => forgetContent(db));
    return detailOf(after);
  });
}

/** How far back the schedule sweep looks (its cron runs every minute; a missed tick is still caught). */
const RELEASE_WINDOW_S = 2 * 60;

/**
 * The schedule sweep: when a scheduled page's time has come, the cached lists and pages (built while it was hidden)
 * are forgotten on every instance, so it appears within the minute rather than when the caches expire.
 */
export async function releaseScheduledPages(deps: Pick<FullDeps, 'db'>): Promise<number> {
  const n = await repo.pagesBecamePublic(deps.db, RELEASE_WINDOW_S);
  if (n > 0) forgetContent(deps.db);
  return n;
}
