/**
 * Missing translations (SPEC §7): what browsers report, less keys the locale files do hold (a page built from a
 * stale cached locale file), counted per language, namespace and key; content staff list them and mark them fixed.
 */
import { MISSING_TRANSLATIONS_CAP, type MissingReport, type MissingTranslation } from '@shared/schemas/missing-translations.schema';
import type { Paged } from '@shared/schemas/common.schema';
import type { FullDeps } from '../../lib/adapters';
import { notFound } from '../../lib/errors';
import { OPS_PAGE_SIZE, pageOf } from '../../lib/ops-edits';
import { utcStringOf } from '../../lib/utc-time';
import * as repo from './translations.repository';

/** POST /api/i18n/missing: counts each distinct key of the report that is really missing; answers how many. */
export async function report(deps: FullDeps, body: MissingReport): Promise<{ stored: number }> {
  const seen = new Set<string>();
  let stored = 0;
  for (const item of body.items) {
    const id = `${item.lng}|${item.ns}|${item.key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    if (deps.i18n.getResource(item.lng, item.ns, item.key) !== undefined) continue;
    if (await repo.countReport(deps.db, item, body.path || null, MISSING_TRANSLATIONS_CAP)) stored++;
  }
  return { stored };
}

/** GET /api/ops/missing_translations (content staff): last reported first. */
export async function list(deps: FullDeps, page: number): Promise<Paged<MissingTranslation>> {
  const { rows, total } = await repo.list(deps.db, OPS_PAGE_SIZE, (page - 1) * OPS_PAGE_SIZE);
  const items = rows.map((r) => ({
    id: r.id,
    lng: r.lng as MissingTranslation['lng'],
    ns: r.ns as MissingTranslation['ns'],
    key: r.key,
    count: r.count,
    first_seen: utcStringOf(r.first_seen),
    last_seen: utcStringOf(r.last_seen),
    last_path: r.last_path,
  }));
  return pageOf(items, total, page);
}

/** POST /api/ops/missing_translations/{id}/fixed: the row goes; a later report of the key lists it again. */
export async function markFixed(deps: FullDeps, id: number): Promise<{ id: number }> {
  if (!(await repo.remove(deps.db, id))) throw notFound();
  return { id };
}
