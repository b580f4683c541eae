/**
 * The back office's category text editor (content staff): names, descriptions and the FAQ of each category, in
 * both languages. Category names show on nearly every public page (pro cards, reviews, requests, articles, the
 * sitemap), so once an edit commits every public cache is forgotten on every instance.
 */
import type { Paged } from '@shared/schemas/common.schema';
import type {
  CategoryTextEdit,
  OpsCatalogListQuery,
  OpsCategoryDetail,
  OpsCategorySummary,
  OpsFaqEntry,
} from '@shared/schemas/ops-data.schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { forget } from '../../lib/memo-cache';
import { OPS_PAGE_SIZE, SITEMAP_STALE, changes, editConflict, pageOf } from '../../lib/ops-edits';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import * as repo from './catalog-admin.repository';

export const CATEGORY_TARGET = 'quote_category';

/** The stored FAQ as the editor shows it (older rows may name their fields question_zh/answer_zh). */
function faqOf(raw: unknown): OpsFaqEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((e: Record<string, string | undefined>) => ({
    q_zh: e.q_zh ?? e.question_zh ?? '',
    a_zh: e.a_zh ?? e.answer_zh ?? '',
    q_en: e.q_en ?? e.question_en ?? '',
    a_en: e.a_en ?? e.answer_en ?? '',
  }));
}

const summaryOf = ({ faq: _faq, description_zh: _dz, description_en: _de, ...s }: repo.OpsCategoryRow): OpsCategorySummary => s;
const detailOf = (r: repo.OpsCategoryRow): OpsCategoryDetail => ({
  ...summaryOf(r),
  description_zh: r.description_zh,
  description_en: r.description_en,
  faq: faqOf(r.faq),
});

const texts = (r: OpsCategoryDetail | CategoryTextEdit): Omit<CategoryTextEdit, 'version'> => ({
  name_zh: r.name_zh,
  name_en: r.name_en,
  description_zh: r.description_zh,
  description_en: r.description_en,
  faq: r.faq,
});

export async function listCategoriesForOps(db: Db, query: OpsCatalogListQuery): Promise<Paged<OpsCategorySummary>> {
  const { rows, total } = await repo.listCategories(db, query, OPS_PAGE_SIZE, (query.page - 1) * OPS_PAGE_SIZE);
  return pageOf(rows.map(summaryOf), total, query.page);
}

export async function getCategoryForOps(db: Db, id: number): Promise<OpsCategoryDetail> {
  const row = await repo.findCategory(db, id);
  if (!row) throw notFound();
  return detailOf(row);
}

export function updateCategoryTexts(db: Db, staffId: number, id: number, input: CategoryTextEdit): Promise<OpsCategoryDetail> {
  return db.withTransaction(async (tx) => {
    const found = await repo.findCategory(tx, id, true);
    if (!found) throw notFound();
    if (found.version !== input.version) throw editConflict();
    const before = detailOf(found);
    if (!(await repo.updateTexts(tx, id, input))) throw editConflict();
    const after = detailOf((await repo.findCategory(tx, id))!);
    const diff = changes(texts(before), texts(after));
    if (diff) await recordStaffAction(tx, { staffId, action: 'update', targetType: CATEGORY_TARGET, targetId: id, ...diff });
    tx.afterCommit(() => forget(db, '', SITEMAP_STALE));
    return after;
  });
}
